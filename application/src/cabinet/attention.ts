import {
  ATTENTION_LIMIT,
  type CabinetAttention,
  cabinetAttention,
  dueBounds,
  dueStateCounts,
  OPEN_STATUSES,
  RECENT_RESULTS_DAYS,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type Result, signedInCustomer } from "../shared";
import type { CabinetDeps } from "./deps";

/** As many open appeals and documents as one page of a store's list holds. */
const PAGE = 100;
const DAY_MS = 86_400_000;

/**
 * GET /api/cabinet/attention: what needs the signed-in customer, read in one go from the
 * stores (each read served by an index on both profiles): the appeals sent back, with their
 * trails; the open appeals and the newest contracts and invoices, joined by appeal; the
 * appeals completed in the last 30 days; the register's counts. Staff and reviewers have no
 * cabinet: refused.
 */
export function makeCabinetAttention(deps: CabinetDeps) {
  return async function attention(actor: Actor): Result<CabinetAttention> {
    const user = signedInCustomer(actor);
    if (E.isLeft(user)) return user;
    const owner_id = user.right.id;
    const now = deps.clock.now();
    const since = new Date(now.getTime() - RECENT_RESULTS_DAYS * DAY_MS).toISOString();
    const [sentBack, open, documents, completed, counts] = await Promise.all([
      deps.appeals.listRecords({ owner_id, status: "needs_changes" }, { limit: ATTENTION_LIMIT }),
      deps.appeals.list({ owner_id, statuses: OPEN_STATUSES }, { limit: PAGE }),
      deps.contracts.list({ owner_id }, { limit: PAGE }),
      deps.appeals.list({ owner_id, status: "completed", updated_from: since }, { limit: ATTENTION_LIMIT }),
      deps.selfDevices.counts({ userId: owner_id, bounds: dueBounds(tashkentDay(now)) }),
    ]);
    return E.right(
      cabinetAttention({
        sentBack: sentBack.items,
        open: open.items,
        documents: documents.items,
        completed: completed.items,
        counts: dueStateCounts(counts.ranges, counts.unfit),
      }),
    );
  };
}
