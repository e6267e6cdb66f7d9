import type { MyAppealsQuery, StoredAppealRow } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  type AppealSummary,
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
  /**
   * A row of a catalogue device names it in the caller's language: the stored name is the
   * one of the language it was saved in, and the catalogue's names do not change.
   */
  async function named(row: StoredAppealRow, actor: Actor): Promise<StoredAppealRow> {
    const id = row.device_id;
    if (typeof id !== "number") return row;
    const device = await deps.catalogue.device(id, actor.lang);
    return device ? { ...row, device_name: device.name } : row;
  }

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
      // Only a verification appeal's rows name catalogue devices; other kinds' device ids and
      // names are the customer's own (a provider's method, a recognition's instrument).
      if (appeal.kind !== "verification") return E.right({ ...appeal, devices });
      return E.right({ ...appeal, devices: await Promise.all(devices.map((row) => named(row, actor))) });
    },
  };
}
