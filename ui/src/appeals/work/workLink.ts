import { destinationAfterSave } from "@portal/domain/appeals/destinations";
import type { AppealKindName as AppealKind } from "@portal/domain/appeals/destinations";
import type { AppealStatus } from "@portal/domain/appeals/lifecycle";
import { contractPageOf } from "@portal/domain/appeals/paperwork";
import type { Role } from "../../api/portal";

/** The statuses past the review, when the work on an appeal is its paperwork, then its results. */
const PAST_REVIEW: readonly AppealStatus[] = ["approved", "contracted", "invoiced", "paid", "completed"];

/** The statuses in which the work is done: staff record the instruments' receipt and the results. */
const IN_WORK: readonly AppealStatus[] = ["contracted", "invoiced", "paid"];

export const isInWork = (status: AppealStatus): boolean => IN_WORK.includes(status);

/**
 * Where staff or a reviewer work on an appeal: the destination spec 2 gives after an
 * offline save (contract pages, reviewer pages). Reviewers never contract, so they get
 * only the reviewer pages; a kind with no page of its own (provider) gets none. Past the
 * review, staff work on a kind without a contract page from the appeal's own page, where its
 * next step is (docs/decisions.md).
 */
export function workLink(
  kind: AppealKind,
  id: number,
  role: Role,
  status?: AppealStatus,
): string | undefined {
  if (role === "staff" && status !== undefined && PAST_REVIEW.includes(status) && !contractPageOf(kind, id))
    return `/appeals/${id}`;
  const target = destinationAfterSave(kind, id, true);
  if (!target.startsWith("/reviewer/") && !target.startsWith("/recognition/")) return undefined;
  if (role === "reviewer" && !target.startsWith("/reviewer/")) return undefined;
  return target;
}
