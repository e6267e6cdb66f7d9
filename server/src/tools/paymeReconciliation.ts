import { type PaymeStatementEntry, TASHKENT_OFFSET_MS, toDecimalString, type Money } from "@portal/domain";

/** A transaction as both sides list it: Payme's id, the amount in tiyin, the state, the account. */
export interface StatementLine {
  readonly id: string;
  readonly time: number;
  readonly amount: number;
  readonly state: number;
  readonly invoice: string;
}

/** What differs between the ledger and Payme for a period. */
export interface Reconciliation {
  /** Payme has them, the ledger does not. */
  readonly missing: readonly StatementLine[];
  /** The ledger has them, Payme does not. */
  readonly extra: readonly StatementLine[];
  /** Both have them, with another state or amount. */
  readonly mismatching: readonly { readonly ours: StatementLine; readonly theirs: StatementLine }[];
}

/** Compares the two statements by Payme's transaction id. */
export function reconcile(ours: readonly StatementLine[], theirs: readonly StatementLine[]): Reconciliation {
  const ourById = new Map(ours.map((line) => [line.id, line]));
  const theirById = new Map(theirs.map((line) => [line.id, line]));
  return {
    missing: theirs.filter((line) => !ourById.has(line.id)),
    extra: ours.filter((line) => !theirById.has(line.id)),
    mismatching: ours.flatMap((line) => {
      const other = theirById.get(line.id);
      return other && (other.state !== line.state || other.amount !== line.amount)
        ? [{ ours: line, theirs: other }]
        : [];
    }),
  };
}

export const lineOf = (entry: PaymeStatementEntry): StatementLine => ({
  id: entry.id,
  time: entry.time,
  amount: entry.amount,
  state: entry.state,
  invoice: entry.account.invoice,
});

/**
 * Payme's side as a report gives it: GetStatement's list of transactions, bare (`[…]`), under
 * `transactions`, or a whole JSON-RPC answer (`result.transactions`). Undefined when it is none
 * of these, or a transaction lacks its id, time, amount or state.
 */
export function readReport(json: unknown): StatementLine[] | undefined {
  const record = (json ?? {}) as { transactions?: unknown; result?: { transactions?: unknown } };
  const list = Array.isArray(json) ? json : (record.transactions ?? record.result?.transactions);
  if (!Array.isArray(list)) return undefined;
  const lines: StatementLine[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const { id, time, amount, state, account } = item ?? {};
    if (
      typeof id !== "string" ||
      typeof time !== "number" ||
      !Number.isSafeInteger(amount) ||
      typeof state !== "number"
    )
      return undefined;
    const invoice = (account as { invoice?: unknown } | undefined)?.invoice;
    lines.push({
      id,
      time,
      amount: amount as number,
      state,
      invoice: invoice === undefined ? "" : String(invoice),
    });
  }
  return lines;
}

const DAY_MS = 86_400_000;

/** A period of Tashkent days, both included, in milliseconds; undefined when a day is not YYYY-MM-DD or `to` precedes `from`. */
export function periodOf(from: string, to: string): { from: number; to: number } | undefined {
  const start = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) - TASHKENT_OFFSET_MS : Number.NaN;
  const [first, last] = [start(from), start(to)];
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return undefined;
  return { from: first, to: last + DAY_MS - 1 };
}

const shown = (line: StatementLine) =>
  `${line.id}  invoice ${line.invoice || "?"}  ${toDecimalString(BigInt(line.amount) as Money)} so'm  state ${line.state}  ${new Date(
    line.time + TASHKENT_OFFSET_MS,
  )
    .toISOString()
    .slice(0, 19)
    .replace("T", " ")}`;

/** The reconciliation as lines to print. */
export function reportLines(result: Reconciliation): string[] {
  const out: string[] = [];
  const section = (title: string, lines: readonly string[]) => {
    out.push(`${title}: ${lines.length}`);
    for (const line of lines) out.push(`  ${line}`);
  };
  section("missing (Payme has them, the ledger does not)", result.missing.map(shown));
  section("extra (the ledger has them, Payme does not)", result.extra.map(shown));
  section(
    "mismatching (state or amount)",
    result.mismatching.map(
      ({ ours, theirs }) =>
        `${ours.id}  ledger: ${toDecimalString(BigInt(ours.amount) as Money)} so'm, state ${ours.state}; Payme: ${toDecimalString(BigInt(theirs.amount) as Money)} so'm, state ${theirs.state}`,
    ),
  );
  return out;
}
