import { expect } from "chai";
import { addDays, daysFrom, shownDay, tashkentDay, tashkentDayStart } from "../../src/shared/calendar";

describe("tashkentDay (Uzbekistan: UTC+5 all year)", () => {
  it("turns to the next day at 19:00 UTC, midnight in Tashkent", () => {
    expect(tashkentDay("2026-03-01T18:59:59.999Z")).to.equal("2026-03-01");
    expect(tashkentDay("2026-03-01T19:00:00.000Z")).to.equal("2026-03-02");
    expect(tashkentDay(new Date("2026-03-01T20:30:00Z"))).to.equal("2026-03-02");
  });

  it("keeps the offset in summer (no daylight saving) and across a year's end", () => {
    expect(tashkentDay("2026-07-15T19:30:00Z")).to.equal("2026-07-16");
    expect(tashkentDay("2026-12-31T19:00:00Z")).to.equal("2027-01-01");
  });
});

describe("tashkentDayStart", () => {
  it("answers the instant a Tashkent day begins, 19:00 UTC the day before, the first instant tashkentDay names it", () => {
    expect(tashkentDayStart("2026-11-30")).to.equal("2026-11-29T19:00:00.000Z");
    expect(tashkentDayStart("2027-01-01")).to.equal("2026-12-31T19:00:00.000Z");
    expect(tashkentDay(tashkentDayStart("2028-02-29"))).to.equal("2028-02-29");
    expect(tashkentDay(new Date(Date.parse(tashkentDayStart("2028-02-29")) - 1))).to.equal("2028-02-28");
  });
});

describe("daysFrom", () => {
  it("counts whole days either way, across a leap day and a year's end, as addDays steps them", () => {
    expect(daysFrom("2028-02-28", "2028-03-01")).to.equal(2);
    expect(daysFrom("2026-12-31", "2027-01-01")).to.equal(1);
    expect(daysFrom("2026-03-10", "2026-03-01")).to.equal(-9);
    for (const n of [-400, -1, 0, 1, 30, 366])
      expect(daysFrom("2026-05-17", addDays("2026-05-17", n))).to.equal(n);
  });
});

describe("shownDay", () => {
  it("writes a day as DD.MM.YYYY and leaves other text as it is", () => {
    expect(shownDay("2026-03-01")).to.equal("01.03.2026");
    expect(shownDay("")).to.equal("");
    expect(shownDay("01.03.2026")).to.equal("01.03.2026");
  });
});
