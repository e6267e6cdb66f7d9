import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { decode, problemMessages, WHOLE_BODY } from "../../src/shared/decode";
import { CommentAppealPayload } from "../../src/appeals";
import { renderAll } from "../../src/shared/messages";

const problemsOf = (body: unknown) => {
  const decoded = decode(CommentAppealPayload, body);
  if (E.isRight(decoded)) throw new Error("the body was expected not to decode");
  return decoded.left;
};

describe("problemMessages", () => {
  it("names each wrong field once by its path, in Uzbek and Russian, without the codec's words", () => {
    const problems = problemsOf({ appeal: "x", devices: [{ amount: "many", comment: { $gt: "" } }] });
    const messages = problemMessages([...problems, ...problems]);

    expect(renderAll(messages, "uz")).to.have.members([
      "Maydon notoʻgʻri toʻldirilgan: appeal",
      "Maydon notoʻgʻri toʻldirilgan: devices.0.amount",
      "Maydon notoʻgʻri toʻldirilgan: devices.0.comment",
    ]);
    expect(renderAll(messages, "ru")).to.include("Поле заполнено неверно: devices.0.amount");
    expect(problems.map((p) => p.problem).join()).to.include("expected Partial<");
  });

  it("says the request as a whole is wrong when the body is not an object, or no problem is named", () => {
    expect(problemsOf([1]).map((p) => p.path)).to.deep.equal([WHOLE_BODY]);
    expect(renderAll(problemMessages(problemsOf([1])), "uz")).to.deep.equal(["Soʻrov tarkibi notoʻgʻri"]);
    expect(renderAll(problemMessages([]), "ru")).to.deep.equal(["Неверное содержимое запроса"]);
  });
});
