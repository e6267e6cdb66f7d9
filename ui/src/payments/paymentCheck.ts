import type { InvoicePayments } from "@portal/domain/payments/api";

/**
 * The customer back on the appeal page from a payment system's checkout: the payment system
 * tells the portal of the payment by its own call, which may come a moment after the reader
 * returns. The page asks again, a few times, until the invoice reads paid.
 */

/** The invoice the reader went to pay, or "any" when the return did not say which. */
export type AwaitedPayment = { readonly invoice: number } | "any";

/** The pauses before each repeated question (ms): about half a minute in all, then the reader refreshes. */
export const CHECK_PAUSES_MS: readonly number[] = [1000, 2000, 3000, 5000, 8000, 13000];

/** Waits before the repeated question after `attempt` answers; a test hands its own. */
export type Pause = (attempt: number) => Promise<void>;

export const pauseBeforeAsking: Pause = (attempt) =>
  new Promise((resolve) => setTimeout(resolve, CHECK_PAUSES_MS[attempt] ?? 0));

/**
 * What an answer means for a check: `confirmed` once the awaited invoice (any unpaid one, when
 * unknown) is no longer unpaid; `again` while it is and questions remain after `attempt` answers;
 * `unconfirmed` when they ran out.
 */
export function checkVerdict(
  invoices: readonly Pick<InvoicePayments, "invoice_id" | "state">[],
  awaited: AwaitedPayment,
  attempt: number,
): "confirmed" | "again" | "unconfirmed" {
  const waiting =
    awaited === "any"
      ? invoices.some((invoice) => invoice.state === "unpaid")
      : invoices.some((invoice) => invoice.invoice_id === awaited.invoice && invoice.state === "unpaid");
  if (!waiting) return "confirmed";
  return attempt < CHECK_PAUSES_MS.length ? "again" : "unconfirmed";
}

/**
 * Whether the card of this invoice tells of the check: the awaited invoice's; when the return
 * named none, the unpaid ones while it asks, and the paid ones once it is confirmed.
 */
export function awaits(
  awaited: AwaitedPayment | undefined,
  invoice: Pick<InvoicePayments, "invoice_id" | "state">,
  confirmed: boolean,
): boolean {
  if (awaited === undefined) return false;
  if (awaited !== "any") return awaited.invoice === invoice.invoice_id;
  return invoice.state === (confirmed ? "paid" : "unpaid");
}

/** The query parameter of the appeal page's address a payment system returns the reader to: `?payment=<invoice>`. */
export const RETURN_PARAMETER = "payment";

/** Where the page notes, before the reader leaves for a checkout, which invoice they went to pay. */
const MARK = "portal.paying";

/** The tab's storage, when the browser lets the page use it. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes, as the reader leaves for a checkout, the invoice of the appeal they went to pay. */
export function notePaying(storage: Storage | undefined, appeal: number, invoice: number): void {
  try {
    storage?.setItem(MARK, JSON.stringify({ appeal, invoice }));
  } catch {
    // A browser that keeps nothing still returns with ?payment, or the reader refreshes.
  }
}

function takeNote(storage: Storage | undefined, appeal: number): number | undefined {
  try {
    const note = JSON.parse(storage?.getItem(MARK) ?? "null") as {
      appeal?: unknown;
      invoice?: unknown;
    } | null;
    if (note?.appeal !== appeal || typeof note.invoice !== "number") return undefined;
    storage?.removeItem(MARK);
    return note.invoice;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page was reached back from a checkout, and for which invoice: by the return
 * address's `?payment=<invoice>` (any invoice when it names none), else by the note the page
 * left as the reader went (taken, so a later visit does not check again).
 */
export function returnedFrom(
  search: URLSearchParams,
  storage: Storage | undefined,
  appeal: number,
): AwaitedPayment | undefined {
  const noted = takeNote(storage, appeal);
  const named = search.get(RETURN_PARAMETER);
  if (named !== null) return /^[1-9]\d{0,14}$/.test(named) ? { invoice: Number(named) } : "any";
  return noted === undefined ? undefined : { invoice: noted };
}
