import { VerificationAppealPayload } from "@portal/domain/appeals/appealPayload";
import { parseSom, percent, som, ZERO } from "@portal/domain/shared/money";
import { blankVerificationLine, type VerificationLineState } from "../../src/state/verificationLine";
import { expect } from "chai";
import {
  appealTotal,
  pricingTerms,
  toPayloadHeader,
  toPayloadLine,
} from "../../src/appeals/forms/verification/pricing";

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

  it("sends plain JSON: the cost as a decimal string, nds as a number", () => {
    const payload = toPayloadLine(line(58500, 2, 7));
    expect(payload.cost).to.equal("58500.00");
    expect(() => JSON.stringify(payload)).to.not.throw();
    expect(toPayloadHeader({ nds: percent(12), branch_id: 1 })).to.deep.equal({ nds: 12, branch_id: 1 });
  });

  it("sends the device, type and section objects too (spec 3), as the spec gives their fields", () => {
    const chosen: VerificationLineState = {
      ...line(58500, 2, 7),
      device_name: "Elektron savdo tarozisi",
      section_id: 24,
      section_name: "Massa o‘lchash vositalari",
      type: { id: 7, name: "Kalibrlash" },
      section: { id: 24, name: "Massa o‘lchash vositalari" },
      device: {
        id: 1,
        name: "Elektron savdo tarozisi",
        cost: parseSom("58500.50") ?? ZERO,
        check_out: 0,
        spetsifikatsiya: "0,04–15 kg",
        k_2: "MS-0701",
        type_id: 7,
        section_id: 24,
      },
      spetsifikatsiya: "0,04–15 kg",
    };
    const payload = JSON.parse(JSON.stringify(toPayloadLine(chosen)));
    expect(payload).to.deep.include({
      type_id: 7,
      section_id: 24,
      section_name: "Massa o‘lchash vositalari",
      device_id: 1,
      device_name: "Elektron savdo tarozisi",
      cost: "58500.00",
      type: { id: 7, name: "Kalibrlash" },
      section: { id: 24, name: "Massa o‘lchash vositalari" },
      device: {
        id: 1,
        name: "Elektron savdo tarozisi",
        cost: "58500.50",
        spetsifikatsiya: "0,04–15 kg",
        check_out: 0,
      },
    });
    // The line's own specification text stays on the screen (spec 3's payload form has none).
    expect(payload).to.not.have.property("spetsifikatsiya");
    // No section chosen (a customer's own form): no section object.
    expect(toPayloadLine({ ...chosen, section: undefined, section_id: undefined })).to.not.have.property(
      "section",
    );
  });

  it("is taken by the server's exact codec, which drops the objects", () => {
    const line7: VerificationLineState = {
      ...line(58500, 1, 7),
      type: { id: 7, name: "Kalibrlash" },
      device: { id: 1, name: "Tarozi", cost: som(1), check_out: 1 },
    };
    const body = JSON.parse(JSON.stringify({ devices: [toPayloadLine(line7)], offer_accepted: true }));
    const decoded = VerificationAppealPayload.decode(body);
    expect(decoded._tag).to.equal("Right");
    if (decoded._tag !== "Right") return;
    const [row] = decoded.right.devices;
    expect(row).to.include({ type_id: 7, device_id: 1, amount: 1 });
    expect(row).to.not.have.any.keys("type", "device", "section");
  });
});
