import { expect } from "chai";
import { message, render } from "@portal/domain";
import { percent } from "@portal/domain";
import { isYearlyAppeal } from "@portal/domain/appeals/yearly";
import {
  applyYearlyContract,
  isVatFreeContract,
  setFree,
  setNoNds,
} from "../../../src/appeals/forms/state/appealHeader";
import { aContract, aHeader, aYearlyAppeal } from "../../state/builders";

const vatFreeText = (language: "uz" | "ru") => render(message("yearlyContractVatFree"), language);

describe("appeal header (spec 2.6 and 4)", () => {
  describe("is_free and no_nds", () => {
    it("ticking is_free clears no_nds", () => {
      expect(setFree(aHeader({ no_nds: 1 }), true)).to.include({ is_free: 1, no_nds: 0 });
    });

    it("ticking no_nds clears is_free", () => {
      expect(setNoNds(aHeader({ is_free: 1 }), true)).to.include({ no_nds: 1, is_free: 0 });
    });

    it("unticking is_free leaves no_nds as it was", () => {
      expect(setFree(aHeader({ is_free: 1, no_nds: 0 }), false)).to.include({ is_free: 0, no_nds: 0 });
    });

    it("unticking no_nds leaves is_free as it was", () => {
      expect(setNoNds(aHeader({ no_nds: 1, is_free: 0 }), false)).to.include({ no_nds: 0, is_free: 0 });
    });

    it("keeps the other header fields", () => {
      expect(setFree(aHeader({ branch_id: 9 }), true).branch_id).to.equal(9);
    });
  });

  describe("choosing an annual contract", () => {
    it("sets contract_id", () => {
      expect(applyYearlyContract(aHeader(), aContract({}, 77), "uz").contract_id).to.equal(77);
    });

    it("loads the contract's nds and no_nds", () => {
      const header = applyYearlyContract(aHeader(), aContract({ nds: percent(15), no_nds: 0 }), "uz");
      expect(header.nds).to.equal(percent(15));
      expect(header.no_nds).to.equal(0);
    });

    it("defaults resolution and lawyer_note to the VAT-free text when the contract has no_nds = 1", () => {
      const header = applyYearlyContract(aHeader(), aContract({ no_nds: 1 }), "uz");
      expect(header.resolution).to.equal(vatFreeText("uz"));
      expect(header.lawyer_note).to.equal(vatFreeText("uz"));
    });

    it("defaults them to the VAT-free text when the contract's nds is 0", () => {
      const header = applyYearlyContract(aHeader(), aContract({ nds: percent(0) }), "uz");
      expect(header.resolution).to.equal(vatFreeText("uz"));
    });

    it("writes the VAT-free text in the language passed in", () => {
      const header = applyYearlyContract(aHeader(), aContract({ no_nds: 1 }), "ru");
      expect(header.lawyer_note).to.equal(vatFreeText("ru"));
    });

    it("lets the contract's own non-empty resolution win over the default", () => {
      const header = applyYearlyContract(
        aHeader(),
        aContract({ no_nds: 1, resolution: "PQ-4567, 2023" }),
        "uz",
      );
      expect(header.resolution).to.equal("PQ-4567, 2023");
      expect(header.lawyer_note).to.equal(vatFreeText("uz"));
    });

    it("lets the contract's own non-empty lawyer_note win over the default", () => {
      const header = applyYearlyContract(
        aHeader(),
        aContract({ no_nds: 1, lawyer_note: "Yurist izohi" }),
        "uz",
      );
      expect(header.lawyer_note).to.equal("Yurist izohi");
    });

    it("treats a blank text from the contract as empty", () => {
      const header = applyYearlyContract(aHeader(), aContract({ no_nds: 1, resolution: "   " }), "uz");
      expect(header.resolution).to.equal(vatFreeText("uz"));
    });

    it("leaves resolution and lawyer_note empty for a contract with VAT and no texts", () => {
      const header = applyYearlyContract(
        aHeader({ resolution: "eski" }),
        aContract({ nds: percent(12) }),
        "uz",
      );
      expect(header.resolution).to.equal(undefined);
      expect(header.lawyer_note).to.equal(undefined);
    });

    it("takes the texts of a contract with VAT as they are", () => {
      const header = applyYearlyContract(
        aHeader(),
        aContract({ resolution: "R-1", lawyer_note: "L-1" }),
        "uz",
      );
      expect(header).to.include({ resolution: "R-1", lawyer_note: "L-1" });
    });

    it("unticks is_free when the contract brings no_nds = 1, keeping the options exclusive", () => {
      expect(applyYearlyContract(aHeader({ is_free: 1 }), aContract({ no_nds: 1 }), "uz")).to.include({
        is_free: 0,
        no_nds: 1,
      });
    });

    it("keeps is_free when the contract has VAT", () => {
      expect(applyYearlyContract(aHeader({ is_free: 1 }), aContract(), "uz").is_free).to.equal(1);
    });
  });

  describe("a contract without VAT", () => {
    it("is one with no_nds = 1", () => {
      expect(isVatFreeContract(aYearlyAppeal({ no_nds: 1 }))).to.equal(true);
    });

    it("is one with nds = 0", () => {
      expect(isVatFreeContract(aYearlyAppeal({ nds: percent(0) }))).to.equal(true);
    });

    it("is not one with nds 12 and no_nds 0", () => {
      expect(isVatFreeContract(aYearlyAppeal())).to.equal(false);
    });
  });

  describe("a saved appeal under a yearly contract (spec 2.10)", () => {
    it("is yearly when the server kept is_yearly with a yearly contract", () => {
      expect(isYearlyAppeal({ is_yearly: 1, contract_id: 7 })).to.equal(true);
    });

    it("is not yearly on is_yearly alone, nor on a contract without is_yearly", () => {
      expect(isYearlyAppeal({ is_yearly: 1 })).to.equal(false);
      expect(isYearlyAppeal({ is_yearly: 1, contract_id: null })).to.equal(false);
      expect(isYearlyAppeal({ is_yearly: 0, contract_id: 7 })).to.equal(false);
    });
  });
});
