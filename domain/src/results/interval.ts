/**
 * The default valid-until of a result (issue 14): kept apart from the rules so that the
 * results page takes it without them. A day is "YYYY-MM-DD" and exists.
 */
function isDay(value: string): boolean {
  const day = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/**
 * A day "YYYY-MM-DD" moved by whole months, then one day back: a result of 2026-11-20 with a
 * 12-month interval holds until 2027-11-19 (docs/decisions.md). A day the target month lacks
 * is the month's last (2026-01-31 + 1 month → 2026-02-28, then back a day: 2026-02-27).
 */
export function addInterval(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, targetMonth, Math.min(date, lastDay)));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}

/** The valid-until a result of this kind defaults to: work date plus the service type's interval. */
export function defaultValidUntil(workDate: string, intervalMonths: number | undefined): string | undefined {
  if (!isDay(workDate) || intervalMonths === undefined) return undefined;
  if (!Number.isInteger(intervalMonths) || intervalMonths <= 0) return undefined;
  return addInterval(workDate.trim(), intervalMonths);
}

/** What the default needs of a result as a request carries it. */
interface DatedResult {
  readonly outcome?: string | null | undefined;
  readonly work_date?: string | null | undefined;
  readonly valid_until?: string | null | undefined;
}

/**
 * A result with the valid-until the server fills in: a fit result sent without one gets the
 * work date plus its service type's interval, so every client prints the same certificate. A
 * date sent is kept; other outcomes take no default (an accepted conclusion without one stays
 * valid); with no interval or no real work date nothing is filled and the rules ask for it.
 */
export function withDefaultValidUntil<F extends DatedResult>(
  facts: F,
  intervalMonths: number | undefined,
): F {
  if (facts.outcome?.trim() !== "fit" || (facts.valid_until ?? "").trim() !== "") return facts;
  const validUntil = defaultValidUntil(facts.work_date ?? "", intervalMonths);
  return validUntil === undefined ? facts : { ...facts, valid_until: validUntil };
}
