import { type MyAppealsQuery, namesCatalogueDevices, rowInLanguage } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  type AppealSummary,
  deviceNames,
  forbidden,
  isStaff,
  notFound,
  type Page,
  type Result,
  signedIn,
  worksOn,
} from "../shared";
import { withRowIds } from "./appealRows";
import type { AppealDeps } from "./deps";

const MAX_PAGE = 50;

export function makeAppealQueries(deps: AppealDeps) {
  return {
    /** "My applications": the caller's own appeals, newest first, keyset-paged. */
    async listMyAppeals(actor: Actor, query: MyAppealsQuery): Result<Page<AppealSummary>> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 20), 1), MAX_PAGE);
      const page = await deps.appeals.list(
        { owner_id: user.right.id, ...(query.status ? { status: query.status } : {}) },
        { limit, ...(query.before ? { before: query.before } : {}) },
      );
      return E.right(page);
    },

    /**
     * One appeal, for its owner and the staff of its branch; anyone else's id answers
     * NotFound, and staff of another branch are forbidden it.
     */
    async getAppeal(actor: Actor, id: number): Result<AppealRecord> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const appeal = await deps.appeals.findById(id);
      if (!appeal || (appeal.owner_id !== user.right.id && !isStaff(actor))) return E.left(notFound);
      if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
      // Each row with its id, as the contract call names it (an appeal stored before rows had ids is numbered).
      const devices = withRowIds(appeal.devices);
      // A catalogue device is named in the caller's language; other kinds' names are the customer's own.
      if (!namesCatalogueDevices(appeal.kind)) return E.right({ ...appeal, devices });
      const names = await deviceNames(deps.catalogue, actor.lang);
      return E.right({ ...appeal, devices: devices.map((row) => rowInLanguage(appeal.kind, row, names)) });
    },
  };
}
