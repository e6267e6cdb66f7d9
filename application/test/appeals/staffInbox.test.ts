import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { aCustomer, aReviewer, aStaffMember, aUser } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

const summary = (id: number, owner_id: number) => ({
  id,
  kind: "recognition" as const,
  owner_id,
  status: "submitted" as const,
  total: "988036.00",
  created_at: "2026-11-20T08:00:00.000Z",
});

describe("the staff inbox", () => {
  it("asks the repository for every sent appeal, newest first, 20 to a page", async () => {
    const { deps, asDeps } = stubDeps();
    rightOf(await makeAppealUseCases(asDeps).staffInbox(aStaffMember(), {}));
    const [filter, page] = deps.appeals.list.firstCall.args;
    expect(filter).to.deep.equal({
      statuses: [
        "submitted",
        "under_review",
        "needs_changes",
        "approved",
        "contracted",
        "invoiced",
        "paid",
        "completed",
        "rejected",
      ],
    });
    expect(page).to.deep.equal({ limit: 20, order: "newest" });
  });

  it("turns the customer filter into the owners the user search finds, with every other filter", async () => {
    const { deps, asDeps } = stubDeps();
    deps.users.search.withArgs("301234567").resolves([aUser({ id: 2 }), aUser({ id: 8 })]);
    await makeAppealUseCases(asDeps).staffInbox(aReviewer(), {
      kind: "recognition",
      status: "under_review",
      branch_id: 3,
      customer: "301234567",
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "oldest",
      limit: 500,
      before: 40,
    });
    const [filter, page] = deps.appeals.list.firstCall.args;
    expect(filter).to.deep.include({
      kind: "recognition",
      status: "under_review",
      branch_id: 3,
      owner_ids: [2, 8],
      // 1 to 30 November in Tashkent (UTC+5), both days whole.
      created_from: "2026-10-31T19:00:00.000Z",
      created_before: "2026-11-30T19:00:00.000Z",
    });
    expect(page).to.deep.equal({ limit: 50, before: 40, order: "oldest" });
  });

  it("finds nothing for a customer nobody matches, and never drafts", async () => {
    const { deps, asDeps } = stubDeps();
    await makeAppealUseCases(asDeps).staffInbox(aStaffMember(), { customer: "nobody", status: "draft" });
    const [filter] = deps.appeals.list.firstCall.args;
    expect(filter.owner_ids).to.deep.equal([]);
    expect(filter.status).to.equal("draft");
    expect(filter.statuses).to.not.include("draft");
  });

  it("names the customer of every line and passes the next cursor on", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.list.resolves({ items: [summary(9, 2), summary(8, 1)], next: 8 });
    deps.users.findById.withArgs(2).resolves(
      aUser({
        id: 2,
        info: { ...aUser().info, company_name: "Demo Metall MChJ", company_tin: "301234567" },
      }),
    );
    deps.users.findById.withArgs(1).resolves(
      aUser({
        id: 1,
        role: "person",
        corporate: 0,
        info: { ...aUser().info, first_name: "Jasur", last_name: "Karimov", tin: "412345678" },
      }),
    );
    const page = rightOf(await makeAppealUseCases(asDeps).staffInbox(aStaffMember(), {}));
    expect(page.next).to.equal(8);
    expect(page.items.map((item) => [item.id, item.owner_name, item.owner_tin])).to.deep.equal([
      [9, "Demo Metall MChJ", "301234567"],
      [8, "Karimov Jasur", "412345678"],
    ]);
  });

  it("refuses customers and anonymous callers before reading anything", async () => {
    const { deps, asDeps } = stubDeps();
    const useCases = makeAppealUseCases(asDeps);
    expect(leftOf(await useCases.staffInbox(aCustomer(), {}))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.staffInbox({ lang: "uz" }, {}))._tag).to.equal("Unauthenticated");
    expect(deps.appeals.list.called).to.equal(false);
  });
});
