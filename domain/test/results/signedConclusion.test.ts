import { expect } from "chai";
import { signedConclusionRefusal } from "../../src/results";
import { renderAll } from "../../src/shared";

const conclusion = { kind: "conclusion" as const, revoked: false, replacing: false, n: 2, k: 1 };
const refusal = (facts: Partial<Parameters<typeof signedConclusionRefusal>[0]>) => {
  const found = signedConclusionRefusal({ ...conclusion, ...facts });
  return (
    found && { kind: found.kind, uz: renderAll(found.messages, "uz"), ru: renderAll(found.messages, "ru") }
  );
};

describe("results: a signed conclusion attached to a result", () => {
  it("is taken by a recognition or expertise result whose certificate stands", () => {
    expect(refusal({})).to.equal(undefined);
  });

  it("is refused for a verification or calibration result, naming the instrument in both languages", () => {
    const found = refusal({ kind: "measurement" });
    expect(found?.kind).to.equal("invalid");
    expect(found?.uz[0]).to.match(/^Qurilma №2\.1: imzolangan xulosa faqat tan olish/);
    expect(found?.ru[0]).to.match(/^Устройство №2\.1: подписанное заключение/);
  });

  it("is refused for a revoked certificate, even with a reason", () => {
    expect(refusal({ revoked: true, replacing: true, reason: "Skan xira" })?.kind).to.equal("revoked");
  });

  it("replaces one on file only with a reason, as a correction does", () => {
    expect(refusal({ replacing: true })?.uz).to.deep.equal(["Sababini yozing"]);
    expect(refusal({ replacing: true, reason: "   " })?.uz).to.deep.equal(["Sababini yozing"]);
    expect(refusal({ replacing: true, reason: "Skan xira" })).to.equal(undefined);
  });
});
