import { expect } from "chai";
import { renderAll } from "../../src/messages";
import { validateCommentAppeal } from "../../src/validation";
import { aCommentRow } from "./builders";

describe("validateCommentAppeal", () => {
  it("accepts an appeal whose offer is accepted", () => {
    expect(validateCommentAppeal({ devices: [aCommentRow()] }, { offerAccepted: true })).to.deep.equal([]);
  });

  it("asks only for the offer when it is not accepted", () => {
    const messages = validateCommentAppeal({ devices: [aCommentRow()] }, { offerAccepted: false });
    expect(renderAll(messages, "uz")).to.deep.equal(["Ommaviy offertaga rozilik bildiring"]);
  });

  it("adds no rule for rows: empty comments, any quantity and no rows at all pass", () => {
    const rows = [aCommentRow({ comment: "" }), aCommentRow({ comment: "  ", amount: 0 })];
    expect(validateCommentAppeal({ devices: rows }, { offerAccepted: true })).to.deep.equal([]);
    expect(validateCommentAppeal({ devices: [] }, { offerAccepted: true })).to.deep.equal([]);
  });
});
