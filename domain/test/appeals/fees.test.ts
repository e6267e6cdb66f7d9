import { expect } from "chai";
import fc from "fast-check";
import { Fee } from "../../src/shared/constants";
import {
  appealFee,
  appealRowFee,
  type FeeKind,
  jointFee,
  KOMPLEKS,
  kompleksFee,
  normativeDocumentFee,
  providerFee,
  recognitionFee,
  recognitionTestFee,
  separateFee,
  standardSampleFee,
} from "../../src/appeals/fees";
import { type Money, som, toDecimalString } from "../../src/shared/money";

const show = (m: Money | undefined): string | undefined => (m === undefined ? undefined : toDecimalString(m));

describe("fees", () => {
  describe("the fee constants of spec 9", () => {
    // Every constant pinned through the function that uses it, quantity 1, so a re-typed
    // figure anywhere shows up here.
    const table: ReadonlyArray<[string, () => Money, string]> = [
      ["type 8 recognition of instruments", () => recognitionFee(8, 1, false), "988036.00"],
      ["type 10 recognition of standard samples", () => recognitionFee(10, 1, false), "2165459.00"],
      ["type 11 recognition of methodologies", () => recognitionFee(11, 1, false), "2630231.00"],
      ["type 16 technical assignment expertise", () => standardSampleFee(16, 1), "472347.00"],
      ["type 17 technical report expertise", () => standardSampleFee(17, 1), "1035235.00"],
      ["normative-document expertise", () => normativeDocumentFee(1, false), "4000000.00"],
      ["kompleks device", () => kompleksFee(1, false), "1996036.00"],
      ["recognition test service charge", () => recognitionTestFee(1, false), "4000000.00"],
    ];
    for (const [name, fee, expected] of table) {
      it(`charges ${expected} so'm for one ${name}`, () => {
        expect(toDecimalString(fee())).to.equal(expected);
      });
    }

    it("never uses the spec's unused expertise constant 1257427", () => {
      const all = [recognitionFee(8, 1, false), recognitionFee(10, 1, false), recognitionFee(11, 1, false)];
      all.push(standardSampleFee(16, 1), standardSampleFee(17, 1), kompleksFee(1, false));
      all.push(normativeDocumentFee(1, false), recognitionTestFee(1, false));
      expect(all).not.to.include(som(Fee.unusedExpertise));
    });
  });

  describe("recognition fees (types 8, 10, 11)", () => {
    // Worked by hand: 15 % of 988036 is 148205.40.
    const table: ReadonlyArray<[8 | 10 | 11, number, boolean, string]> = [
      [8, 3, false, "2964108.00"], // 988036 × 3
      [8, 3, true, "1284446.80"], // 988036 + 2 × 148205.40
      [8, 2, true, "1136241.40"], // 988036 + 148205.40
      [8, 1, true, "988036.00"], // no extra device, no surcharge
      [8, 10, true, "2321884.60"], // 988036 + 9 × 148205.40 = 988036 + 1333848.60
      [8, 0, true, "0.00"],
      [8, 0, false, "0.00"],
      [10, 2, false, "4330918.00"], // 2165459 × 2
      [10, 2, true, "4330918.00"], // joint exists only for type 8
      [11, 3, false, "7890693.00"], // 2630231 × 3
      [11, 3, true, "7890693.00"],
    ];
    for (const [typeId, quantity, together, expected] of table) {
      it(`charges ${expected} for type ${typeId}, ${quantity} device(s), ${together ? "joint" : "separate"}`, () => {
        expect(toDecimalString(recognitionFee(typeId, quantity, together))).to.equal(expected);
      });
    }
  });

  describe("standard-sample expertise (types 16, 17)", () => {
    const table: ReadonlyArray<[16 | 17, number, string]> = [
      [16, 4, "1889388.00"], // 472347 × 4
      [17, 2, "2070470.00"], // 1035235 × 2
      [16, 0, "0.00"],
    ];
    for (const [typeId, quantity, expected] of table) {
      it(`charges ${expected} for type ${typeId} × ${quantity}`, () => {
        expect(toDecimalString(standardSampleFee(typeId, quantity))).to.equal(expected);
      });
    }
  });

  describe("fees with the joint rule", () => {
    const table: ReadonlyArray<[string, () => Money, string]> = [
      // 15 % of 4000000 is 600000
      ["3 normative documents together", () => normativeDocumentFee(3, true), "5200000.00"],
      ["3 normative documents separately", () => normativeDocumentFee(3, false), "12000000.00"],
      // 15 % of 1996036 is 299405.40
      ["2 kompleks devices together", () => kompleksFee(2, true), "2295441.40"],
      ["2 kompleks devices separately", () => kompleksFee(2, false), "3992072.00"],
      ["2 recognition tests together", () => recognitionTestFee(2, true), "4600000.00"],
      ["2 recognition tests separately", () => recognitionTestFee(2, false), "8000000.00"],
      ["0 kompleks devices together", () => kompleksFee(0, true), "0.00"],
    ];
    for (const [name, fee, expected] of table) {
      it(`charges ${expected} for ${name}`, () => {
        expect(toDecimalString(fee())).to.equal(expected);
      });
    }

    it("rounds a surcharge on a fee with tiyin once, halves away from zero", () => {
      // 0.03 so'm × 15 % = 0.45 tiyin per extra device; 3 extra devices: 1.35 tiyin → 1 tiyin
      expect(toDecimalString(jointFee(3n as Money, 4))).to.equal("0.04");
      // 0.10 so'm × 15 % = 1.5 tiyin → 2 tiyin
      expect(toDecimalString(jointFee(10n as Money, 2))).to.equal("0.12");
    });
  });

  describe("quantities that are not a count", () => {
    const table: ReadonlyArray<[string, number]> = [
      ["negative", -2],
      ["fractional", 2.5],
      ["NaN", Number.NaN],
      ["infinite", Number.POSITIVE_INFINITY],
    ];
    for (const [name, quantity] of table) {
      it(`charges nothing for a ${name} quantity`, () => {
        expect(toDecimalString(recognitionFee(8, quantity, true))).to.equal("0.00");
        expect(toDecimalString(recognitionFee(8, quantity, false))).to.equal("0.00");
        expect(toDecimalString(kompleksFee(quantity, true))).to.equal("0.00");
        expect(toDecimalString(standardSampleFee(17, quantity))).to.equal("0.00");
      });
    }
  });

  describe("the provider service charge", () => {
    it("adds nothing to a sum although the form carries 4000000", () => {
      expect(toDecimalString(providerFee())).to.equal("0.00");
      expect(show(appealRowFee(18, 5, false))).to.equal("0.00");
    });
  });

  describe("appealRowFee", () => {
    const table: ReadonlyArray<[FeeKind, number, boolean, string | undefined]> = [
      [8, 3, true, "1284446.80"],
      [8, 3, false, "2964108.00"],
      [9, 2, true, "4600000.00"],
      [10, 1, true, "2165459.00"],
      [11, 1, false, "2630231.00"],
      [15, 3, true, "5200000.00"],
      [16, 1, true, "472347.00"], // together has no meaning for expertise
      [17, 1, false, "1035235.00"],
      [KOMPLEKS, 2, true, "2295441.40"],
      [18, 1, false, "0.00"],
      [14, 1, false, undefined], // method recognition: the spec gives no fee
      [12, 1, false, undefined],
      [4, 1, false, undefined], // verification lines are priced by device cost
      [7, 1, false, undefined],
      [999, 1, false, undefined],
    ];
    for (const [kind, quantity, together, expected] of table) {
      it(`prices kind ${kind} × ${quantity}${together ? " together" : ""} as ${expected ?? "no given fee"}`, () => {
        expect(show(appealRowFee(kind, quantity, together))).to.equal(expected);
      });
    }
  });

  describe("appealFee", () => {
    it("sums the fees of every row", () => {
      // 1284446.80 + 2165459.00 + 2295441.40 = 5745347.20
      const total = appealFee([
        { kind: 8, quantity: 3, together: true },
        { kind: 10, quantity: 1 },
        { kind: KOMPLEKS, quantity: 2, together: true },
      ]);
      expect(show(total)).to.equal("5745347.20");
    });

    it("treats a row without the together flag as separate certificates", () => {
      expect(show(appealFee([{ kind: 8, quantity: 3 }]))).to.equal("2964108.00");
    });

    it("is zero for no rows", () => {
      expect(show(appealFee([]))).to.equal("0.00");
    });

    it("is unknown when any row has no given fee", () => {
      expect(
        appealFee([
          { kind: 8, quantity: 1 },
          { kind: 14, quantity: 1 },
        ]),
      ).to.equal(undefined);
    });
  });

  describe("properties", () => {
    const quantity = fc.integer({ min: 1, max: 100000 });

    it("a joint type 8 certificate never costs more than separate ones, and the same for one device", () => {
      fc.assert(
        fc.property(quantity, (q) => {
          const joint = recognitionFee(8, q, true);
          const separate = recognitionFee(8, q, false);
          expect(joint <= separate).to.equal(true);
          if (q === 1) expect(joint).to.equal(separate);
        }),
      );
    });

    it("the joint rule equals F + 15 % × F × (q − 1) worked in tiyin for every joint kind", () => {
      const kinds: ReadonlyArray<[bigint, (q: number) => Money]> = [
        [988036n, (q) => recognitionFee(8, q, true)],
        [4000000n, (q) => normativeDocumentFee(q, true)],
        [1996036n, (q) => kompleksFee(q, true)],
        [4000000n, (q) => recognitionTestFee(q, true)],
      ];
      fc.assert(
        fc.property(quantity, fc.constantFrom(...kinds), (q, [f, fee]) => {
          // A whole-so'm fee F is 100·F tiyin; 15 % of it is 15·F tiyin exactly.
          expect(fee(q)).to.equal(100n * f + 15n * f * BigInt(q - 1));
        }),
      );
    });

    it("a fee never falls when the quantity grows", () => {
      fc.assert(
        fc.property(
          quantity,
          fc.boolean(),
          fc.constantFrom<FeeKind>(8, 9, 10, 11, 15, 16, 17, KOMPLEKS),
          (q, t, k) => {
            const smaller = appealRowFee(k, q, t)!;
            const larger = appealRowFee(k, q + 1, t)!;
            expect(larger > smaller).to.equal(true);
          },
        ),
      );
    });

    it("separate and joint fees of any base are never negative", () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: 10n ** 12n }),
          fc.integer({ min: -10, max: 1000 }),
          (base, q) => {
            expect(separateFee(base as Money, q) >= 0n).to.equal(true);
            expect(jointFee(base as Money, q) >= 0n).to.equal(true);
            if (q >= 1) expect(jointFee(base as Money, q) <= separateFee(base as Money, q)).to.equal(true);
          },
        ),
      );
    });
  });
});
