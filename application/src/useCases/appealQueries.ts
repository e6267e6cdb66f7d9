import * as E from "fp-ts/lib/Either";
import { type Actor, isStaff } from "../actor";
import { notFound } from "../failures";
import type { AppealRecord, AppealSummary, Page } from "../ports";
import type { Deps } from "./deps";
import { signedIn } from "./shared";
import type { AppealListQuery, Result } from "./UseCases";

const MAX_PAGE = 50;

export function makeAppealQueries(deps: Deps) {
  return {
    /** "My applications": the caller's own appeals, newest first, keyset-paged. */
    async listMyAppeals(actor: Actor, query: AppealListQuery): Result<Page<AppealSummary>> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 20), 1), MAX_PAGE);
      const page = await deps.appeals.list(
        { owner_id: user.right.id, ...(query.status ? { status: query.status } : {}) },
        { limit, ...(query.before ? { before: query.before } : {}) },
      );
      return E.right(page);
    },

    /** One appeal, for its owner and staff; anyone else's id answers NotFound. */
    async getAppeal(actor: Actor, id: number): Result<AppealRecord> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const appeal = await deps.appeals.findById(id);
      if (!appeal || (appeal.owner_id !== user.right.id && !isStaff(actor))) return E.left(notFound);
      return E.right(appeal);
    },
  };
}
