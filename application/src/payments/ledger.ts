import {
  addDays,
  type LedgerEntry,
  type LedgerQuery,
  message,
  type PaymentRecord,
  tashkentDayStart,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  branchFilter,
  customerView,
  forbidden,
  hasRole,
  invalid,
  type Result,
  signedIn,
} from "../shared";
import type { PaymentsDeps } from "./deps";
import type { PaymentFilter } from "./ports/PaymentRepository";

/** The instant a Tashkent day ("YYYY-MM-DD") begins, in milliseconds. */
const dayStart = (day: string) => Date.parse(tashkentDayStart(day));

const isoOr = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : undefined);

/**
 * GET /api/staff/payments: the organisation's payments ledger for staff, newest first: every
 * transaction of both payment systems made in the period (Tashkent days, both ends included),
 * of a branch, a system and a state, as asked; a regional staff member's of their branches
 * only. A period that ends before it begins is refused.
 */
export function makeLedger(deps: PaymentsDeps) {
  /** The invoice's number and the customer's name of each line, read once each. */
  async function entriesOf(records: readonly PaymentRecord[]): Promise<LedgerEntry[]> {
    const numbers = new Map<number, string>();
    const customers = new Map<number, string>();
    for (const record of records) {
      if (!numbers.has(record.invoice_id))
        numbers.set(
          record.invoice_id,
          (await deps.contracts.findById(record.invoice_id))?.contract_number ?? "",
        );
      if (!customers.has(record.owner_id)) {
        const owner = await deps.users.findById(record.owner_id);
        customers.set(record.owner_id, owner ? customerView(owner).name : "");
      }
    }
    return records.map((record) => ({
      id: record.id,
      provider: record.provider,
      transaction: record.provider_id,
      invoice_id: record.invoice_id,
      contract_number: numbers.get(record.invoice_id) ?? "",
      appeal_id: record.appeal_id,
      customer: customers.get(record.owner_id) ?? "",
      branch_id: record.branch_id,
      amount: record.amount,
      state: record.state,
      created_at: new Date(record.create_time).toISOString(),
      performed_at: isoOr(record.perform_time),
      cancelled_at: isoOr(record.cancel_time),
    }));
  }

  return async function ledger(actor: Actor, query: LedgerQuery): Result<LedgerEntry[]> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!hasRole(actor, "staff")) return E.left(forbidden);
    if (query.from && query.to && query.from > query.to)
      return E.left(invalid([message("ledgerPeriodInvalid")]));
    const filter: PaymentFilter = {
      ...(query.from ? { created_from: dayStart(query.from) } : {}),
      ...(query.to ? { created_before: dayStart(addDays(query.to, 1)) } : {}),
      ...(query.branch_id ? { branch_id: query.branch_id } : {}),
      ...branchFilter(user.right),
      ...(query.provider ? { provider: query.provider } : {}),
      ...(query.state ? { state: query.state } : {}),
    };
    return E.right(await entriesOf(await deps.payments.list(filter)));
  };
}
