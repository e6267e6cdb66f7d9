import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { aCustomer, anAppeal, aRecognitionAppeal, aStaffMember } from "@portal/testkit/builders";
import { NOW, stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { appealEdit } from "./requests";

const AT = NOW.toISOString();

/** A verification appeal of customer 2 that a reviewer sent back, at version 3. */
const sentBack = () =>
  anAppeal({
    status: "needs_changes",
    version: 3,
    history: [
      { status: "submitted", at: "2026-11-20T08:00:00.000Z", by: 2 },
      { status: "under_review", at: "2026-11-20T09:00:00.000Z", by: 4, action: "take_for_review" },
      {
        status: "needs_changes",
        at: "2026-11-20T10:00:00.000Z",
        by: 4,
        action: "send_back",
        note: "Zavod raqamini yozing",
      },
    ],
  });

/** The customer raises the amount from 2 to 5, names the serial numbers and sends a price of their own. */
const corrected = {
  appeal: { branch_id: 1, account_number_id: 1, user_id: 99 },
  devices: [{ type_id: 4, device_id: 49, amount: 5, cost: "1.00", about_device: "Zavod raqami: A-1, A-2" }],
};

describe("the customer's resubmission of a sent-back appeal", () => {
  it("stores the corrected appeal as its next version under the same id, submitted again with the resubmission in its history", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.withArgs(57).resolves(sentBack());
    const saved = rightOf(
      await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 3, appealEdit(corrected)),
    );
    expect(saved.appeal).to.deep.include({ id: 57, owner_id: 2, status: "submitted", version: 4 });
    expect(saved.appeal.history.map((event) => event.action)).to.deep.equal([
      undefined,
      "take_for_review",
      "send_back",
      "resubmit",
    ]);
    expect(saved.appeal.history.at(-1)).to.deep.equal({
      status: "submitted",
      at: AT,
      by: 2,
      action: "resubmit",
    });
    expect(saved.appeal.devices[0]).to.include({ about_device: "Zavod raqami: A-1, A-2" });
    expect(saved.destination).to.equal("/appeals/57");
    expect(deps.appeals.replace.calledOnceWith(saved.appeal, 3)).to.equal(true);
  });

  it("prices the corrected lines from the catalogue, never from the client", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    const saved = rightOf(
      await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 3, appealEdit(corrected)),
    );
    // 45 000 × 5 = 225 000, VAT 12 % = 27 000
    expect(saved.appeal.total).to.equal("252000.00");
    expect(saved.appeal.devices[0]).to.include({ amount: 5, cost: "45000.00", total: "252000.00" });
    expect(saved.appeal.appeal).to.deep.include({ user_id: 2 });
    // The offer accepted when the appeal was first sent still stands.
    expect(saved.appeal.offer).to.deep.equal(sentBack().offer);
  });

  it("refuses what a save would refuse, with the same messages, and stores nothing", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    const body = { ...corrected, devices: [{ type_id: 4, device_id: 49, amount: 1001 }] };
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 3, appealEdit(body));
    expect(leftOf(result)).to.deep.equal({
      _tag: "Invalid",
      messages: [{ key: "lineAmountRange", params: { n: 1 } }],
    });
    expect(deps.appeals.replace.called).to.equal(false);
  });

  for (const status of ["submitted", "under_review", "approved"] as const) {
    it(`refuses an appeal that is ${status}, not sent back, with the catalogue's message`, async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(anAppeal({ status, version: 3 }));
      const result = await makeAppealUseCases(asDeps).resubmitAppeal(
        aCustomer(),
        57,
        3,
        appealEdit(corrected),
      );
      expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "appealNotSentBack" } });
      expect(deps.appeals.replace.called).to.equal(false);
    });
  }

  it("refuses an edit of a version the appeal has moved on from, overwriting nothing", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 2, appealEdit(corrected));
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "appealChanged" } });
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("refuses a write that lost to another made meanwhile", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    deps.appeals.replace.resolves(false);
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 3, appealEdit(corrected));
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "appealChanged" } });
  });

  it("is only the owner's: another customer's appeal is not found", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(
      aCustomer({ id: 8 }),
      57,
      3,
      appealEdit(corrected),
    );
    expect(leftOf(result)._tag).to.equal("NotFound");
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("is not staff's to use", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(sentBack());
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(
      aStaffMember(),
      57,
      3,
      appealEdit(corrected),
    );
    expect(leftOf(result)._tag).to.equal("Forbidden");
  });

  it("corrects only the kinds whose form edits a saved appeal", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(aRecognitionAppeal({ status: "needs_changes", version: 3 }));
    const result = await makeAppealUseCases(asDeps).resubmitAppeal(aCustomer(), 57, 3, appealEdit(corrected));
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "appealNotEditable" } });
  });
});
