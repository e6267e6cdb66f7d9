import { type AppealEdit, message } from "@portal/domain";
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
} from "../shared";
import { planFor } from "./appealPlans";
import { checkTransition, recordTransition } from "./appealTransitions";
import type { AppealDeps } from "./deps";
import { plannedContent } from "./plannedContent";
import type { SavedAppeal } from "./AppealUseCases";
import { commandOf, editableAs } from "./editCommand";

/**
 * POST /api/appeals/{id}/resubmit: the customer corrects their sent-back appeal in its own
 * form and sends it again. The body is planned exactly as a save is (catalogue prices, the
 * customer's discount and requisites, the send rules; nothing the client priced is kept),
 * replaces the appeal's content under the same id at the next version, and leaves a
 * `resubmit` entry in the audit trail. Only while the appeal is sent back, and only at the
 * version the form was opened at: a change made meanwhile is not overwritten.
 */
export function makeResubmitAppeal(deps: AppealDeps) {
  return async function resubmitAppeal(
    actor: Actor,
    id: number,
    version: number,
    edit: AppealEdit,
  ): Result<SavedAppeal> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (isStaff(actor)) return E.left(forbidden);
    const appeal = await deps.appeals.findById(id);
    // Someone else's appeal is not there for this customer.
    if (!appeal || appeal.owner_id !== user.right.id) return E.left(notFound);
    if (appeal.version !== version) return E.left(conflict(message("appealChanged")));
    if (appeal.status !== "needs_changes") return E.left(conflict(message("appealNotSentBack")));
    const endpoint = editableAs(appeal.kind);
    if (endpoint === undefined) return E.left(conflict(message("appealNotEditable")));
    const allowed = checkTransition(appeal, "resubmit", user.right);
    if (E.isLeft(allowed)) return allowed;

    const command = commandOf(edit, endpoint);
    if (E.isLeft(command)) return E.left(decodeFailure(command.left));
    // The offer accepted when the appeal was first sent still stands.
    const offerAccepted = appeal.offer !== undefined || command.right.payload.offer_accepted === true;
    const planned = await planFor(
      { deps, owner: user.right, enteredBy: user.right, offerAccepted, previous: appeal.exemption },
      command.right,
    );
    if (E.isLeft(planned)) return planned;
    if (planned.right.messages.length > 0) return E.left(invalid(planned.right.messages));
    const content = plannedContent(planned.right, user.right.id, appeal.is_offline);
    const offer = appeal.offer ?? {
      version: deps.config.offerVersion,
      accepted_at: deps.clock.now().toISOString(),
    };

    const updated = await recordTransition(deps, appeal, "resubmit", user.right, {
      appeal: { ...content, offer },
    });
    if (E.isLeft(updated)) return updated;
    return E.right({ appeal: updated.right, destination: `/appeals/${id}` });
  };
}
