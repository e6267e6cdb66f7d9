import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { billedRow, billedTotal, exemptionOf } from "../../src/appeals/appealExemption";
import {
  decidedExemption,
  type Exemption,
  exemptionApplies,
  exemptionAwaits,
  exemptionClaimOf,
  plannedExemption,
} from "../../src/appeals/exemption";
import { priceLine } from "../../src/appeals/formulas";
import { type StoredAppealRow, StoredAppeal } from "../../src/appeals/storedAppeal";
import { percent, som, toDecimalString } from "../../src/shared/money";

/** A calibration line of 2 × 58 500 so'm priced with a 10 % discount and 12 % VAT, as a save stores it. */
const price = priceLine(
  { cost: som(58500), amount: 2, typeId: 7 },
  { discount: percent(10), nds: percent(12) },
);
const row: StoredAppealRow = {
  id: 1,
  type_id: 7,
  device_id: 148,
  amount: 2,
  cost: "58500.00",
  discount: toDecimalString(price.discount),
  vat: toDecimalString(price.vat),
  total: toDecimalString(price.totalWithVat),
};
const claim = (state: Exemption["state"], kind: Exemption["claim"] = "no_vat"): Exemption => ({
  claim: kind,
  resolution: "PQ-4321, 2024",
  state,
});
const STAFF = { by: 3, at: "2026-11-21T10:00:00.000Z" };
const money = (line: ReturnType<typeof billedRow>) => ({
  vat: toDecimalString(line.vat),
  total: toDecimalString(line.total),
});

describe("a claim of exemption (free by decree, no VAT)", () => {
  describe("is read from the header", () => {
    it("as free when is_free is ticked, and as no VAT when no_nds is", () => {
      expect(exemptionClaimOf({ is_free: 1 }, false)).to.equal("free");
      expect(exemptionClaimOf({ no_nds: 1 }, false)).to.equal("no_vat");
      expect(exemptionClaimOf({ is_free: 0, no_nds: 0 }, false)).to.equal(undefined);
    });

    it("not from a VAT-free yearly contract, whose no_nds is the contract's own term", () => {
      expect(exemptionClaimOf({ no_nds: 1 }, true)).to.equal(undefined);
      expect(exemptionClaimOf({ is_free: 1 }, true)).to.equal("free");
    });
  });

  describe("when planned", () => {
    it("awaits the reviewer when a customer makes it", () => {
      expect(
        plannedExemption({ is_free: 1, resolution: " PQ-4321, 2024 " }, false, undefined, undefined),
      ).to.deep.equal(claim("claimed", "free"));
    });

    it("is confirmed by staff entering it (offline entry, their edit)", () => {
      expect(
        plannedExemption({ no_nds: 1, resolution: "PQ-4321, 2024" }, false, undefined, STAFF),
      ).to.deep.equal({
        ...claim("confirmed"),
        decided_by: 3,
        decided_at: STAFF.at,
      });
    });

    it("keeps its state while the claim and its decree stay the same, and starts again when either changes", () => {
      const refused = { ...claim("refused"), decided_by: 4, note: "Qaror muddati o'tgan" };
      const header = { no_nds: 1 as const, resolution: "PQ-4321, 2024" };
      expect(plannedExemption(header, false, refused, undefined)).to.equal(refused);
      expect(
        plannedExemption({ ...header, resolution: "PQ-5000, 2025" }, false, refused, undefined),
      ).to.deep.equal({
        ...claim("claimed"),
        resolution: "PQ-5000, 2025",
      });
      expect(
        plannedExemption({ is_free: 1, resolution: header.resolution }, false, refused, undefined),
      ).to.deep.equal(claim("claimed", "free"));
    });

    it("is gone when the header claims nothing", () => {
      expect(plannedExemption({}, false, claim("confirmed"), STAFF)).to.equal(undefined);
    });
  });

  describe("once decided", () => {
    it("is confirmed, or refused with the note the customer reads", () => {
      expect(decidedExemption(claim("claimed"), "confirm", STAFF, "  ")).to.deep.equal({
        ...claim("confirmed"),
        decided_by: 3,
        decided_at: STAFF.at,
      });
      expect(decidedExemption(claim("claimed"), "refuse", STAFF, " Qaror topilmadi ")).to.deep.equal({
        ...claim("refused"),
        decided_by: 3,
        decided_at: STAFF.at,
        note: "Qaror topilmadi",
      });
    });

    it("applies only when confirmed, and awaits only while claimed", () => {
      expect(
        ["claimed", "confirmed", "refused"].map((s) => exemptionApplies(claim(s as Exemption["state"]))),
      ).to.deep.equal([false, true, false]);
      expect(exemptionAwaits(claim("claimed"))).to.equal(true);
      expect(exemptionAwaits(claim("refused"))).to.equal(false);
      expect(exemptionAwaits(undefined)).to.equal(false);
    });
  });

  describe("prices a stored line", () => {
    it("at the full price with VAT while claimed or refused, and without one", () => {
      // 117 000 total; discount 11 700; VAT 117 000 × 0.9 × 12 % = 12 636
      for (const exemption of [undefined, claim("claimed"), claim("refused"), claim("claimed", "free")]) {
        expect(money(billedRow(row, exemption))).to.deep.equal({ vat: "12636.00", total: "129636.00" });
      }
      expect(toDecimalString(billedTotal([row, row], claim("claimed")))).to.equal("259272.00");
    });

    it("without VAT once a no-VAT claim is confirmed: cost × amount", () => {
      expect(money(billedRow(row, claim("confirmed")))).to.deep.equal({ vat: "0.00", total: "117000.00" });
      expect(billedRow(row, claim("confirmed")).discount).to.equal(price.discount);
      expect(toDecimalString(billedTotal([row, row], claim("confirmed")))).to.equal("234000.00");
    });

    it("at nothing once a free claim is confirmed", () => {
      expect(money(billedRow(row, claim("confirmed", "free")))).to.deep.equal({ vat: "0.00", total: "0.00" });
      expect(toDecimalString(billedTotal([row, row], claim("confirmed", "free")))).to.equal("0.00");
    });

    it("the same way when it was already priced without VAT (an appeal stored before claims had a state)", () => {
      const old = { ...row, vat: "0.00", total: "117000.00" };
      expect(money(billedRow(old, claim("confirmed")))).to.deep.equal({ vat: "0.00", total: "117000.00" });
    });
  });

  describe("as a stored appeal reads it", () => {
    const appeal = (header: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
      kind: "verification" as const,
      appeal: header as StoredAppeal["appeal"],
      ...more,
    });

    it("is the one stored with it", () => {
      expect(exemptionOf(appeal({ is_free: 1 }, { exemption: claim("refused", "free") }))).to.deep.equal(
        claim("refused", "free"),
      );
    });

    it("is confirmed for a verification appeal stored before claims had a state (priced with it when sent)", () => {
      expect(exemptionOf(appeal({ no_nds: 1, resolution: "PQ-4321, 2024" }))).to.deep.equal(
        claim("confirmed"),
      );
      expect(exemptionOf(appeal({ no_nds: 1, is_yearly: 1, contract_id: 7 }))).to.equal(undefined);
      expect(exemptionOf({ ...appeal({ is_free: 1 }), kind: "kompleks" })).to.equal(undefined);
    });

    it("is kept by the stored appeal's codec, which refuses a state it does not know", () => {
      const stored = {
        id: 1,
        kind: "verification",
        owner_id: 2,
        created_by: 2,
        is_offline: 0,
        status: "under_review",
        appeal: { is_free: 1 },
        devices: [row],
        total: "129636.00",
        history: [],
        created_at: "2026-11-21T10:00:00.000Z",
        updated_at: "2026-11-21T10:00:00.000Z",
        version: 1,
        exemption: claim("claimed", "free"),
      };
      const read = StoredAppeal.decode(stored);
      expect(E.isRight(read) && read.right.exemption).to.deep.equal(claim("claimed", "free"));
      expect(
        E.isLeft(StoredAppeal.decode({ ...stored, exemption: { ...claim("claimed"), state: "maybe" } })),
      ).to.equal(true);
    });
  });
});
