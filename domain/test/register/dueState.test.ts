import { expect } from "chai";
import { addDays } from "../../src/shared/calendar";
import { DUE_STATES, dueRange, dueState } from "../../src/register";

const TODAY = "2026-03-01";
const on = (next: string, unfit?: boolean) => dueState({ next_inspection_date: next, unfit }, TODAY);

describe("dueState", () => {
  it("calls an entry whose date passed yesterday overdue", () => {
    expect(on("2026-02-28")).to.equal("overdue");
  });

  it("keeps an entry due today in the 30-day state, not overdue", () => {
    expect(on(TODAY)).to.equal("due30");
  });

  it("puts day 30 in the 30-day state and day 31 in the 90-day state", () => {
    expect(on("2026-03-31")).to.equal("due30");
    expect(on("2026-04-01")).to.equal("due90");
  });

  it("puts day 90 in the 90-day state and day 91 fine", () => {
    expect(on("2026-05-30")).to.equal("due90");
    expect(on("2026-05-31")).to.equal("fine");
  });

  it("answers unfit before any date", () => {
    expect(on("2020-01-01", true)).to.equal("unfit");
    expect(on("2030-01-01", true)).to.equal("unfit");
    expect(on("2020-01-01", false)).to.equal("overdue");
  });

  it("adds days across months and leap days", () => {
    expect(addDays("2028-02-28", 1)).to.equal("2028-02-29");
    expect(addDays("2026-03-01", -1)).to.equal("2026-02-28");
    expect(addDays("2026-12-31", 1)).to.equal("2027-01-01");
  });

  it("gives each state a range that holds exactly the days of that state", () => {
    for (let offset = -40; offset <= 120; offset++) {
      const day = addDays(TODAY, offset);
      const matching = DUE_STATES.filter((state) => {
        const range = dueRange(state, TODAY);
        if (range.unfit) return false;
        return (range.from === undefined || day >= range.from) && (range.to === undefined || day <= range.to);
      });
      expect(matching, day).to.deep.equal([on(day)]);
    }
    expect(dueRange("unfit", TODAY)).to.deep.equal({ unfit: true });
  });
});
