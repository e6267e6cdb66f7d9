/**
 * The quantity field with its plus and minus buttons (spec 2.7, 2.10, 2.14, 2.15; spec 4:
 * "if it drops below 1 it is reset to empty"). Empty is `undefined`. There is no upper
 * clamp: the verification form's 1..1000 rule is a validation message, not a silent cut.
 */

/** Something with an amount field: a verification line, a recognition, kompleks or comment row… */
export interface HasAmount {
  readonly amount?: number | undefined;
}

/**
 * A typed or computed amount: a whole number of at least 1, else empty. Text is accepted
 * only as digits (an optional sign, surrounding spaces); anything else — letters, a
 * fraction such as "2.5", an empty string — is empty, as is a number below 1.
 */
export function parseAmount(raw: string | number | null | undefined): number | undefined {
  let value: number;
  if (typeof raw === "number") value = raw;
  else if (typeof raw === "string" && /^\s*[-+]?\d+\s*$/.test(raw)) value = Number(raw.trim());
  else return undefined;
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** The row with the amount the user typed (see `parseAmount`). */
export const setAmount = <R extends HasAmount>(row: R, raw: string | number | null | undefined): R => ({
  ...row,
  amount: parseAmount(raw),
});

/** The plus button: one more; an empty amount becomes 1. */
export const incrementAmount = <R extends HasAmount>(row: R): R => ({
  ...row,
  amount: parseAmount((parseAmount(row.amount) ?? 0) + 1),
});

/** The minus button: one fewer; below 1 the amount becomes empty (and stays empty). */
export const decrementAmount = <R extends HasAmount>(row: R): R => {
  const current = parseAmount(row.amount);
  return { ...row, amount: current === undefined ? undefined : parseAmount(current - 1) };
};
