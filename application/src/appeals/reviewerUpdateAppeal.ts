import { type AppealEdit, destinationAfterSave, message } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  conflict,
  decodeFailure,
  forbidden,
  invalid,
  isStaff,
  notFound,
  type Result,
  signedIn,
  worksOn,
} from "../shared";
import { planFor } from "./appealPlans";
import { checkTransition, recordTransition } from "./appealTransitions";
import type { AppealDeps } from "./deps";
import { plannedContent } from "./plannedContent";
import type { SavedAppeal } from "./AppealUseCases";
import { commandOf, editableAs } from "./editCommand";

/**
 * POST /api/reviewer/appeals/{id}/update: a reviewer (or staff) edits a saved appeal with
 * the body of its save call. It is planned exactly as a save is (catalogue prices, the
 * owner's discount and requisites, the send rules), stays the owner's, keeps its status
 * and leaves an `edit` entry in the audit trail. Staff of another branch are forbidden the
 * appeal, and an edit may move it only to a branch its editor works on.
 */
export function makeReviewerUpdateAppeal(deps: AppealDeps) {
  return async function reviewerUpdateAppeal(
    actor: Actor,
    id: number,
    edit: AppealEdit,
  ): Result<SavedAppeal> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const appeal = await deps.appeals.findById(id);
    if (!appeal) return E.left(notFound);
    if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
    const endpoint = editableAs(appeal.kind);
    if (endpoint === undefined) return E.left(conflict(message("appealNotEditable")));
    const allowed = checkTransition(appeal, "edit", user.right);
    if (E.isLeft(allowed)) return allowed;
    const owner = await deps.users.findById(appeal.owner_id);
    if (!owner) return E.left(notFound);

    const command = commandOf(edit, endpoint);
    if (E.isLeft(command)) return E.left(decodeFailure(command.left));
    // The customer accepted the offer when the appeal was sent; an edit does not undo that.
    const offerAccepted = appeal.offer !== undefined || command.right.payload.offer_accepted === true;
    const planned = await planFor(
      { deps, owner, enteredBy: user.right, offerAccepted, previous: appeal.exemption },
      command.right,
    );
    if (E.isLeft(planned)) return planned;
    if (planned.right.messages.length > 0) return E.left(invalid(planned.right.messages));
    const content = plannedContent(planned.right, owner.id, appeal.is_offline);
    if (!worksOn(user.right, content.branch_id)) return E.left(forbidden);

    const updated = await recordTransition(deps, appeal, "edit", user.right, { appeal: content });
    if (E.isLeft(updated)) return updated;
    return E.right({ appeal: updated.right, destination: destinationAfterSave(appeal.kind, id, true) });
  };
}
