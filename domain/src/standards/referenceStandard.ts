import * as t from "io-ts";
import { addDays } from "../shared/calendar";
import { Id, IsoDate } from "../shared/primitives";

/**
 * Where a reference standard stands on a day, from its own certificate's last valid day
 * (Tashkent's calendar, "YYYY-MM-DD", so days compare as text):
 *
 * - valid: its certificate runs more than STANDARD_DUE_DAYS days yet;
 * - due: it runs out today or within the next STANDARD_DUE_DAYS days (still usable);
 * - expired: its last valid day is before today. A standard is valid ON its valid_until day.
 */
export const STANDARD_STATES = ["valid", "due", "expired"] as const;
export type StandardState = (typeof STANDARD_STATES)[number];

export const StandardState = t.keyof(
  Object.fromEntries(STANDARD_STATES.map((state) => [state, null])) as Record<StandardState, null>,
  "StandardState",
);

export const STANDARD_DUE_DAYS = 30;

export function standardStateOn(validUntil: string, today: string): StandardState {
  if (validUntil < today) return "expired";
  return validUntil <= addDays(today, STANDARD_DUE_DAYS) ? "due" : "valid";
}

/** The last-valid-day bounds (inclusive) of a state on `today`: the three ranges tile the calendar. */
export function standardStateRange(state: StandardState, today: string): { from?: string; to?: string } {
  switch (state) {
    case "expired":
      return { to: addDays(today, -1) };
    case "due":
      return { from: today, to: addDays(today, STANDARD_DUE_DAYS) };
    case "valid":
      return { from: addDays(today, STANDARD_DUE_DAYS + 1) };
  }
}

/** Whether a standard may no longer be used in a result on `today`. */
export const isStandardExpired = (validUntil: string, today: string): boolean =>
  standardStateOn(validUntil, today) === "expired";

/** The standard's own certificate: who calibrated or verified it, its number and last valid day. */
export const StandardCertificate = t.strict({ number: t.string, issuer: t.string, valid_until: IsoDate });
export type StandardCertificate = t.TypeOf<typeof StandardCertificate>;

/**
 * A reference standard (etalon) of the lab as staff see it: what it is, its measurement
 * range and accuracy (a class or an uncertainty, as written), its certificate, the branch
 * that holds it and its state today.
 */
export const ReferenceStandard = t.exact(
  t.intersection([
    t.type({
      id: Id,
      name: t.string,
      type: t.string,
      serial_number: t.string,
      range: t.string,
      accuracy: t.string,
      certificate: StandardCertificate,
      branch_id: Id,
      state: StandardState,
    }),
    t.partial({ branch_name: t.string }),
  ]),
);
export type ReferenceStandard = t.TypeOf<typeof ReferenceStandard>;
