import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { AppealEdit } from "../../src/appeals/appealEdit";
import { decode } from "../../src/shared/decode";

describe("a reviewer's edit (the body of the save call of the appeal's kind)", () => {
  it("is read both ways: as the verification save's body and as the kompleks save's", () => {
    const body = { appeal: { branch_id: 1 }, devices: [{ device_name: "Tarozi", type_id: 4, amount: "2" }] };

    expect(decode(AppealEdit, body)).to.deep.equal(
      E.right({
        verification: E.right({
          ...body,
          devices: [{ device_name: "Tarozi", type_id: 4, amount: 2 }],
          offer_accepted: false,
        }),
        kompleks: E.right({
          ...body,
          devices: [{ device_name: "Tarozi", amount: 2 }],
          offer_accepted: false,
        }),
      }),
    );
  });

  it("keeps the problems of the reading that fails, for the appeal whose kind it is", () => {
    const body = { devices: [{ address: "x".repeat(600) }] };

    const edit = decode(AppealEdit, body);

    if (E.isLeft(edit)) throw new Error("a kompleks row takes a long address");
    expect(E.isRight(edit.right.kompleks)).to.equal(true);
    expect(edit.right.verification).to.deep.equal(
      E.left([{ path: "devices.0.address", problem: "longer than 500 characters" }]),
    );
  });

  it("is refused when it is the body of neither kind, naming the body's fields", () => {
    const edit = decode(AppealEdit, { devices: [{ amount: "many" }] });

    expect(E.isLeft(edit) && [...new Set(edit.left.map((problem) => problem.path))]).to.deep.equal([
      "devices.0.amount",
    ]);
  });
});
