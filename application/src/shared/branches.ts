import { branchesListed, worksOnBranch } from "@portal/domain";
import type { AppealFilter } from "./ports/AppealRepository";
import type { UserRecord } from "./ports/records";

/**
 * Staff and reviewers work within their branches (the domain's rule): the appeals of other
 * branches, and what hangs off them (contracts, invoices, results, certificates), are
 * forbidden to them. A customer has no branches: their own appeals are theirs, whatever
 * the branch, and ownership alone decides what they see.
 */

/** Whether the user works on an appeal of this branch (undefined: the appeal names none). */
export const worksOn = (user: UserRecord, branchId: number | undefined): boolean =>
  worksOnBranch(user.branches, branchId);

/** The filter that narrows a list of appeals to the branches the user works on: none for the head office. */
export function branchFilter(user: UserRecord): Pick<AppealFilter, "branch_ids"> {
  const listed = branchesListed(user.branches);
  return listed === undefined ? {} : { branch_ids: listed };
}
