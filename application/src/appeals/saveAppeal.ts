import { destinationAfterSave, message } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  type Failure,
  forbidden,
  invalid,
  type Result,
  signedIn,
  type UserRecord,
  worksOn,
} from "../shared";
import { planFor } from "./appealPlans";
import type { AppealDeps } from "./deps";
import { announce } from "./ports/AppealEvents";
import { plannedContent } from "./plannedContent";
import type { SavedAppeal } from "./AppealUseCases";
import type { SaveCommand } from "./commands";

/**
 * Who the appeal is for. A customer always saves for themselves (a user_id they send is
 * ignored). Staff and reviewers save for a chosen customer: offline mode (spec 6).
 */
async function resolveOwner(
  deps: AppealDeps,
  actor: UserRecord,
  userId: number | undefined,
): Promise<E.Either<Failure, { owner: UserRecord; offline: boolean }>> {
  if (actor.role === "person" || actor.role === "company") return E.right({ owner: actor, offline: false });
  if (userId === undefined) return E.left(invalid([message("customerRequired")]));
  const owner = await deps.users.findById(userId);
  if (!owner || (owner.role !== "person" && owner.role !== "company")) {
    return E.left(invalid([message("customerRequired")]));
  }
  return E.right({ owner, offline: true });
}

/**
 * Saves an appeal of any kind from its command (the body decoded with its call's domain
 * codec): check ownership of every referenced requisite, contract and file, price it with
 * the domain formulas, validate with the domain validator, then store it whole. A draft
 * skips the spec's send rules. Staff enter appeals only of a branch they work on.
 */
export function makeSaveAppeal(deps: AppealDeps) {
  return async function saveAppeal(
    actor: Actor,
    command: SaveCommand,
    draft = false,
    submissionKey?: string,
  ): Result<SavedAppeal> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (draft && user.right.role !== "person" && user.right.role !== "company") return E.left(forbidden);
    const who = await resolveOwner(deps, user.right, command.payload.appeal?.user_id);
    if (E.isLeft(who)) return who;
    const { owner, offline } = who.right;
    // Authority before validation: the branch the header names, before any record it names is looked at.
    if (offline && !worksOn(user.right, command.payload.appeal?.branch_id ?? undefined))
      return E.left(forbidden);

    const { endpoint } = command;
    const offerAccepted = command.payload.offer_accepted === true;
    const planned = await planFor({ deps, owner, enteredBy: user.right, offerAccepted }, command);
    if (E.isLeft(planned)) return planned;
    if (!draft && planned.right.messages.length > 0) return E.left(invalid(planned.right.messages));

    const content = plannedContent(planned.right, owner.id, offline ? 1 : 0);
    // Only a verification appeal keeps its branch: the others are the head office's.
    if (!worksOn(user.right, content.branch_id)) return E.left(forbidden);

    const now = deps.clock.now().toISOString();
    const id = await deps.ids.next("appeals");
    const status = draft ? "draft" : "submitted";
    const record: AppealRecord = {
      id,
      kind: planned.right.kind,
      ...(planned.right.type_id === undefined ? {} : { type_id: planned.right.type_id }),
      owner_id: owner.id,
      created_by: user.right.id,
      is_offline: offline ? 1 : 0,
      status,
      ...(content.branch_id === undefined ? {} : { branch_id: content.branch_id }),
      appeal: content.appeal,
      devices: content.devices,
      total: content.total,
      ...(content.exemption ? { exemption: content.exemption } : {}),
      ...(offerAccepted ? { offer: { version: deps.config.offerVersion, accepted_at: now } } : {}),
      history: [{ status, at: now, by: user.right.id }],
      created_at: now,
      updated_at: now,
      version: 1,
    };
    // A key is the caller's own: scoped by who sends it and to which call.
    const key = submissionKey && `${user.right.id}:${draft ? "draft" : endpoint}:${submissionKey}`;
    const stored = key ? await deps.appeals.insertOnce(record, key) : await insert(deps, record);
    // A repeat of a keyed save announces the same submission again: its notices are keyed, so nothing doubles.
    if (stored.status === "submitted")
      await announce(() => deps.events.stepTaken(stored, "submit", user.right));
    return E.right({
      appeal: stored,
      destination: destinationAfterSave(stored.kind, stored.id, stored.is_offline === 1),
    });
  };
}

async function insert(deps: AppealDeps, record: AppealRecord): Promise<AppealRecord> {
  await deps.appeals.insert(record);
  return record;
}
