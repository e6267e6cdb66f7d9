import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { decode, describeProblems } from "../../src/shared/decode";
import { AppealStatusChange, PageQuery, StaffInboxQuery } from "../../src/appeals";

const problems = (result: E.Either<Parameters<typeof describeProblems>[0], unknown>) =>
  E.isLeft(result) ? describeProblems(result.left) : [];

describe("the lifecycle's request codecs", () => {
  it("decodes a status change with its note and the version the caller saw", () => {
    const result = decode(AppealStatusChange, { action: "send_back", note: " Pasport yo'q ", version: "3" });
    expect(result).to.deep.equal(
      E.right({ action: "send_back", note: "Pasport yo'q", version: 3, offer_accepted: false }),
    );
  });

  for (const action of ["edit", "contract", "invoice", "delete", ""]) {
    it(`refuses the action ${JSON.stringify(action)}, which has a call of its own or none`, () => {
      expect(problems(decode(AppealStatusChange, { action }))[0]).to.match(/^action: /);
    });
  }

  it("decodes the staff inbox's query strings into ids, dates and names", () => {
    const result = decode(StaffInboxQuery, {
      kind: "recognition",
      status: "under_review",
      branch_id: "2",
      customer: " 301234567 ",
      from: "2026-01-01",
      to: "2026-01-31",
      sort: "oldest",
      limit: "10",
      before: "57",
      unknown: "dropped",
    });
    expect(result).to.deep.equal(
      E.right({
        kind: "recognition",
        status: "under_review",
        branch_id: 2,
        customer: "301234567",
        from: "2026-01-01",
        to: "2026-01-31",
        sort: "oldest",
        limit: 10,
        before: 57,
      }),
    );
  });

  it("names every unusable filter of the inbox", () => {
    const result = decode(StaffInboxQuery, {
      kind: "everything",
      status: ["submitted", "draft"],
      from: "2026-02-30",
      sort: "random",
      limit: "0",
    });
    expect(problems(result).map((p) => p.split(":")[0])).to.deep.equal([
      "kind",
      "status",
      "from",
      "sort",
      "limit",
    ]);
  });

  it("reads an empty value as not given", () => {
    const result = decode(PageQuery, { limit: "", before: "" });
    expect(E.isRight(result) && [result.right.limit, result.right.before]).to.deep.equal([
      undefined,
      undefined,
    ]);
  });
});
