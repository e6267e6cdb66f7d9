import { expect } from "chai";
import { workLink } from "../../src/appeals/work/workLink";

describe("where staff work on an appeal from the inbox", () => {
  it("sends staff past the review of a kind without a contract page to the appeal's page, where its next step is", () => {
    for (const status of ["approved", "contracted", "invoiced", "paid", "completed"] as const) {
      expect(workLink("verification", 7, "staff", status), status).to.equal("/appeals/7");
      expect(workLink("comment", 7, "staff", status), status).to.equal("/appeals/7");
    }
  });

  it("keeps spec 2's pages before the review, for reviewers, and for the kinds with a contract page", () => {
    expect(workLink("verification", 7, "staff", "submitted")).to.equal("/reviewer/application/7/update");
    expect(workLink("verification", 7, "reviewer", "approved")).to.equal("/reviewer/application/7/update");
    expect(workLink("recognition", 7, "staff", "approved")).to.equal("/recognition/contract/7/create");
    expect(workLink("provider", 7, "staff", "submitted")).to.equal(undefined);
  });
});
