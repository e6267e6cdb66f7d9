import * as t from "io-ts";
import { Id } from "../shared/primitives";

/**
 * What a verification appeal's header claims (spec 2.6, 5): services free by a decree or
 * resolution (`is_free`), or without VAT (`no_nds`), with the decree's number and year.
 */
export const ExemptionClaim = t.keyof({ free: null, no_vat: null }, "ExemptionClaim");
export type ExemptionClaim = t.TypeOf<typeof ExemptionClaim>;

/** A claim awaits the reviewer's word until it is confirmed or refused. */
export const ExemptionState = t.keyof({ claimed: null, confirmed: null, refused: null }, "ExemptionState");
export type ExemptionState = t.TypeOf<typeof ExemptionState>;

/**
 * The claim an appeal makes and where it stands: the claim, the decree it names, its state,
 * and who decided it, when, and why (a refusal's note, for the customer).
 */
export const Exemption = t.exact(
  t.intersection([
    t.type({ claim: ExemptionClaim, resolution: t.string, state: ExemptionState }),
    t.partial({ decided_at: t.string, decided_by: Id, note: t.string }),
  ]),
);
export type Exemption = t.TypeOf<typeof Exemption>;

/** The header fields a claim is read from. */
export interface ClaimingHeader {
  readonly is_free?: 0 | 1 | undefined;
  readonly no_nds?: 0 | 1 | undefined;
  readonly resolution?: unknown;
}

/**
 * The claim a header makes. `no_nds` is no claim when the chosen yearly contract is VAT-free:
 * that is the contract's own term, set by the organisation, and the form ticks the box from it.
 */
export function exemptionClaimOf(header: ClaimingHeader, yearlyVatFree: boolean): ExemptionClaim | undefined {
  if (header.is_free === 1) return "free";
  if (header.no_nds === 1 && !yearlyVatFree) return "no_vat";
  return undefined;
}

const resolutionOf = (header: ClaimingHeader): string =>
  typeof header.resolution === "string" ? header.resolution.trim() : "";

/** Who decided a claim, and when. */
export interface ExemptionDecider {
  readonly by: number;
  readonly at: string;
}

/**
 * The exemption a save, an edit or a resubmission stores. The same claim on the same decree
 * keeps the state it had (a refused claim stays refused until the customer names another
 * decree); a new claim entered by staff or a reviewer (offline entry, their edit) is
 * confirmed by them as they enter it; a customer's new claim awaits the reviewer.
 */
export function plannedExemption(
  header: ClaimingHeader,
  yearlyVatFree: boolean,
  previous: Exemption | undefined,
  enteredByStaff: ExemptionDecider | undefined,
): Exemption | undefined {
  const claim = exemptionClaimOf(header, yearlyVatFree);
  if (claim === undefined) return undefined;
  const resolution = resolutionOf(header);
  if (previous && previous.claim === claim && previous.resolution === resolution) return previous;
  return enteredByStaff
    ? { claim, resolution, state: "confirmed", decided_by: enteredByStaff.by, decided_at: enteredByStaff.at }
    : { claim, resolution, state: "claimed" };
}

/** The reviewer's word on a claim. */
export const ExemptionDecisionKind = t.keyof({ confirm: null, refuse: null }, "ExemptionDecisionKind");
export type ExemptionDecisionKind = t.TypeOf<typeof ExemptionDecisionKind>;

/** The claim once decided; a note is kept when given (a refusal always has one). */
export function decidedExemption(
  exemption: Exemption,
  decision: ExemptionDecisionKind,
  decider: ExemptionDecider,
  note: string | null | undefined,
): Exemption {
  const { note: _earlier, ...claim } = exemption;
  const text = note?.trim();
  return {
    ...claim,
    state: decision === "confirm" ? "confirmed" : "refused",
    decided_by: decider.by,
    decided_at: decider.at,
    ...(text ? { note: text } : {}),
  };
}

/** Only a confirmed claim lowers the price; a claimed or refused one bills the full price with VAT. */
export const exemptionApplies = (exemption: Exemption | undefined): boolean =>
  exemption?.state === "confirmed";

/** A claim still waiting for the reviewer's word: the appeal is not approved before it is decided. */
export const exemptionAwaits = (exemption: Exemption | undefined): boolean => exemption?.state === "claimed";
