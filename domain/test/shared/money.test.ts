import { expect } from "chai";
import fc from "fast-check";
import {
  complement,
  formatSom,
  ofPercents,
  parsePercent,
  parseSom,
  percent,
  som,
  times,
  toDecimalString,
} from "../../src/shared/money";

describe("money", () => {
  describe("parsing so'm amounts", () => {
    const cases: Array<[number | string, string | undefined]> = [
      [988036, "988036.00"],
      ["98750.5", "98750.50"],
      ["0.05", "0.05"],
      [0.1, "0.10"],
      [" 12.34 ", "12.34"],
      ["1.234", undefined],
      ["12,5", undefined],
      ["abc", undefined],
      [Number.NaN, undefined],
      [1e21, "1000000000000000000000.00"],
    ];
    for (const [input, expected] of cases) {
      it(`reads ${JSON.stringify(input)} as ${expected ?? "not an amount"}`, () => {
        const parsed = parseSom(input);
        expect(parsed === undefined ? undefined : toDecimalString(parsed)).to.equal(expected);
      });
    }
  });

  it("formats with space-separated thousands, comma decimals and the currency of the language", () => {
    expect(formatSom(parseSom("191520")!, "uz")).to.equal("191 520,00 soʻm");
    expect(formatSom(parseSom("191520")!, "ru")).to.equal("191 520,00 сум");
    expect(formatSom(parseSom("1234567.89")!, "uz")).to.equal("1 234 567,89 soʻm");
    expect(formatSom(som(988036), "ru")).to.equal("988 036,00 сум");
    expect(formatSom(som(0), "uz")).to.equal("0,00 soʻm");
    expect(formatSom(parseSom("999.5")!, "uz")).to.equal("999,50 soʻm");
    expect(formatSom(parseSom("-1000")!, "ru")).to.equal("-1 000,00 сум");
  });

  it("multiplies by a quantity exactly", () => {
    expect(toDecimalString(times(som(988036), 3))).to.equal("2964108.00");
  });

  it("rounds a percentage once, to the nearest tiyin, halves away from zero", () => {
    expect(toDecimalString(ofPercents(parseSom("0.05")!, percent(12)))).to.equal("0.01"); // 0.006
    expect(toDecimalString(ofPercents(parseSom("0.04")!, percent(12)))).to.equal("0.00"); // 0.0048
    expect(toDecimalString(ofPercents(parseSom("0.25")!, percent(10)))).to.equal("0.03"); // 0.025
    expect(toDecimalString(ofPercents(parseSom("-0.25")!, percent(10)))).to.equal("-0.03");
  });

  it("applies a discount and VAT in one exact step", () => {
    // 300 000 × (1 − 10 %) × 12 % = 32 400
    expect(toDecimalString(ofPercents(som(300000), complement(percent(10)), percent(12)))).to.equal(
      "32400.00",
    );
  });

  it("reads percentages with up to two decimals", () => {
    expect(parsePercent("12.5")).to.equal(1250n);
    expect(parsePercent(12)).to.equal(1200n);
    expect(parsePercent("12.555")).to.equal(undefined);
  });

  it("never loses a tiyin when printing and reading back", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (tiyin) => {
        const text = toDecimalString(tiyin as never);
        expect(parseSom(text)).to.equal(tiyin);
      }),
    );
  });

  it("keeps a percentage of a non-negative amount between zero and the amount", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 10000 }),
        (tiyin, bp) => {
          const part = ofPercents(tiyin as never, BigInt(bp) as never);
          expect(part >= 0n && part <= tiyin).to.equal(true);
        },
      ),
    );
  });
});
