import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { aCustomer, anAppeal, aReviewer, aStaffMember, aUser } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

const COMPANY = aUser({
  info: {
    first_name: "Dilshod",
    last_name: "Rahimov",
    middle_name: "",
    tin: "423456789",
    phone: "+998901234567",
    email: "demo.company@example.com",
    company_name: "Demo Metall MChJ",
    company_tin: "301234567",
  },
});
const STAFF = aUser({
  id: 3,
  login: "demo.staff",
  role: "staff",
  corporate: 0,
  info: {
    first_name: "Anvar",
    last_name: "Karimov",
    middle_name: "Olimovich",
    tin: "",
    phone: "",
    email: "",
  },
});

/** Appeal 57 of the company (user 2), sent by it and taken into review by staff member 3; user 8 is gone. */
function withHistory() {
  const stubs = stubDeps();
  stubs.deps.appeals.findById.withArgs(57).resolves(
    anAppeal({
      status: "under_review",
      history: [
        { status: "submitted", at: "2026-11-20T08:00:00.000Z", by: 2 },
        { status: "under_review", at: "2026-11-20T09:00:00.000Z", by: 3, action: "take_for_review" },
        { status: "under_review", at: "2026-11-20T10:00:00.000Z", by: 8, action: "take_for_review" },
      ],
    }),
  );
  stubs.deps.users.findById.withArgs(2).resolves(COMPANY);
  stubs.deps.users.findById.withArgs(3).resolves(STAFF);
  return makeAppealUseCases(stubs.asDeps);
}

describe("an appeal as its page shows it", () => {
  it("names everyone its history names by name only, and the customer with the company's TIN for staff", async () => {
    const shown = rightOf(await withHistory().showAppeal(aStaffMember(), 57));
    expect(shown.appeal.id).to.equal(57);
    expect(shown.people).to.deep.equal([
      { id: 2, name: "Demo Metall MChJ" },
      { id: 3, name: "Karimov Anvar Olimovich" },
    ]);
    expect(shown.customer).to.deep.equal({ id: 2, name: "Demo Metall MChJ", corporate: 1, tin: "301234567" });
    expect(JSON.stringify(shown.people)).to.not.include("demo.staff").and.not.include("+998");
  });

  it("names the customer to reviewers too, and not to the customer reading their own", async () => {
    expect(rightOf(await withHistory().showAppeal(aReviewer(), 57)).customer?.name).to.equal(
      "Demo Metall MChJ",
    );
    const own = rightOf(await withHistory().showAppeal(aCustomer(), 57));
    expect(own.customer).to.equal(undefined);
    expect(own.people.map((p) => p.name)).to.deep.equal(["Demo Metall MChJ", "Karimov Anvar Olimovich"]);
  });

  it("names a private person by full name, without a TIN", async () => {
    const stubs = stubDeps();
    stubs.deps.appeals.findById.withArgs(57).resolves(anAppeal({ owner_id: 5 }));
    stubs.deps.users.findById
      .withArgs(5)
      .resolves(aUser({ id: 5, login: "demo.person", role: "person", corporate: 0 }));
    const shown = rightOf(await makeAppealUseCases(stubs.asDeps).showAppeal(aStaffMember(), 57));
    expect(shown.customer).to.deep.equal({ id: 5, name: "Rahimov Dilshod", corporate: 0 });
  });

  it("is refused as reading the appeal is: another customer's is not found", async () => {
    expect(leftOf(await withHistory().showAppeal(aCustomer({ id: 9 }), 57))._tag).to.equal("NotFound");
  });
});
