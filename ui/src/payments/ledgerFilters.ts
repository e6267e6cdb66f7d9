import type { LedgerEntry, LedgerQuery } from "@portal/domain/payments/api";
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  type PaymentProvider,
  type PaymentState,
} from "@portal/domain/payments/payment";
import { add, type Money, parseSom, ZERO } from "@portal/domain/shared/money";
import { isCalendarDate } from "@portal/domain/shared/rules";

/** The ledger page's filters, as its address and the ledger's query carry them (?from&to&branch_id&provider&state). */
export type LedgerFilters = { readonly [K in keyof LedgerQuery]?: NonNullable<LedgerQuery[K]> };

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

const day = (text: string | null): string | undefined => (isCalendarDate(text) ? text : undefined);

const id = (text: string | null): number | undefined =>
  text !== null && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;

/** The filters of an address; what is not understood is left out. */
export function filtersOf(search: URLSearchParams): LedgerFilters {
  const filters: { -readonly [K in keyof LedgerFilters]: LedgerFilters[K] } = {};
  const from = day(search.get("from"));
  const to = day(search.get("to"));
  const branch = id(search.get("branch_id"));
  const provider = oneOf<PaymentProvider>(PAYMENT_PROVIDERS, search.get("provider"));
  const state = oneOf<PaymentState>(PAYMENT_STATES, search.get("state"));
  if (from) filters.from = from;
  if (to) filters.to = to;
  if (branch !== undefined) filters.branch_id = branch;
  if (provider) filters.provider = provider;
  if (state) filters.state = state;
  return filters;
}

/** The query string of filters, for the address, the ledger call and its export alike; empty ones left out. */
export function filterQuery(filters: LedgerFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ["from", "to", "branch_id", "provider", "state"] as const) {
    const value = filters[name];
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  return query;
}

/** How many of the shown transactions are in a state, and their amount. */
export interface StateTotal {
  readonly state: PaymentState;
  readonly count: number;
  readonly amount: Money;
}

/**
 * The totals of the rows shown, by state (in the states' order; a state with no row left out):
 * exact, in tiyin. Amounts of different states are never added together: money held, paid and
 * given back are different sums.
 */
export function ledgerTotals(entries: readonly Pick<LedgerEntry, "state" | "amount">[]): StateTotal[] {
  return PAYMENT_STATES.flatMap((state) => {
    const rows = entries.filter((entry) => entry.state === state);
    if (rows.length === 0) return [];
    const amount = add(ZERO, ...rows.map((entry) => parseSom(entry.amount) ?? ZERO));
    return [{ state, count: rows.length, amount }];
  });
}
