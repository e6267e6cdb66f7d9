import { expect } from "chai";
import { answerProblems } from "./support/answerSchemas";

describe("the API tests' answer check", () => {
  it("passes an answer of its call's schema, and flags a field the row does not declare or of another type", () => {
    expect(answerProblems("POST", "/apply", 200, { success: true })).to.deep.equal([]);
    expect(answerProblems("POST", "/apply", 200, { success: true, id: 4 })).to.have.length(1);
    expect(answerProblems("POST", "/apply", 200, { success: "yes" })).to.have.length.greaterThan(0);
  });

  it("leaves refusals and calls of no table alone", () => {
    expect(answerProblems("POST", "/apply", 422, { status: 0 })).to.deep.equal([]);
    expect(answerProblems("GET", "/no/such/call", 200, { anything: 1 })).to.deep.equal([]);
  });
});
