import { toDecimalString } from "@portal/domain";
import type { AppealRecord } from "../shared";
import type { AppealPlan } from "./appealPlans";

/** What a planned save, edit or draft submission stores on its appeal. */
export interface PlannedContent {
  /** The header as planned, the owner's (user_id), offline or not (is_offline). */
  readonly appeal: AppealRecord["appeal"];
  /** The rows as planned, numbered 1..n. */
  readonly devices: AppealRecord["devices"];
  /** The server's total, decimal string of so'm. */
  readonly total: string;
  /** The branch the header names, when it names a whole positive id. */
  readonly branch_id: number | undefined;
  /** A verification appeal's claim of exemption; undefined when it makes none (an edit may drop one). */
  readonly exemption: AppealRecord["exemption"];
}

/**
 * The one place a plan becomes what the appeal stores: the save, the reviewer's edit and
 * the submission of a draft all take it from here.
 */
export function plannedContent(plan: AppealPlan, ownerId: number, isOffline: 0 | 1): PlannedContent {
  const branchId = plan.appeal.branch_id;
  return {
    appeal: { ...plan.appeal, user_id: ownerId, is_offline: isOffline },
    devices: plan.devices,
    total: toDecimalString(plan.total),
    branch_id:
      branchId !== undefined && Number.isSafeInteger(branchId) && branchId > 0 ? branchId : undefined,
    exemption: plan.exemption,
  };
}
