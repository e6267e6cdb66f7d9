import { expect } from "chai";
import { decode } from "../../src/shared/decode";
import { renderAll } from "../../src/shared/messages";
import { ReceiveInstrumentsRequest, receiptDay, validateReceiptDay } from "../../src/results";

const TODAY = "2026-11-21";

describe("the receipt of instruments", () => {
  it("takes today when no day is given, and the given day otherwise", () => {
    expect(receiptDay(undefined, TODAY)).to.equal(TODAY);
    expect(receiptDay(null, TODAY)).to.equal(TODAY);
    expect(receiptDay("  ", TODAY)).to.equal(TODAY);
    expect(receiptDay(" 2026-11-02 ", TODAY)).to.equal("2026-11-02");
  });

  it("accepts today and an earlier day, and refuses a later day or no real day, in uz and ru", () => {
    expect(validateReceiptDay(TODAY, TODAY)).to.deep.equal([]);
    expect(validateReceiptDay("2025-12-31", TODAY)).to.deep.equal([]);
    expect(renderAll(validateReceiptDay("2026-11-22", TODAY), "uz")).to.deep.equal([
      "Qabul qilingan sana bugungi sanadan keyin boʻlishi mumkin emas",
    ]);
    for (const bad of ["2026-02-30", "21.11.2026", "yesterday"])
      expect(renderAll(validateReceiptDay(bad, TODAY), "ru"), bad).to.deep.equal([
        "Дата приёма указана неверно",
      ]);
  });

  it("decodes the instruments by row id and place, and refuses a malformed one", () => {
    const decoded = decode(ReceiveInstrumentsRequest, {
      instruments: [{ row_id: "1", instrument: 2, extra: true }],
      received_on: "2026-11-20",
    });
    expect(decoded).to.deep.equal({
      _tag: "Right",
      right: { instruments: [{ row_id: 1, instrument: 2 }], received_on: "2026-11-20" },
    });
    expect(decode(ReceiveInstrumentsRequest, { instruments: [{ row_id: 0, instrument: 1 }] })._tag).to.equal(
      "Left",
    );
    expect(decode(ReceiveInstrumentsRequest, { received_on: "2026-11-20" })._tag).to.equal("Left");
  });
});
