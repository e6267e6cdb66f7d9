import { ContractRequest } from "@portal/domain";
import { aBranchStaffMember, aContract, aCustomer, anAppeal, aStaffMember } from "@portal/testkit/builders";
import { expect } from "chai";
import { makeContractUseCases } from "../../src/contracts";
import { decodeBody } from "../../src/shared";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

const FORBIDDEN = { _tag: "Forbidden" };

/** Appeal 57 in the head office (branch 1) with contract 31; appeal 58 in Andijon (branch 3) with invoice 32. */
function withContracts() {
  const stubs = stubDeps();
  const { deps } = stubs;
  deps.appeals.findById.withArgs(57).resolves(anAppeal({ status: "approved" }));
  deps.appeals.findById.withArgs(58).resolves(anAppeal({ id: 58, branch_id: 3, status: "approved" }));
  deps.contracts.findById.withArgs(31).resolves(aContract());
  deps.contracts.findById.withArgs(32).resolves(aContract({ id: 32, appeal_id: 58 }));
  deps.contracts.findByAppeal.withArgs(57).resolves([aContract()]);
  deps.contracts.findByAppeal.withArgs(58).resolves([aContract({ id: 32, appeal_id: 58, kind: "invoice" })]);
  return { ...stubs, useCases: makeContractUseCases(stubs.asDeps) };
}

const request = (appeal_id: number): ContractRequest =>
  rightOf(
    decodeBody(ContractRequest, { appeal_id, contract_number: "SH-9", devices: [{ id: 1, together: 0 }] }),
  );

describe("contracts and invoices within the staff's branches", () => {
  it("lets a branch's staff contract and invoice its appeals only, storing nothing for another's", async () => {
    const { deps, useCases } = withContracts();
    expect(leftOf(await useCases.createContract(aBranchStaffMember(), request(57)))).to.deep.equal(FORBIDDEN);
    expect(leftOf(await useCases.createInvoice(aBranchStaffMember(), request(57)))).to.deep.equal(FORBIDDEN);
    expect(deps.contracts.insert.called).to.equal(false);
    expect(rightOf(await useCases.createContract(aBranchStaffMember(), request(58))).appeal_id).to.equal(58);
  });

  it("shows an appeal's contracts and a contract's document to the staff of its branch only", async () => {
    const { deps, useCases } = withContracts();
    expect(leftOf(await useCases.listAppealContracts(aBranchStaffMember(), 57))).to.deep.equal(FORBIDDEN);
    expect(leftOf(await useCases.contractDocument(aBranchStaffMember(), 31, "uz"))).to.deep.equal(FORBIDDEN);
    expect(deps.documents.render.called).to.equal(false);
    expect(rightOf(await useCases.listAppealContracts(aBranchStaffMember(), 58))).to.have.length(1);
    expect((await useCases.contractDocument(aBranchStaffMember(), 32, "uz"))._tag).to.equal("Right");
    expect((await useCases.contractDocument(aStaffMember(), 32, "uz"))._tag).to.equal("Right");
    expect(leftOf(await useCases.listAppealContracts(aBranchStaffMember(), 999))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.contractDocument(aBranchStaffMember(), 999, "uz"))._tag).to.equal(
      "NotFound",
    );
  });

  it("lists for a branch's staff only the contracts of its appeals, reading on until the page is full", async () => {
    const { deps, useCases } = withContracts();
    const contract = (id: number, appeal_id: number) => aContract({ id, appeal_id });
    deps.contracts.list
      .onFirstCall()
      .resolves({ items: [contract(40, 58), contract(39, 57), contract(38, 57)], next: 38 })
      .onSecondCall()
      .resolves({ items: [contract(37, 58), contract(36, 58)], next: 36 })
      .onThirdCall()
      .resolves({ items: [contract(35, 57)] });
    const page = rightOf(await useCases.listContracts(aBranchStaffMember(), { limit: 2 }));
    expect(page.items.map((c) => c.id)).to.deep.equal([40, 37]);
    expect(page.next).to.equal(37);
    expect(deps.contracts.list.secondCall.args[1]).to.deep.include({ before: 38 });
    const rest = rightOf(await useCases.listContracts(aBranchStaffMember(), { limit: 2, before: 37 }));
    expect(deps.contracts.list.thirdCall.args[1]).to.deep.include({ before: 37 });
    expect(rest).to.deep.equal({ items: [] });
  });

  it("keeps the head office's and a customer's lists as they were", async () => {
    const { deps, useCases } = withContracts();
    await useCases.listContracts(aStaffMember(), {});
    await useCases.listContracts(aCustomer(), {});
    expect(deps.contracts.list.firstCall.args[0]).to.deep.equal({});
    expect(deps.contracts.list.secondCall.args[0]).to.deep.equal({ owner_id: 2 });
  });
});
