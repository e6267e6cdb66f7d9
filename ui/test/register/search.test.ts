import { expect } from "chai";
import { digitsOnly } from "../../src/logic/digits";
import { filterOptions, MAX_SHOWN_OPTIONS } from "../../src/register/search";

const names = ["O‘lchov lentasi", "Manometr", "Tarozi (elektron)", "O'zgaruvchan tok hisoblagichi"];
const label = (s: string) => s;

describe("the searchable select's filter", () => {
  it("finds by any part of the name, case blind", () => {
    expect(filterOptions(names, "MANO", label)).to.deep.equal(["Manometr"]);
  });

  it("treats the Uzbek apostrophe variants as one", () => {
    expect(filterOptions(names, "o'lchov", label)).to.deep.equal(["O‘lchov lentasi"]);
    expect(filterOptions(names, "o`zgar", label)).to.deep.equal(["O'zgaruvchan tok hisoblagichi"]);
  });

  it("shows everything for an empty query, up to the cap", () => {
    const many = Array.from({ length: MAX_SHOWN_OPTIONS + 50 }, (_, i) => `Qurilma ${i}`);
    expect(filterOptions(names, "  ", label)).to.have.length(4);
    expect(filterOptions(many, "", label)).to.have.length(MAX_SHOWN_OPTIONS);
  });
});

describe("the numeric inputs (spec 2.16)", () => {
  it("keep digits only", () => {
    expect(digitsOnly("20 208-000a9")).to.equal("202080009");
    expect(digitsOnly("abc")).to.equal("");
  });
});
