import { expect } from "chai";
import { makeCabinetUseCases } from "../../src/cabinet";
import { aCustomer, aStaffMember, aUser } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

describe("searching customers for offline entry", () => {
  it("answers each customer's id, name, tax id, PINFL and corporate flag", async () => {
    const { deps, asDeps } = stubDeps();
    deps.users.search.resolves([
      aUser({
        id: 2,
        info: {
          ...aUser().info,
          pin: "32207780230027",
          company_name: "Demo Metall MChJ",
          company_tin: "301234567",
        },
      }),
      aUser({
        id: 1,
        role: "person",
        corporate: 0,
        info: { ...aUser().info, middle_name: "Anvarovich", tin: "412345678" },
      }),
    ]);
    const found = rightOf(await makeCabinetUseCases(asDeps).searchCustomers(aStaffMember(), " Demo "));
    expect(deps.users.search.firstCall.args[0]).to.equal("Demo");
    expect(found).to.deep.equal([
      { id: 2, name: "Demo Metall MChJ", tin: "301234567", pin: "32207780230027", corporate: 1 },
      { id: 1, name: "Rahimov Dilshod Anvarovich", tin: "412345678", corporate: 0 },
    ]);
  });

  it("answers nothing for an empty query without searching", async () => {
    const { deps, asDeps } = stubDeps();
    expect(rightOf(await makeCabinetUseCases(asDeps).searchCustomers(aStaffMember(), ""))).to.deep.equal([]);
    expect(
      rightOf(await makeCabinetUseCases(asDeps).searchCustomers(aStaffMember(), undefined)),
    ).to.deep.equal([]);
    expect(deps.users.search.called).to.equal(false);
  });

  it("is for staff only", async () => {
    const { deps, asDeps } = stubDeps();
    expect(leftOf(await makeCabinetUseCases(asDeps).searchCustomers(aCustomer(), "Demo"))._tag).to.equal(
      "Forbidden",
    );
    expect(deps.users.search.called).to.equal(false);
  });
});
