import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { validateCommentAppeal } from "../../src/appeals";
import { aCommentRow } from "../support/builders";

describe("validateCommentAppeal", () => {
  it("accepts an appeal whose offer is accepted", () => {
    expect(validateCommentAppeal({ devices: [aCommentRow()] }, { offerAccepted: true })).to.deep.equal([]);
  });

  it("asks only for the offer when it is not accepted", () => {
    const messages = validateCommentAppeal({ devices: [aCommentRow()] }, { offerAccepted: false });
    expect(renderAll(messages, "uz")).to.deep.equal(["Ommaviy offertaga rozilik bildiring"]);
  });

  it("adds no other rule for rows: empty comments, rows left without a quantity and no rows at all pass", () => {
    const rows = [aCommentRow({ comment: "" }), aCommentRow({ comment: "  ", amount: undefined })];
    expect(validateCommentAppeal({ devices: rows }, { offerAccepted: true })).to.deep.equal([]);
    expect(validateCommentAppeal({ devices: [] }, { offerAccepted: true })).to.deep.equal([]);
  });

  it("refuses a row whose quantity is not a whole number from 1 to 1000, in Uzbek and Russian", () => {
    const rows = [1, 1000, 0, -1, 1001, 1e15, 2.5].map((amount) => aCommentRow({ amount }));
    const messages = validateCommentAppeal({ devices: rows }, { offerAccepted: true });
    expect(renderAll(messages, "uz")).to.deep.equal(
      [3, 4, 5, 6, 7].map((n) => `Qurilma №${n}:Soni 1 dan 1000 gacha boʻlishi kerak`),
    );
    expect(renderAll(messages, "ru")[0]).to.equal("Устройство №3:Количество должно быть от 1 до 1000");
  });

  it("lists the offer before the rows' quantities", () => {
    const messages = validateCommentAppeal(
      { devices: [aCommentRow({ amount: -1 })] },
      { offerAccepted: false },
    );
    expect(renderAll(messages, "uz")).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №1:Soni 1 dan 1000 gacha boʻlishi kerak",
    ]);
  });
});
