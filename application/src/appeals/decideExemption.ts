import {
  type ExemptionDecision,
  billedTotal,
  decidedExemption,
  exemptionAwaits,
  message,
  toDecimalString,
  validateTransitionNote,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  conflict,
  forbidden,
  invalid,
  isStaff,
  notFound,
  type Result,
  signedIn,
  worksOn,
} from "../shared";
import { checkTransition, recordTransition } from "./appealTransitions";
import type { AppealDeps } from "./deps";

/**
 * POST /api/appeals/{id}/exemption: the reviewer's (or staff's) word on the customer's claim
 * of exemption, during review. Confirming makes the appeal bill without VAT (or nothing, when
 * free by decree); refusing, with a note the customer reads, keeps the full price. The step
 * is an entry of the audit trail; the status stays under review.
 */
export function makeDecideExemption(deps: AppealDeps) {
  return async function decideExemption(
    actor: Actor,
    id: number,
    decision: ExemptionDecision,
  ): Result<AppealRecord> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const appeal = await deps.appeals.findById(id);
    if (!appeal) return E.left(notFound);
    if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
    if (decision.version !== undefined && decision.version !== null && decision.version !== appeal.version) {
      return E.left(conflict(message("appealChanged")));
    }
    const action = decision.decision === "confirm" ? "confirm_exemption" : "refuse_exemption";
    const allowed = checkTransition(appeal, action, user.right);
    if (E.isLeft(allowed)) return allowed;
    // Only a stored claim is decided: one read from an appeal stored before claims had a state is settled.
    const claim = appeal.exemption;
    if (!claim || !exemptionAwaits(claim)) return E.left(conflict(message("exemptionNotClaimed")));
    const noteProblems = validateTransitionNote(action, decision.note);
    if (noteProblems.length > 0) return E.left(invalid(noteProblems));

    const exemption = decidedExemption(
      claim,
      decision.decision,
      { by: user.right.id, at: deps.clock.now().toISOString() },
      decision.note,
    );
    return recordTransition(deps, appeal, action, user.right, {
      appeal: { exemption, total: toDecimalString(billedTotal(appeal.devices, exemption)) },
      ...(decision.note ? { note: decision.note } : {}),
    });
  };
}
