import { percent, som, ZERO } from "@portal/domain/money";
import { blankVerificationLine, type VerificationLineState } from "@portal/domain/state/verificationLine";
import { expect } from "chai";
import {
  appealTotal,
  pricingTerms,
  toPayloadHeader,
  toPayloadLine,
} from "../src/pages/forms/verification/pricing";

const line = (cost: number, amount: number, typeId: number): VerificationLineState => ({
  ...blankVerificationLine(),
  cost: som(cost),
  amount,
  type_id: typeId,
  device_id: 1,
});

describe("the verification form's money (spec 2.7, 9)", () => {
  it("prices with the customer's discount on the VAT base and 12 % VAT by default", () => {
    const terms = pricingTerms({}, percent(10));
    expect(terms).to.deep.equal({ discount: percent(10), nds: percent(12) });
    // 58 500 × 2 = 117 000; VAT = 117 000 × 0.9 × 0.12 = 12 636.
    expect(appealTotal({}, [line(58500, 2, 7)], terms)).to.equal(som(129636));
  });

  it("gives no discount to types 4 and 5", () => {
    const terms = pricingTerms({}, percent(10));
    // 45 000 × 2 = 90 000; VAT 10 800.
    expect(appealTotal({}, [line(45000, 2, 4)], terms)).to.equal(som(100800));
  });

  it("has no VAT with no_nds, and bills nothing when free", () => {
    expect(pricingTerms({ no_nds: 1 }, percent(10)).nds).to.equal(percent(0));
    const free = { is_free: 1 as const };
    expect(appealTotal(free, [line(58500, 2, 7)], pricingTerms(free, percent(0)))).to.equal(ZERO);
  });

  it("takes a yearly contract's VAT rate", () => {
    expect(pricingTerms({ nds: percent(15) }, percent(0)).nds).to.equal(percent(15));
  });

  it("sends plain JSON: the cost as a decimal string, nds as a number, no objects", () => {
    const payload = toPayloadLine({
      ...line(58500, 2, 7),
      device: { id: 1, name: "x", cost: som(1), check_out: 0 },
    });
    expect(payload.cost).to.equal("58500.00");
    expect(payload).to.not.have.property("device");
    expect(() => JSON.stringify(payload)).to.not.throw();
    expect(toPayloadHeader({ nds: percent(12), branch_id: 1 })).to.deep.equal({ nds: 12, branch_id: 1 });
  });
});
