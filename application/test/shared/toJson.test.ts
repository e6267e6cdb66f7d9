import { expect } from "chai";
import fc from "fast-check";
import { toJson } from "../../src/shared";

/** What toJson stands for: the JSON round trip, with money (bigint tiyin) as so'm text. */
const roundTrip = (value: unknown) =>
  JSON.parse(
    JSON.stringify(value, (_key, v) => {
      if (typeof v !== "bigint") return v;
      const digits = (v < 0n ? -v : v).toString().padStart(3, "0");
      return `${v < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
    }),
  );

describe("toJson (a decoded value as storable JSON)", () => {
  it("writes tiyin as so'm text and drops undefined fields", () => {
    expect(
      toJson({ cost: 123450n, small: 5n, debt: -7n, gone: undefined, rows: [undefined, 1] }),
    ).to.deep.equal({
      cost: "1234.50",
      small: "0.05",
      debt: "-0.07",
      rows: [null, 1],
    });
  });

  it('keeps a "__proto__" key a key and never sets the prototype', () => {
    const json = toJson(JSON.parse('{"__proto__": {"polluted": 1}}'));
    expect(Object.getPrototypeOf(json)).to.equal(Object.prototype);
    expect(Object.keys(json)).to.deep.equal(["__proto__"]);
    expect((json as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it("gives what the JSON round trip gives, for any object", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.anything({ withBigInt: true, withDate: true, withBoxedValues: false })),
        (value) => {
          expect(toJson(value)).to.deep.equal(roundTrip(value));
        },
      ),
      { numRuns: 300 },
    );
  });
});
