import { type AppealAction, type LifecycleRefusal, message, transition } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type AppealEvent,
  type AppealRecord,
  type AppealStatus,
  conflict,
  type Failure,
  forbidden,
  lifecycleRole,
  type UserRecord,
} from "../shared";
import type { AppealDeps } from "./deps";
import { announce } from "./ports/AppealEvents";

/** A refusal of the lifecycle as a failure: the wrong role is forbidden, the wrong status a conflict. */
export const refusalToFailure = (refusal: LifecycleRefusal): Failure =>
  refusal.reason === "role" ? forbidden : conflict(refusal.message);

/** The status `action` by `user` leads the appeal to, or the failure that refuses it. */
export function checkTransition(
  appeal: AppealRecord,
  action: AppealAction,
  user: UserRecord,
): E.Either<Failure, AppealStatus> {
  const role = lifecycleRole(user);
  if (role === undefined) return E.left(forbidden);
  return E.mapLeft(refusalToFailure)(transition(appeal.status, action, role));
}

/** What recording a transition needs: the appeals, the time, and who hears of the step. */
export type TransitionDeps = Pick<AppealDeps, "appeals" | "clock" | "events">;

export interface TransitionChanges {
  /** What else the action changes on the appeal (rows and total of an edit…). */
  readonly appeal?: Partial<Omit<AppealRecord, "id" | "status" | "history" | "version">>;
  readonly note?: string;
}

/**
 * Takes `action` on the appeal as `user`: checks the lifecycle, appends the audit entry
 * {status, at, by, action, note} and replaces the appeal at the version read. A write
 * that lost to another (a stale version) is a conflict, and nothing is changed. Once stored,
 * the step is announced (AppealEvents): whoever it needs is notified, and a notice that
 * fails never fails the step.
 */
export async function recordTransition(
  deps: TransitionDeps,
  appeal: AppealRecord,
  action: AppealAction,
  user: UserRecord,
  changes: TransitionChanges = {},
): Promise<E.Either<Failure, AppealRecord>> {
  const next = checkTransition(appeal, action, user);
  if (E.isLeft(next)) return next;
  const at = deps.clock.now().toISOString();
  const note = changes.note?.trim();
  const event: AppealEvent = { status: next.right, at, by: user.id, action, ...(note ? { note } : {}) };
  const updated: AppealRecord = {
    ...appeal,
    ...changes.appeal,
    status: next.right,
    history: [...appeal.history, event],
    updated_at: at,
    version: appeal.version + 1,
  };
  if (!(await deps.appeals.replace(updated, appeal.version)))
    return E.left(conflict(message("appealChanged")));
  await announce(() => deps.events.stepTaken(updated, action, user));
  return E.right(updated);
}
