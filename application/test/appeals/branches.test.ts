import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import {
  aBranchReviewer,
  aBranchStaffMember,
  aCustomer,
  anAppeal,
  aStaffMember,
  aUser,
} from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { appealEdit, saveCommand, statusChange } from "./requests";

const FORBIDDEN = { _tag: "Forbidden" };

/** Appeal 57 of customer 2 in the head office (branch 1), and appeal 58 in Andijon (branch 3). */
function withAppeals() {
  const stubs = stubDeps();
  stubs.deps.appeals.findById.withArgs(57).resolves(anAppeal({ status: "under_review" }));
  stubs.deps.appeals.findById.withArgs(58).resolves(
    anAppeal({
      id: 58,
      branch_id: 3,
      appeal: { branch_id: 3, account_number_id: 1, user_id: 2, is_offline: 0 },
    }),
  );
  stubs.deps.users.findById.withArgs(2).resolves(aUser());
  return { ...stubs, useCases: makeAppealUseCases(stubs.asDeps) };
}

/** A verification appeal staff enter for customer 2 in a branch. */
const entered = (branch_id: number) => ({
  appeal: { branch_id, account_number_id: 1, user_id: 2, is_offline: 1 },
  devices: [{ type_id: 4, device_id: 49, amount: 1 }],
  offer_accepted: true,
});

describe("appeals within the staff's branches", () => {
  it("shows an appeal of their branch to a branch's staff and reviewers, and forbids another branch's", async () => {
    const { useCases } = withAppeals();
    for (const actor of [aBranchStaffMember(), aBranchReviewer()]) {
      expect(rightOf(await useCases.getAppeal(actor, 58)).id).to.equal(58);
      expect(leftOf(await useCases.getAppeal(actor, 57))).to.deep.equal(FORBIDDEN);
    }
    expect(rightOf(await useCases.getAppeal(aStaffMember(), 58)).id).to.equal(58);
  });

  it("keeps a missing appeal NotFound for a branch's staff, and the owner's appeal theirs whatever its branch", async () => {
    const { useCases } = withAppeals();
    expect(leftOf(await useCases.getAppeal(aBranchStaffMember(), 999))).to.deep.equal({ _tag: "NotFound" });
    expect(rightOf(await useCases.getAppeal(aCustomer(), 57)).id).to.equal(57);
    expect(leftOf(await useCases.getAppeal(aCustomer({ id: 5 }), 58))).to.deep.equal({ _tag: "NotFound" });
  });

  it("forbids a status change of another branch's appeal and changes nothing", async () => {
    const { deps, useCases } = withAppeals();
    const approve = statusChange({ action: "approve" });
    expect(leftOf(await useCases.changeAppealStatus(aBranchReviewer(), 57, approve))).to.deep.equal(
      FORBIDDEN,
    );
    expect(deps.appeals.replace.called).to.equal(false);
    const take = statusChange({ action: "take_for_review" });
    expect(rightOf(await useCases.changeAppealStatus(aBranchReviewer(), 58, take)).status).to.equal(
      "under_review",
    );
  });

  it("lists in the inbox only the appeals of the branches the user works on, whatever branch is asked", async () => {
    const { deps, useCases } = withAppeals();
    await useCases.staffInbox(aBranchStaffMember([3, 9]), {});
    await useCases.staffInbox(aBranchReviewer([3]), { branch_id: 1 });
    await useCases.staffInbox(aStaffMember(), { branch_id: 1 });
    const [own, asked, headOffice] = deps.appeals.list.getCalls().map((call) => call.args[0]);
    expect(own)
      .to.deep.include({ branch_ids: [3, 9] })
      .and.not.have.property("branch_id");
    expect(asked).to.deep.include({ branch_id: 1, branch_ids: [3] });
    expect(headOffice).to.deep.include({ branch_id: 1 }).and.not.have.property("branch_ids");
  });

  it("forbids the reviewer's update of another branch's appeal, and an edit moving an appeal to another branch", async () => {
    const { deps, useCases } = withAppeals();
    const edit = (branch: number) => appealEdit(entered(branch));
    expect(leftOf(await useCases.reviewerUpdateAppeal(aBranchReviewer(), 57, edit(1)))).to.deep.equal(
      FORBIDDEN,
    );
    expect(leftOf(await useCases.reviewerUpdateAppeal(aBranchReviewer(), 58, edit(1)))).to.deep.equal(
      FORBIDDEN,
    );
    expect(deps.appeals.replace.called).to.equal(false);
    const saved = rightOf(await useCases.reviewerUpdateAppeal(aBranchReviewer(), 58, edit(3)));
    expect(saved.appeal.branch_id).to.equal(3);
  });

  it("lets staff enter an appeal for a customer only in a branch they work on", async () => {
    const { deps, useCases } = withAppeals();
    const inAndijon = await useCases.saveAppeal(
      aBranchStaffMember(),
      saveCommand("verification", entered(3)),
    );
    expect(rightOf(inAndijon).appeal).to.include({ branch_id: 3, owner_id: 2, is_offline: 1 });
    const inTashkent = await useCases.saveAppeal(
      aBranchStaffMember(),
      saveCommand("verification", entered(1)),
    );
    expect(leftOf(inTashkent)).to.deep.equal(FORBIDDEN);
    expect(deps.appeals.insert.callCount).to.equal(1);
    expect(
      rightOf(await useCases.saveAppeal(aStaffMember(), saveCommand("verification", entered(1)))),
    ).to.have.property("appeal");
  });

  it("forbids a branch's staff an appeal naming no branch, or one whose kind keeps none: the head office's", async () => {
    const { deps, useCases } = withAppeals();
    const { branch_id: _none, ...header } = entered(3).appeal;
    const unnamed = await useCases.saveAppeal(
      aBranchStaffMember(),
      saveCommand("verification", { ...entered(3), appeal: header }),
    );
    expect(leftOf(unnamed)).to.deep.equal(FORBIDDEN);
    const comment = await useCases.saveAppeal(
      aBranchStaffMember(),
      saveCommand("comment", { ...entered(3), devices: [{ comment: "Tarozilar", amount: 2 }] }),
    );
    expect(leftOf(comment)).to.deep.equal(FORBIDDEN);
    expect(deps.appeals.insert.called).to.equal(false);
  });

  it("leaves a customer's own save in any branch as it was", async () => {
    const { useCases } = withAppeals();
    const saved = await useCases.saveAppeal(aCustomer(), saveCommand("verification", entered(9)));
    expect(rightOf(saved).appeal.branch_id).to.equal(9);
  });
});
