import {
  APPEAL_STATUSES,
  type AppealStatus,
  addDays,
  type InboxItem,
  type StaffInboxQuery,
  tashkentDayStart,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealFilter,
  type AppealSummary,
  branchFilter,
  customerView,
  forbidden,
  isStaff,
  type Page,
  type Result,
  signedIn,
} from "../shared";
import type { AppealDeps } from "./deps";

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;
/** How many customers a name or tax-id filter may stand for; a wider one should be narrowed. */
export const INBOX_CUSTOMER_MATCHES = 50;

/** A drafted appeal is the customer's own work in progress: the inbox never shows one. */
const SENT_STATUSES: readonly AppealStatus[] = APPEAL_STATUSES.filter((status) => status !== "draft");

/**
 * GET /api/staff/appeals: every sent appeal of the branches the staff member or reviewer
 * works on, filtered by kind, status, branch, customer (tax id, PINFL or name, through the
 * user search) and creation dates, newest or oldest first, keyset-paged on the server.
 */
export function makeStaffInbox(deps: AppealDeps) {
  async function ownerIdsOf(customer: string | undefined): Promise<number[] | undefined> {
    if (customer === undefined || customer === "") return undefined;
    return (await deps.users.search(customer, INBOX_CUSTOMER_MATCHES)).map((user) => user.id);
  }

  async function withOwners(items: readonly AppealSummary[]): Promise<InboxItem[]> {
    const ids = [...new Set(items.map((item) => item.owner_id))];
    const owners = new Map(
      (await Promise.all(ids.map((id) => deps.users.findById(id))))
        .filter((user) => user !== undefined)
        .map((user) => [user.id, customerView(user)]),
    );
    return items.map((item) => ({
      ...item,
      owner_name: owners.get(item.owner_id)?.name ?? "",
      owner_tin: owners.get(item.owner_id)?.tin ?? "",
    }));
  }

  return async function staffInbox(actor: Actor, q: StaffInboxQuery): Result<Page<InboxItem>> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const ownerIds = await ownerIdsOf(q.customer);
    const filter: AppealFilter = {
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.status ? { status: q.status } : {}),
      statuses: SENT_STATUSES,
      ...(q.branch_id ? { branch_id: q.branch_id } : {}),
      ...branchFilter(user.right),
      ...(ownerIds ? { owner_ids: ownerIds } : {}),
      // The days of Tashkent, where the inbox shows each appeal's time: both whole.
      ...(q.from ? { created_from: tashkentDayStart(q.from) } : {}),
      ...(q.to ? { created_before: tashkentDayStart(addDays(q.to, 1)) } : {}),
    };
    const page = await deps.appeals.list(filter, {
      limit: Math.min(q.limit ?? DEFAULT_PAGE, MAX_PAGE),
      ...(q.before ? { before: q.before } : {}),
      order: q.sort ?? "newest",
    });
    return E.right({ items: await withOwners(page.items), ...(page.next ? { next: page.next } : {}) });
  };
}
