import {
  type AppealStatusChange,
  exemptionAwaits,
  message,
  VerificationAppealPayload,
  validateTransitionNote,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  conflict,
  decodeBody,
  type Failure,
  forbidden,
  invalid,
  isStaff,
  notFound,
  type Result,
  signedIn,
  type UserRecord,
  worksOn,
} from "../shared";
import { planFor } from "./appealPlans";
import { checkTransition, recordTransition, type TransitionChanges } from "./appealTransitions";
import type { AppealDeps } from "./deps";
import { plannedContent } from "./plannedContent";

/**
 * Submitting a draft applies the send rules the draft skipped: the stored draft is planned
 * again, as a save would be, with the offer the customer accepts now.
 */
async function submittedDraft(
  deps: AppealDeps,
  draft: AppealRecord,
  owner: UserRecord,
  offerAccepted: boolean,
): Promise<E.Either<Failure, TransitionChanges["appeal"]>> {
  // The draft as stored, read again as the verification form's payload it was saved from.
  const payload = decodeBody(VerificationAppealPayload, { appeal: draft.appeal, devices: draft.devices });
  if (E.isLeft(payload)) return payload;
  const planned = await planFor(
    { deps, owner, enteredBy: owner, offerAccepted, previous: draft.exemption },
    { endpoint: "verification", payload: payload.right },
  );
  if (E.isLeft(planned)) return planned;
  if (planned.right.messages.length > 0) return E.left(invalid(planned.right.messages));
  return E.right({
    ...plannedContent(planned.right, owner.id, draft.is_offline),
    offer: { version: deps.config.offerVersion, accepted_at: deps.clock.now().toISOString() },
  });
}

/**
 * POST /api/appeals/{id}/status: one step of the lifecycle with its audit entry. The owner
 * and staff see the appeal; anyone else's answers NotFound, and staff of another branch are
 * forbidden it. The lifecycle decides who may take the step from which status; sending back
 * and rejecting need a note.
 */
export function makeChangeAppealStatus(deps: AppealDeps) {
  return async function changeAppealStatus(
    actor: Actor,
    id: number,
    change: AppealStatusChange,
  ): Result<AppealRecord> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    const appeal = await deps.appeals.findById(id);
    if (!appeal || (appeal.owner_id !== user.right.id && !isStaff(actor))) return E.left(notFound);
    if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
    if (change.version !== undefined && change.version !== appeal.version) {
      return E.left(conflict(message("appealChanged")));
    }

    const allowed = checkTransition(appeal, change.action, user.right);
    if (E.isLeft(allowed)) return allowed;
    const noteProblems = validateTransitionNote(change.action, change.note);
    if (noteProblems.length > 0) return E.left(invalid(noteProblems));

    // A claim of exemption is decided before approval: the contract's price depends on it.
    if (change.action === "approve" && exemptionAwaits(appeal.exemption)) {
      return E.left(conflict(message("exemptionUndecided")));
    }
    if (change.action === "complete") {
      const missing = await deps.completion.missing(appeal);
      if (missing.length > 0) return E.left(invalid(missing));
    }

    let changed: TransitionChanges["appeal"];
    if (change.action === "submit") {
      const submitted = await submittedDraft(deps, appeal, user.right, change.offer_accepted === true);
      if (E.isLeft(submitted)) return submitted;
      changed = submitted.right;
    }
    return recordTransition(deps, appeal, change.action, user.right, {
      ...(changed ? { appeal: changed } : {}),
      ...(change.note ? { note: change.note } : {}),
    });
  };
}
