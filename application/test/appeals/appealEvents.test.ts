import { aCustomer, anAppeal, aRecognitionAppeal, aReviewer, aStaffMember } from "@portal/testkit/builders";
import { ContractRequest } from "@portal/domain";
import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { makeContractUseCases } from "../../src/contracts";
import { decodeBody } from "../../src/shared";
import { stubDeps } from "../stubDeps";
import { rightOf } from "../support";
import { saveCommand, statusChange } from "./requests";

const verification = {
  appeal: { branch_id: 1, account_number_id: 1 },
  devices: [{ type_id: 4, device_id: 49, amount: 2 }],
  offer_accepted: true,
};

describe("an appeal's steps are announced once stored (AppealEvents)", () => {
  it("announces a status change with the stored appeal, the action and who took it", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "under_review", version: 2 }));
    const reviewer = aReviewer();
    const updated = rightOf(
      await makeAppealUseCases(asDeps).changeAppealStatus(
        reviewer,
        57,
        statusChange({ action: "send_back", note: "Seriya raqami yoʻq" }),
      ),
    );
    expect(deps.events.stepTaken.calledOnceWith(updated, "send_back", reviewer.user)).to.equal(true);
  });

  it("keeps a stored step when its listener fails: the caller gets the step, not the failure", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "under_review", version: 2 }));
    deps.events.stepTaken.rejects(new Error("notifications down"));
    const updated = rightOf(
      await makeAppealUseCases(asDeps).changeAppealStatus(
        aReviewer(),
        57,
        statusChange({ action: "approve" }),
      ),
    );
    expect(updated.status).to.equal("approved");
    expect(deps.appeals.replace.calledOnce).to.equal(true);
  });

  it("announces nothing when the step is refused or lost to another write", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "under_review", version: 2 }));
    deps.appeals.replace.resolves(false);
    const useCases = makeAppealUseCases(asDeps);
    await useCases.changeAppealStatus(aReviewer(), 57, statusChange({ action: "approve" }));
    await useCases.changeAppealStatus(aCustomer(), 57, statusChange({ action: "approve" }));
    expect(deps.events.stepTaken.called).to.equal(false);
  });

  it("announces a customer's sent application as its submission, and a draft not at all", async () => {
    const { deps, asDeps } = stubDeps();
    const useCases = makeAppealUseCases(asDeps);
    const customer = aCustomer();
    const saved = rightOf(await useCases.saveAppeal(customer, saveCommand("verification", verification)));
    expect(deps.events.stepTaken.calledOnceWith(saved.appeal, "submit", customer.user)).to.equal(true);
    rightOf(await useCases.saveDraft(customer, saveCommand("verification", verification).payload as never));
    expect(deps.events.stepTaken.calledOnce).to.equal(true);
  });

  it("announces the contract's step with its number in the audit entry", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(aRecognitionAppeal());
    const staff = aStaffMember();
    const request = rightOf(
      decodeBody(ContractRequest, {
        appeal_id: 57,
        contract_number: "SH-17",
        devices: [{ id: 1, together: 0 }],
      }),
    );
    rightOf(await makeContractUseCases(asDeps).createContract(staff, request));
    const [appeal, action, by] = deps.events.stepTaken.firstCall.args;
    expect([appeal.status, appeal.history.at(-1).note, action, by]).to.deep.equal([
      "contracted",
      "SH-17",
      "contract",
      staff.user,
    ]);
  });
});
