import { expect } from "chai";
import { cursorOf, FIRST_PAGE, firstRowNumber, nextPage, previousPage } from "../src/logic/paging";

describe("paging my applications", () => {
  it("asks for the first page without a cursor", () => {
    expect(cursorOf(FIRST_PAGE)).to.equal(undefined);
  });

  it("goes forward with the cursor the page answered and back with the remembered one", () => {
    const second = nextPage(FIRST_PAGE, 41);
    const third = nextPage(second, 31);
    expect(cursorOf(third)).to.equal(31);
    expect(cursorOf(previousPage(third))).to.equal(41);
    expect(cursorOf(previousPage(previousPage(third)))).to.equal(undefined);
  });

  it("forgets the pages after the current one when going forward again", () => {
    const back = previousPage(nextPage(nextPage(FIRST_PAGE, 41), 31));
    expect(nextPage(back, 35).cursors).to.deep.equal([undefined, 41, 35]);
  });

  it("does not go back before the first page", () => {
    expect(previousPage(FIRST_PAGE)).to.deep.equal(FIRST_PAGE);
  });

  it("numbers the rows across pages", () => {
    expect(firstRowNumber(nextPage(FIRST_PAGE, 9), 10)).to.equal(11);
  });
});
