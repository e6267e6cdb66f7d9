import { expect } from "chai";
import {
  canonicalJson,
  compareDecimal,
  decimalText,
  measuredPoints,
  parseDecimal,
  printedDecimal,
  subtractDecimal,
} from "../../src";

describe("measured values are exact decimals (issue 28)", () => {
  it("reads a decimal comma or point and keeps every digit", () => {
    expect(decimalText(parseDecimal("0,1")!)).to.equal("0.1");
    expect(decimalText(subtractDecimal(parseDecimal("0.3")!, parseDecimal("0.1")!))).to.equal("0.2");
    expect(decimalText(subtractDecimal(parseDecimal("10")!, parseDecimal("10.000000001")!))).to.equal(
      "-0.000000001",
    );
    expect(compareDecimal(parseDecimal("1.10")!, parseDecimal("1.1")!)).to.equal(0);
    for (const bad of ["", "1e3", "0x10", "1.2.3", "NaN", "1,000.5", " - 1"])
      expect(parseDecimal(bad)).to.equal(undefined);
    expect(printedDecimal("-0.030")).to.equal("−0,030");
  });

  it("decides each point under the rule: simple at the limit passes, guarded needs the uncertainty inside", () => {
    const at = (rule: "simple" | "guarded", found: string) =>
      measuredPoints({
        mpe: "0.010",
        decision_rule: rule,
        points: [{ nominal: "1", as_found: found, uncertainty: "0.002", k: "2" }],
      }).conforms;
    expect(at("simple", "1.010")).to.equal(true);
    expect(at("simple", "0.990")).to.equal(true);
    expect(at("simple", "1.011")).to.equal(false);
    expect(at("guarded", "1.008")).to.equal(true);
    expect(at("guarded", "1.009")).to.equal(false);
    expect(at("guarded", "0.991")).to.equal(false);
  });

  it("reads an adjusted instrument's error from its reading as left, and gives no verdict without an MPE", () => {
    const { points, conforms } = measuredPoints({
      points: [{ nominal: "100", as_found: "100.5", as_left: "100.02", uncertainty: "0.05", k: "2" }],
    });
    expect(points[0]).to.deep.equal({
      nominal: "100",
      as_found: "100.5",
      as_left: "100.02",
      error: "0.02",
      uncertainty: "0.05",
      k: "2",
    });
    expect(conforms).to.equal(undefined);
  });
});

describe("the canonical JSON a signature covers", () => {
  it("sorts members by their names, leaves out undefined ones and writes no white space", () => {
    expect(canonicalJson({ b: [1, "x", true, null], a: { d: undefined, c: 'ʻ"' } })).to.equal(
      '{"a":{"c":"ʻ\\""},"b":[1,"x",true,null]}',
    );
    expect(() => canonicalJson({ a: 0.1 })).to.throw();
  });
});
