import { expect } from "chai";
import {
  addInterval,
  certificateKindOf,
  certificateNumber,
  certificateStatus,
  defaultValidUntil,
  normaliseCertificateNumber,
  randomPart,
  reasonMessages,
  resultKindOf,
  validateResult,
  withDefaultValidUntil,
} from "../../src/results";
import { renderAll } from "../../src/shared";

const today = "2026-11-21";
const at = { n: 2, k: 1 };
const uz = (
  facts: Parameters<typeof validateResult>[0],
  kind: "measurement" | "conclusion" = "measurement",
) => renderAll(validateResult(facts, { kind, today, ...at }), "uz");
const fit = { serial_number: "A-17", outcome: "fit", work_date: "2026-11-20", valid_until: "2027-11-19" };

describe("results: the kind of a row", () => {
  it("gives verification and calibration rows fit / unfit, recognition and expertise rows accepted / refused", () => {
    expect([4, 7, 1, undefined].map(resultKindOf)).to.deep.equal([
      "measurement",
      "measurement",
      "measurement",
      "measurement",
    ]);
    expect([8, 9, 10, 11, 14, 15, 16, 17].map(resultKindOf)).to.deep.equal(Array(8).fill("conclusion"));
  });

  it("prints a calibration certificate for calibration, a verification certificate for other fit rows, a notice for unfit", () => {
    expect(certificateKindOf(7, "fit")).to.equal("calibration");
    expect(certificateKindOf(4, "fit")).to.equal("verification");
    expect(certificateKindOf(7, "unfit")).to.equal("unfitness");
    expect(certificateKindOf(8, "refused")).to.equal("conclusion");
  });
});

describe("results: validateResult", () => {
  it("accepts a complete fit result", () => {
    expect(uz(fit)).to.deep.equal([]);
  });

  it("names the instrument in every message: serial, outcome and work date required", () => {
    expect(uz({})).to.deep.equal([
      "Qurilma №2.1: zavod raqamini kiriting",
      "Qurilma №2.1: natijani tanlang",
      "Qurilma №2.1: ish bajarilgan sanani kiriting",
    ]);
  });

  it("refuses an outcome of the other kind of row", () => {
    expect(uz({ ...fit, outcome: "accepted" })).to.deep.equal(["Qurilma №2.1: natijani tanlang"]);
    expect(uz({ ...fit, outcome: "fit" }, "conclusion")).to.deep.equal(["Qurilma №2.1: natijani tanlang"]);
  });

  it("refuses a date that does not exist and a work date after today in Tashkent", () => {
    expect(uz({ ...fit, work_date: "2026-02-30" })).to.deep.equal([
      "Qurilma №2.1: sana notoʻgʻri kiritilgan",
    ]);
    expect(uz({ ...fit, work_date: "2026-11-22", valid_until: "2027-11-21" })).to.deep.equal([
      "Qurilma №2.1: ish sanasi bugungi sanadan keyin boʻlishi mumkin emas",
    ]);
    expect(uz({ ...fit, work_date: today })).to.deep.equal([]);
  });

  it("requires a valid-until after the work date for a fit result", () => {
    expect(uz({ ...fit, valid_until: "" })).to.deep.equal(["Qurilma №2.1: amal qilish muddatini kiriting"]);
    expect(uz({ ...fit, valid_until: "2026-11-20" })).to.deep.equal([
      "Qurilma №2.1: amal qilish muddati ish sanasidan keyin boʻlishi kerak",
    ]);
  });

  it("requires the reason of an unfit or refused result, and no valid-until", () => {
    expect(uz({ ...fit, outcome: "unfit", valid_until: undefined })).to.deep.equal([
      "Qurilma №2.1: sababini yozing",
    ]);
    expect(
      uz({ ...fit, outcome: "refused", valid_until: undefined, note: "Hujjatlar to'liq emas" }, "conclusion"),
    ).to.deep.equal([]);
    expect(renderAll(validateResult({}, { kind: "measurement", today, ...at }), "ru")[0]).to.equal(
      "Устройство №2.1: введите заводской номер",
    );
  });

  it("requires the reason of a correction or a revocation", () => {
    expect(renderAll(reasonMessages("  "), "ru")).to.deep.equal(["Укажите причину"]);
    expect(reasonMessages("typo in the serial")).to.deep.equal([]);
  });
});

describe("results: the default valid-until", () => {
  it("is the work date plus the interval, the day before", () => {
    expect(addInterval("2026-11-20", 12)).to.equal("2027-11-19");
    expect(addInterval("2026-01-01", 6)).to.equal("2026-06-30");
  });

  it("keeps to the last day of a shorter month", () => {
    expect(addInterval("2026-01-31", 1)).to.equal("2026-02-27");
    expect(addInterval("2028-02-29", 12)).to.equal("2029-02-27");
  });

  it("has none without an interval or a real date", () => {
    expect(defaultValidUntil("2026-11-20", undefined)).to.equal(undefined);
    expect(defaultValidUntil("2026-13-01", 12)).to.equal(undefined);
    expect(defaultValidUntil("2026-11-20", 24)).to.equal("2028-11-19");
  });

  it("fills a fit result sent without one, and leaves everything else as sent", () => {
    const fit = { outcome: "fit", work_date: "2026-11-20" };
    expect(withDefaultValidUntil(fit, 12)).to.deep.equal({ ...fit, valid_until: "2027-11-19" });
    expect(withDefaultValidUntil({ ...fit, valid_until: "  " }, 12).valid_until).to.equal("2027-11-19");
    expect(withDefaultValidUntil({ ...fit, valid_until: "2027-05-01" }, 12).valid_until).to.equal(
      "2027-05-01",
    );
    expect(withDefaultValidUntil({ ...fit, outcome: "accepted" }, 12)).to.deep.equal({
      ...fit,
      outcome: "accepted",
    });
    expect(withDefaultValidUntil({ ...fit, outcome: "unfit" }, 12)).to.deep.equal({
      ...fit,
      outcome: "unfit",
    });
    expect(withDefaultValidUntil(fit, undefined)).to.deep.equal(fit);
    const badDay = { ...fit, work_date: "2026-11-31" };
    expect(withDefaultValidUntil(badDay, 12)).to.deep.equal(badDay);
  });
});

describe("results: the status of a certificate on a day", () => {
  const valid = { outcome: "fit" as const, valid_until: "2027-11-19", revoked: false };
  it("is valid through its last day and expired after it", () => {
    expect(certificateStatus(valid, "2027-11-19")).to.equal("valid");
    expect(certificateStatus(valid, "2027-11-20")).to.equal("expired");
  });
  it("is revoked whatever else it says, and unfit for an unfit or refused result", () => {
    expect(certificateStatus({ ...valid, revoked: true }, today)).to.equal("revoked");
    expect(certificateStatus({ outcome: "unfit", revoked: false }, today)).to.equal("unfit");
    expect(certificateStatus({ outcome: "refused", revoked: false }, today)).to.equal("unfit");
  });
});

describe("results: certificate numbers", () => {
  it("read branch, year and eight random base32 characters", () => {
    const random = randomPart(Uint8Array.from([0, 1, 2, 31, 32, 33, 200, 255]));
    expect(random).to.equal("012Z018Z");
    expect(certificateNumber(3, "2026", random)).to.equal("03-2026-012Z018Z");
  });

  it("are read back as typed: case, spaces and look-alike letters forgiven, anything else refused", () => {
    expect(normaliseCertificateNumber(" 03-2026-o123z01z ")).to.equal("03-2026-0123Z01Z");
    expect(normaliseCertificateNumber("03-2026-I23LZ01Z")).to.equal("03-2026-1231Z01Z");
    expect(normaliseCertificateNumber("03-2026-0123")).to.equal(undefined);
    expect(normaliseCertificateNumber("x".repeat(100))).to.equal(undefined);
    expect(normaliseCertificateNumber(42)).to.equal(undefined);
  });
});

describe("results: an accepted conclusion", () => {
  it("may have a valid-until, after the work date, and is valid without one", () => {
    const accepted = { serial_number: "D-1", outcome: "accepted", work_date: "2026-11-20" };
    expect(uz(accepted, "conclusion")).to.deep.equal([]);
    expect(uz({ ...accepted, valid_until: "2026-11-01" }, "conclusion")).to.deep.equal([
      "Qurilma №2.1: amal qilish muddati ish sanasidan keyin boʻlishi kerak",
    ]);
    expect(certificateStatus({ outcome: "accepted", revoked: false }, today)).to.equal("valid");
  });
});
