import { expect } from "chai";
import fc from "fast-check";
import * as E from "fp-ts/lib/Either";
import {
  appealTotal,
  checkSummaLimit,
  effectiveDiscount,
  formTotal,
  isDiscountExempt,
  lineDiscount,
  lineTotal,
  lineVat,
  type PricedLine,
  type PricingTerms,
  priceLine,
  verificationTerms,
  wholeQuantity,
} from "../../src/appeals/formulas";
import { render } from "../../src/shared/messages";
import { type Money, type Percent, parsePercent, parseSom, toDecimalString } from "../../src/shared/money";

const sum = (text: string): Money => parseSom(text)!;
const pct = (text: string): Percent => parsePercent(text)!;
const terms = (discount: string, nds: string): PricingTerms => ({ discount: pct(discount), nds: pct(nds) });
const line = (cost: string, amount: number, typeId: number): PricedLine => ({
  cost: sum(cost),
  amount,
  typeId,
});

describe("verification line formulas", () => {
  describe("priceLine", () => {
    // [what, cost, amount, type, discount %, nds %, total, discount, VAT, total with VAT, shows discount]
    // Every expected figure worked out by hand in so'm.
    const table: ReadonlyArray<
      [string, string, number, number, string, string, string, string, string, string, boolean]
    > = [
      // 300000 × 10 % = 30000; VAT 300000 × 0.9 × 0.12 = 32400
      [
        "a discounted line",
        "100000.00",
        3,
        1,
        "10",
        "12",
        "300000.00",
        "30000.00",
        "32400.00",
        "332400.00",
        true,
      ],
      // types 4 and 5: no discount, VAT 300000 × 0.12 = 36000
      ["a type 4 line", "100000.00", 3, 4, "10", "12", "300000.00", "0.00", "36000.00", "336000.00", false],
      ["a type 5 line", "100000.00", 3, 5, "10", "12", "300000.00", "0.00", "36000.00", "336000.00", false],
      // VAT 0.05 × 0.12 = 0.006 so'm = 0.6 tiyin → 1 tiyin
      ["a VAT of 0.6 tiyin", "0.05", 1, 1, "0", "12", "0.05", "0.00", "0.01", "0.06", true],
      // VAT 0.04 × 0.12 = 0.0048 so'm = 0.48 tiyin → 0
      ["a VAT of 0.48 tiyin", "0.04", 1, 1, "0", "12", "0.04", "0.00", "0.00", "0.04", true],
      // VAT 0.04 × 0.125 = 0.5 tiyin exactly → half away from zero → 1 tiyin
      ["a VAT of exactly half a tiyin", "0.04", 1, 1, "0", "12.5", "0.04", "0.00", "0.01", "0.05", true],
      // discount 0.03 × 0.5 = 1.5 tiyin → 2; VAT 3 × 0.5 × 0.3 = 0.45 tiyin → 0, rounded once
      // (rounding the discounted base 1.5 → 2 first would give 0.6 → 1 tiyin)
      ["a VAT rounded once", "0.03", 1, 1, "50", "30", "0.03", "0.02", "0.00", "0.03", true],
      // 123456.78 × 7 = 864197.46; discount × 7.5 % = 64814.8095 → 64814.81 (half a tiyin, up);
      // VAT 864197.46 × 0.925 × 0.12 = 95925.91806 → 95925.92
      [
        "a line with tiyin",
        "123456.78",
        7,
        2,
        "7.5",
        "12",
        "864197.46",
        "64814.81",
        "95925.92",
        "960123.38",
        true,
      ],
      // discount over 100 % clamped to 100 %: discount = total, nothing left to tax
      ["a discount over 100 %", "100.00", 2, 1, "150", "12", "200.00", "200.00", "0.00", "200.00", true],
      // negative discount clamped to 0: VAT 200 × 0.12 = 24
      ["a negative discount", "100.00", 2, 1, "-10", "12", "200.00", "0.00", "24.00", "224.00", true],
      ["a free line (nds 0)", "100.00", 2, 1, "10", "0", "200.00", "20.00", "0.00", "200.00", true],
      ["a negative nds", "100.00", 2, 1, "10", "-12", "200.00", "20.00", "0.00", "200.00", true],
      ["a negative cost", "-100.00", 2, 1, "10", "12", "0.00", "0.00", "0.00", "0.00", true],
      ["a negative amount", "100.00", -1, 1, "10", "12", "0.00", "0.00", "0.00", "0.00", true],
      ["a fractional amount", "100.00", 2.5, 1, "10", "12", "0.00", "0.00", "0.00", "0.00", true],
      ["a NaN amount", "100.00", Number.NaN, 1, "10", "12", "0.00", "0.00", "0.00", "0.00", true],
      ["an amount of 0", "100.00", 0, 1, "10", "12", "0.00", "0.00", "0.00", "0.00", true],
    ];
    for (const [what, cost, amount, typeId, discount, nds, total, disc, vat, withVat, shows] of table) {
      it(`prices ${what}: total ${total}, discount ${disc}, VAT ${vat}`, () => {
        const price = priceLine(line(cost, amount, typeId), terms(discount, nds));
        expect({
          total: toDecimalString(price.total),
          discount: toDecimalString(price.discount),
          vat: toDecimalString(price.vat),
          totalWithVat: toDecimalString(price.totalWithVat),
          showsDiscount: price.showsDiscount,
        }).to.deep.equal({ total, discount: disc, vat, totalWithVat: withVat, showsDiscount: shows });
      });
    }
  });

  describe("the single formulas", () => {
    it("computes the line total as cost × amount", () => {
      expect(toDecimalString(lineTotal(sum("12.34"), 5))).to.equal("61.70");
    });

    it("computes the discount as cost × amount × discount / 100", () => {
      expect(toDecimalString(lineDiscount(sum("100000.00"), 3, 7, pct("10")))).to.equal("30000.00");
    });

    it("gives types 4 and 5 no discount and every other type the discount", () => {
      expect([4, 5, 1, 7, 8].map(isDiscountExempt)).to.deep.equal([true, true, false, false, false]);
      expect(effectiveDiscount(4, pct("10"))).to.equal(0n);
      expect(effectiveDiscount(7, pct("10"))).to.equal(1000n);
    });

    it("computes the VAT on the discounted base", () => {
      expect(toDecimalString(lineVat(sum("100000.00"), 3, 1, pct("10"), pct("12")))).to.equal("32400.00");
      expect(toDecimalString(lineVat(sum("100000.00"), 3, 4, pct("10"), pct("12")))).to.equal("36000.00");
    });

    it("counts only non-negative whole amounts", () => {
      expect([3, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60].map(wholeQuantity)).to.deep.equal(
        [3n, 0n, 0n, 0n, 0n, 0n, 0n],
      );
    });
  });

  describe("formTotal", () => {
    it("sums line totals with VAT over several lines", () => {
      // 300000 + 32400 = 332400.00
      // type 4: 300000 + 36000 = 336000.00
      // 50000.50 × 2 = 100001.00; VAT 100001 × 0.9 × 0.12 = 10800.108 → 10800.11; 110801.11
      // 332400.00 + 336000.00 + 110801.11 = 779201.11
      const lines = [line("100000.00", 3, 1), line("100000.00", 3, 4), line("50000.50", 2, 7)];
      expect(toDecimalString(formTotal(lines, terms("10", "12")))).to.equal("779201.11");
    });

    it("follows the spec's letter: the discount lowers the VAT base but is not subtracted from the total", () => {
      // 300000 + 32400, not 300000 − 30000 + 32400 = 302400
      expect(toDecimalString(formTotal([line("100000.00", 3, 1)], terms("10", "12")))).to.equal("332400.00");
    });

    it("is zero for a form without lines", () => {
      expect(toDecimalString(formTotal([], terms("10", "12")))).to.equal("0.00");
    });
  });

  describe("checkSummaLimit", () => {
    const limit = sum("1000.00");

    it("rejects a total above the limit with the limit in the message", () => {
      const result = checkSummaLimit(sum("1000.01"), limit);
      if (E.isRight(result)) expect.fail("expected the limit to be exceeded");
      expect(result.left).to.deep.equal({ key: "limitExceeded", params: { limit: "1000.00" } });
      expect(render(result.left, "uz")).to.equal(
        "cannot form request, limit exceeded, remainder - 1 000,00 soʻm",
      );
      expect(render(result.left, "ru")).to.equal(
        "Невозможно сформировать заявку, лимит превышен, остаток - 1 000,00 сум",
      );
    });

    it("accepts a total equal to the limit", () => {
      expect(checkSummaLimit(limit, limit)).to.deep.equal(E.right(limit));
    });

    it("accepts a total under the limit", () => {
      expect(checkSummaLimit(sum("999.99"), limit)).to.deep.equal(E.right(sum("999.99")));
    });

    it("does not check when there is no limit", () => {
      expect(E.isRight(checkSummaLimit(sum("999999999999.99"), undefined))).to.equal(true);
    });
  });

  describe("properties", () => {
    const BASIS = 10000n;
    const cost = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((n) => n as Money);
    const amount = fc.integer({ min: 0, max: 1000 });
    const rate = fc.bigInt({ min: 0n, max: BASIS }).map((n) => n as Percent);
    const typeId = fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8);
    const anyLine = fc.record({ cost, amount, typeId });
    const anyTerms = fc.record({ discount: rate, nds: rate });

    /** Nearest whole number of n / d for n, d ≥ 0, halves up, by quotient and remainder. */
    const referenceRound = (n: bigint, d: bigint): bigint => {
      const quotient = n / d;
      const remainder = n % d;
      return remainder * 2n >= d ? quotient + 1n : quotient;
    };

    it("never shows a negative figure", () => {
      fc.assert(
        fc.property(anyLine, anyTerms, (l, t) => {
          const p = priceLine(l, t);
          for (const figure of [p.total, p.discount, p.vat, p.totalWithVat])
            expect(figure >= 0n).to.equal(true);
        }),
      );
    });

    it("never shows a discount above the line total", () => {
      fc.assert(
        fc.property(anyLine, fc.bigInt({ min: -BASIS, max: 3n * BASIS }), (l, d) => {
          expect(
            lineDiscount(l.cost, l.amount, l.typeId, d as Percent) <= lineTotal(l.cost, l.amount),
          ).to.equal(true);
        }),
      );
    });

    it("never charges more VAT than line total × nds, to within half a tiyin", () => {
      fc.assert(
        fc.property(anyLine, anyTerms, (l, t) => {
          const vat = lineVat(l.cost, l.amount, l.typeId, t.discount, t.nds);
          const undiscounted = l.cost * BigInt(l.amount) * t.nds; // in tiyin × 10000
          expect(vat * BASIS * 2n <= undiscounted * 2n + BASIS).to.equal(true);
        }),
      );
    });

    it("gives the same price when computed twice", () => {
      fc.assert(
        fc.property(anyLine, anyTerms, (l, t) => {
          expect(priceLine(l, t)).to.deep.equal(priceLine({ ...l }, { ...t }));
        }),
      );
    });

    it("matches a reference VAT and discount worked from tiyin by quotient and remainder", () => {
      fc.assert(
        fc.property(anyLine, anyTerms, (l, t) => {
          const total = l.cost * BigInt(l.amount);
          const d = l.typeId === 4 || l.typeId === 5 ? 0n : t.discount;
          const vat = referenceRound(total * (BASIS - d) * t.nds, BASIS * BASIS);
          const discount = referenceRound(total * d, BASIS);
          const p = priceLine(l, t);
          expect(p.total).to.equal(total);
          expect(p.vat).to.equal(vat);
          expect(p.discount).to.equal(discount);
          expect(p.totalWithVat).to.equal(total + vat);
        }),
      );
    });

    it("makes the form total the sum of every line's total and VAT", () => {
      fc.assert(
        fc.property(fc.array(anyLine, { maxLength: 20 }), anyTerms, (lines, t) => {
          const expected = lines.reduce((acc, l) => acc + priceLine(l, t).total + priceLine(l, t).vat, 0n);
          expect(formTotal(lines, t)).to.equal(expected);
        }),
      );
    });

    it("never charges more VAT with a discount than without", () => {
      fc.assert(
        fc.property(anyLine, anyTerms, (l, t) => {
          const discounted = lineVat(l.cost, l.amount, l.typeId, t.discount, t.nds);
          const full = lineVat(l.cost, l.amount, l.typeId, 0n as Percent, t.nds);
          expect(discounted <= full).to.equal(true);
        }),
      );
    });
  });
});

describe("the verification appeal's pricing rule", () => {
  it("prices with the header's rate, or the default 12 %, and the customer's discount", () => {
    expect(verificationTerms({}, pct("10"))).to.deep.equal(terms("10", "12"));
    expect(verificationTerms({ nds: pct("12.5") }, pct("0"))).to.deep.equal(terms("0", "12.5"));
  });

  it("charges no VAT when the appeal is free or VAT-free, whatever the rate", () => {
    expect(verificationTerms({ is_free: 1, nds: pct("15") }, pct("10"))).to.deep.equal(terms("10", "0"));
    expect(verificationTerms({ no_nds: 1 }, pct("10"))).to.deep.equal(terms("10", "0"));
  });

  it("bills a free appeal nothing, any other the form total", () => {
    const lines = [line("58500", 2, 7)];
    const t = verificationTerms({}, pct("10"));
    expect(toDecimalString(appealTotal({}, lines, t))).to.equal("129636.00");
    expect(appealTotal({}, lines, t)).to.equal(formTotal(lines, t));
    expect(toDecimalString(appealTotal({ is_free: 1 }, lines, t))).to.equal("0.00");
  });
});
