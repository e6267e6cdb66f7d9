import { expect } from "chai";
import {
  formatDateTime,
  formatDay,
  formatPhone,
  formatTashkentDateTime,
  formatTotal,
  fullName,
} from "../src/logic/format";

describe("the display formats", () => {
  it("writes a day as dd.mm.yyyy", () => {
    expect(formatDay("2019-03-14")).to.equal("14.03.2019");
    expect(formatDay(undefined)).to.equal("");
  });

  it("writes a server total as money in the page's language", () => {
    expect(formatTotal("191520.00", "uz")).to.equal("191 520,00 soʻm");
    expect(formatTotal("191520.00", "ru")).to.equal("191 520,00 сум");
    expect(formatTotal("2964108.5", "uz")).to.equal("2 964 108,50 soʻm");
    expect(formatTotal("100", "ru")).to.equal("100,00 сум");
  });

  it("keeps a total it cannot read as it came", () => {
    expect(formatTotal("n/a", "ru")).to.equal("n/a");
  });

  it("groups an Uzbek phone number", () => {
    expect(formatPhone("+998901112233")).to.equal("+998 90 111-22-33");
    expect(formatPhone("12345")).to.equal("12345");
  });

  it("writes a person last name first", () => {
    expect(fullName({ first_name: "Dilshod", last_name: "Rahimov", middle_name: "Baxtiyorovich" })).to.equal(
      "Rahimov Dilshod Baxtiyorovich",
    );
    expect(fullName({ first_name: "Dilshod", last_name: "Rahimov", middle_name: "" })).to.equal(
      "Rahimov Dilshod",
    );
  });

  it("writes a time as dd.mm.yyyy hh:mm", () => {
    expect(formatDateTime("2025-01-02T03:04:00")).to.equal("02.01.2025 03:04");
    expect(formatDateTime("not a time")).to.equal("not a time");
  });

  it("writes an instant as Tashkent's day and time, whatever the reader's zone", () => {
    expect(formatTashkentDateTime("2026-03-01T20:30:00.000Z")).to.equal("02.03.2026 01:30");
    expect(formatTashkentDateTime("2026-03-01T09:05:00+05:00")).to.equal("01.03.2026 09:05");
    expect(formatTashkentDateTime("not a time")).to.equal("not a time");
  });
});
