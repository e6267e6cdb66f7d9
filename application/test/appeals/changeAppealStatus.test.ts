import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { aCustomer, anAppeal, aReviewer, aStaffMember } from "@portal/testkit/builders";
import { NOW, stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { statusChange } from "./requests";

const AT = NOW.toISOString();

describe("changing an appeal's status", () => {
  it("lets staff take a submitted appeal for review, recording who and when at the next version", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.withArgs(57).resolves(anAppeal());
    const updated = rightOf(
      await makeAppealUseCases(asDeps).changeAppealStatus(
        aStaffMember(),
        57,
        statusChange({ action: "take_for_review" }),
      ),
    );
    expect(updated.status).to.equal("under_review");
    expect(updated.version).to.equal(2);
    expect(updated.history.at(-1)).to.deep.equal({
      status: "under_review",
      at: AT,
      by: 3,
      action: "take_for_review",
    });
    expect(deps.appeals.replace.calledOnceWith(updated, 1)).to.equal(true);
  });

  it("keeps the note of a send-back for the customer, who resubmits", async () => {
    const { deps, asDeps } = stubDeps();
    const useCases = makeAppealUseCases(asDeps);
    deps.appeals.findById.resolves(anAppeal({ status: "under_review", version: 2 }));
    const sentBack = rightOf(
      await useCases.changeAppealStatus(
        aReviewer(),
        57,
        statusChange({
          action: "send_back",
          note: "Pasport nusxasi yo'q",
        }),
      ),
    );
    expect(sentBack.history.at(-1)).to.include({
      status: "needs_changes",
      by: 4,
      note: "Pasport nusxasi yo'q",
    });

    deps.appeals.findById.resolves(sentBack);
    const resubmitted = rightOf(
      await useCases.changeAppealStatus(aCustomer(), 57, statusChange({ action: "resubmit" })),
    );
    expect(resubmitted.status).to.equal("submitted");
    expect(resubmitted.history.map((event) => event.status)).to.deep.equal([
      "submitted",
      "needs_changes",
      "submitted",
    ]);
  });

  for (const action of ["send_back", "reject"]) {
    it(`asks for the reason to ${action} and stores nothing without it`, async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(anAppeal({ status: "under_review" }));
      const result = await makeAppealUseCases(asDeps).changeAppealStatus(
        aReviewer(),
        57,
        statusChange({
          action,
          note: " ",
        }),
      );
      expect(leftOf(result)).to.deep.equal({
        _tag: "Invalid",
        messages: [{ key: "transitionNoteRequired" }],
      });
      expect(deps.appeals.replace.called).to.equal(false);
    });
  }

  it("forbids a customer to approve their own appeal", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "under_review" }));
    const result = await makeAppealUseCases(asDeps).changeAppealStatus(
      aCustomer(),
      57,
      statusChange({
        action: "approve",
      }),
    );
    expect(leftOf(result)._tag).to.equal("Forbidden");
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("answers a step the status does not allow with a conflict and its message", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ status: "completed" }));
    const result = await makeAppealUseCases(asDeps).changeAppealStatus(
      aStaffMember(),
      57,
      statusChange({
        action: "approve",
      }),
    );
    expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "transitionNotAllowed" } });
  });

  it("hides another customer's appeal behind NotFound, whatever the body", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ owner_id: 99, status: "needs_changes" }));
    const useCases = makeAppealUseCases(asDeps);
    expect(
      leftOf(await useCases.changeAppealStatus(aCustomer(), 57, statusChange({ action: "resubmit" })))._tag,
    ).to.equal("NotFound");
  });

  it("answers a conflict when another write came first, and when the caller saw an older version", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(anAppeal({ version: 4 }));
    deps.appeals.replace.resolves(false);
    const useCases = makeAppealUseCases(asDeps);
    const lost = await useCases.changeAppealStatus(
      aStaffMember(),
      57,
      statusChange({ action: "take_for_review" }),
    );
    expect(leftOf(lost)).to.deep.equal({ _tag: "Conflict", message: { key: "appealChanged" } });
    deps.appeals.replace.resetHistory();
    const stale = await useCases.changeAppealStatus(
      aStaffMember(),
      57,
      statusChange({
        action: "take_for_review",
        version: 3,
      }),
    );
    expect(leftOf(stale)).to.deep.equal({ _tag: "Conflict", message: { key: "appealChanged" } });
    expect(deps.appeals.replace.called).to.equal(false);
  });

  it("refuses an anonymous caller", async () => {
    const { asDeps } = stubDeps();
    const result = await makeAppealUseCases(asDeps).changeAppealStatus(
      { lang: "uz" },
      57,
      statusChange({
        action: "submit",
      }),
    );
    expect(leftOf(result)._tag).to.equal("Unauthenticated");
  });

  describe("submitting a draft", () => {
    const draft = () =>
      anAppeal({
        status: "draft",
        offer: undefined,
        total: "0.00",
        devices: [{ type_id: 4, device_id: 49, amount: 3, cost: "45000.00" }],
        history: [{ status: "draft", at: "2026-11-20T08:00:00.000Z", by: 2 }],
      });

    it("applies the send rules the draft skipped", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(draft());
      const result = await makeAppealUseCases(asDeps).changeAppealStatus(
        aCustomer(),
        57,
        statusChange({
          action: "submit",
        }),
      );
      expect(leftOf(result)).to.deep.equal({ _tag: "Invalid", messages: [{ key: "offerRequired" }] });
      expect(deps.appeals.replace.called).to.equal(false);
    });

    it("prices it from the catalogue and records the offer accepted now", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(draft());
      const submitted = rightOf(
        await makeAppealUseCases(asDeps).changeAppealStatus(
          aCustomer(),
          57,
          statusChange({
            action: "submit",
            offer_accepted: true,
          }),
        ),
      );
      // 45 000 × 3 = 135 000, VAT 12 % = 16 200
      expect(submitted).to.deep.include({ status: "submitted", total: "151200.00", owner_id: 2 });
      expect(submitted.offer).to.deep.equal({ version: "offerta-4", accepted_at: AT });
      expect(submitted.devices[0]).to.include({ cost: "45000.00", total: "151200.00" });
    });
  });
});
