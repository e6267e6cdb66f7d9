import { expect } from "chai";
import { activateAccount } from "../../src/state/bankAccounts";
import { enterCompanyTaxId } from "../../src/state/companyLookup";
import {
  closePersonalDataModal,
  openPersonalDataModal,
  personalDataAnswered,
} from "../../src/state/personalDataModal";
import { anAccount, deepFreeze } from "./builders";

describe("cabinet (spec 2.16, 2.17 and 4)", () => {
  describe("activating a bank account", () => {
    const accounts = deepFreeze([
      anAccount({ id: 1, status: 1 }),
      anAccount({ id: 2 }),
      anAccount({ id: 3 }),
    ]);

    it("marks exactly that account active and every other inactive", () => {
      expect(activateAccount(accounts, 2).map((a) => a.status)).to.deep.equal([0, 1, 0]);
    });

    it("changes nothing for an id not in the list", () => {
      expect(activateAccount(accounts, 99).map((a) => a.status)).to.deep.equal([1, 0, 0]);
    });

    it("keeps the accounts' other fields", () => {
      expect(activateAccount(accounts, 2)[1]).to.deep.equal({ ...accounts[1], status: 1 });
    });
  });

  describe("the personal-data modal", () => {
    it("opens with the error flag false", () => {
      expect(openPersonalDataModal()).to.deep.equal({ open: true, error: false, messages: [] });
    });

    it("a true status clears the flag and closes the dialog", () => {
      const state = personalDataAnswered({ open: true, error: true, messages: ["x"] }, { status: true });
      expect(state).to.deep.equal(closePersonalDataModal());
    });

    it("a false status sets the flag and lists the first message of each field", () => {
      const state = personalDataAnswered(openPersonalDataModal(), {
        status: false,
        message: { first_name: ["Ism kerak", "Ism qisqa"], email: ["Email xato"] },
      });
      expect(state).to.deep.equal({ open: true, error: true, messages: ["Ism kerak", "Email xato"] });
    });
  });

  describe("the company tax id", () => {
    it("runs a lookup at exactly 9 characters", () => {
      expect(enterCompanyTaxId("12345678", "123456789")).to.deep.equal({ tin: "123456789", lookup: true });
    });

    it("runs no lookup below 9 characters", () => {
      expect(enterCompanyTaxId("1234567", "12345678").lookup).to.equal(false);
    });

    it("accepts no more than 9 characters", () => {
      expect(enterCompanyTaxId("123456789", "1234567890").tin).to.equal("123456789");
    });

    it("does not look the same 9 characters up again", () => {
      expect(enterCompanyTaxId("123456789", "1234567890").lookup).to.equal(false);
    });
  });
});
