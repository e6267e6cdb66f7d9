import { branchesChosen } from "@portal/domain";
import { aBranchStaffMember, aStaffMember, aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { branchFilter, type UserRecord, worksOn } from "../../src/shared";

const userOf = (actor: { user?: UserRecord }): UserRecord => {
  if (!actor.user) throw new Error("a signed-in actor");
  return actor.user;
};

describe("staff work within their branches", () => {
  const regional = userOf(aBranchStaffMember([3, 9]));
  const headOffice = userOf(aStaffMember());

  it("lets staff of a regional branch work on its appeals only, never on one that names no branch", () => {
    expect(worksOn(regional, 3)).to.equal(true);
    expect(worksOn(regional, 9)).to.equal(true);
    expect(worksOn(regional, 1)).to.equal(false);
    expect(worksOn(regional, undefined)).to.equal(false);
    expect(worksOn(userOf(aBranchStaffMember([])), 3)).to.equal(false);
  });

  it("lets the head office, and an account made before branches, work on every appeal", () => {
    const all = aUser({ role: "staff", branches: "all" });
    for (const user of [headOffice, all]) {
      expect(worksOn(user, 7)).to.equal(true);
      expect(worksOn(user, undefined)).to.equal(true);
    }
    expect(headOffice.branches).to.equal(undefined);
  });

  it("narrows a list of appeals to the user's branches, and the head office's not at all", () => {
    expect(branchFilter(regional)).to.deep.equal({ branch_ids: [3, 9] });
    expect(branchFilter(userOf(aBranchStaffMember([])))).to.deep.equal({ branch_ids: [] });
    expect(branchFilter(headOffice)).to.deep.equal({});
    expect(branchFilter(aUser({ role: "reviewer", branches: "all" }))).to.deep.equal({});
  });

  it("offers a branch choice of the user's branches only", () => {
    const branches = [1, 3, 9, 14].map((id) => ({ id, name: `Filial ${id}` }));
    expect(branchesChosen(regional.branches, branches).map((b) => b.id)).to.deep.equal([3, 9]);
    expect(branchesChosen(headOffice.branches, branches)).to.deep.equal(branches);
  });
});
