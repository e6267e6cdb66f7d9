import { expect } from "chai";
import { makeCabinetUseCases } from "../../src/cabinet";
import { aCustomer, aReviewer, aStaffMember, aUser } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

describe("the customer staff enter an appeal for", () => {
  const requisite = { id: 7, user_id: 2, company_name: "Demo Metall MChJ", account_number: "2020" };
  const yearly = { id: 1, user_id: 2, contract_number: "Y-1", no_nds: 0, nds: 12 };

  it("answers who they are, their discount and limit, requisites and yearly contracts", async () => {
    const { deps, asDeps } = stubDeps();
    deps.users.findById.resolves(
      aUser({ summa_limit: "5000000.00", info: { ...aUser().info, company_name: "Demo Metall MChJ" } }),
    );
    deps.requisites.listByUser.resolves([requisite]);
    deps.catalogue.yearlyContracts.resolves([yearly]);

    const found = rightOf(await makeCabinetUseCases(asDeps).customerForEntry(aStaffMember(), 2));

    expect(deps.users.findById.firstCall.args[0]).to.equal(2);
    expect(deps.requisites.listByUser.firstCall.args[0]).to.equal(2);
    expect(deps.catalogue.yearlyContracts.firstCall.args[0]).to.equal(2);
    expect(found).to.deep.equal({
      id: 2,
      name: "Demo Metall MChJ",
      tin: "423456789",
      corporate: 1,
      discount: "10",
      summa_limit: "5000000.00",
      requisites: [requisite],
      yearly_contracts: [yearly],
    });
  });

  it("is not found for an unknown id or a user who is not a customer", async () => {
    const { deps, asDeps } = stubDeps();
    expect(leftOf(await makeCabinetUseCases(asDeps).customerForEntry(aReviewer(), 9))._tag).to.equal(
      "NotFound",
    );
    deps.users.findById.resolves(aUser({ id: 3, role: "staff", corporate: 0 }));
    expect(leftOf(await makeCabinetUseCases(asDeps).customerForEntry(aStaffMember(), 3))._tag).to.equal(
      "NotFound",
    );
    expect(deps.requisites.listByUser.called).to.equal(false);
  });

  it("is for staff only", async () => {
    const { deps, asDeps } = stubDeps();
    deps.users.findById.resolves(aUser());
    expect(leftOf(await makeCabinetUseCases(asDeps).customerForEntry(aCustomer(), 2))._tag).to.equal(
      "Forbidden",
    );
    expect(deps.users.findById.called).to.equal(false);
  });
});
