import { expect } from "chai";
import { enterCompanyTaxId } from "../../src/state/companyLookup";
import {
  closePersonalDataModal,
  openPersonalDataModal,
  personalDataAnswered,
} from "../../src/state/personalDataModal";

describe("cabinet (spec 2.16, 2.17 and 4)", () => {
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
