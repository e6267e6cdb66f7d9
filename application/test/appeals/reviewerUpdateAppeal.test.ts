import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import {
  aCustomer,
  anAppeal,
  aRecognitionAppeal,
  aReviewer,
  aStaffMember,
  aUser,
} from "@portal/testkit/builders";
import { NOW, stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { appealEdit } from "./requests";

/** The reviewer raises the amount from 2 to 5 and sends a cost of their own, which is ignored. */
const edited = {
  appeal: { branch_id: 1, account_number_id: 1, user_id: 99 },
  devices: [{ type_id: 4, device_id: 49, amount: 5, cost: "1.00" }],
};

describe("the reviewer's update of a saved appeal", () => {
  it("plans it again as a save would, for the same owner, keeping its status and recording the edit", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.withArgs(57).resolves(anAppeal({ status: "under_review", version: 3 }));
    deps.users.findById.withArgs(2).resolves(aUser());
    const saved = rightOf(
      await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 57, appealEdit(edited)),
    );
    // 45 000 × 5 = 225 000, VAT 12 % = 27 000
    expect(saved.appeal).to.deep.include({
      owner_id: 2,
      status: "under_review",
      total: "252000.00",
      version: 4,
    });
    expect(saved.appeal.appeal).to.deep.include({ user_id: 2, branch_id: 1, account_number_id: 1 });
    expect(saved.appeal.devices[0]).to.include({ amount: 5, cost: "45000.00", total: "252000.00" });
    expect(saved.appeal.history.at(-1)).to.deep.equal({
      status: "under_review",
      at: NOW.toISOString(),
      by: 4,
      action: "edit",
    });
    expect(saved.destination).to.equal("/reviewer/application/57/update");
    expect(deps.appeals.replace.calledOnceWith(saved.appeal, 3)).to.equal(true);
  });

  it("refuses what the save would refuse, with the same messages, and stores nothing", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal());
    deps.users.findById.resolves(aUser());
    const body = { ...edited, devices: [{ type_id: 4, device_id: 49, amount: 1001 }] };
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(
      aStaffMember(),
      57,
      appealEdit(body),
    );
    expect(leftOf(result)).to.deep.equal({
      _tag: "Invalid",
      messages: [{ key: "lineAmountRange", params: { n: 1 } }],
    });
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("refuses a body that is only the other kind's save body with that reading's problems, storing nothing", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal());
    deps.users.findById.resolves(aUser());
    // A kompleks row may name a long address; a verification line may not.
    const body = { ...edited, devices: [{ type_id: 4, device_id: 49, amount: 1, address: "x".repeat(600) }] };
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 57, appealEdit(body));
    expect(leftOf(result)).to.deep.equal({
      _tag: "Malformed",
      problems: [{ path: "devices.0.address", problem: "longer than 500 characters" }],
    });
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("leaves a contracted appeal as it is", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "contracted" }));
    deps.users.findById.resolves(aUser());
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 57, appealEdit(edited));
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "transitionNotAllowed" } });
  });

  it("edits only the kinds its page shows", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(aRecognitionAppeal());
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 57, appealEdit(edited));
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "appealNotEditable" } });
  });

  it("is not the customer's to use", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal());
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aCustomer(), 57, appealEdit(edited));
    expect(leftOf(result)._tag).to.equal("Forbidden");
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("answers NotFound for an appeal that does not exist", async () => {
    const { asDeps } = stubDeps();
    const result = await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 58, appealEdit(edited));
    expect(leftOf(result)._tag).to.equal("NotFound");
  });
});
