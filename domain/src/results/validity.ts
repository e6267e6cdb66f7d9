import * as t from "io-ts";
import { type Message, message } from "../shared/message";
import { isCalendarDate, isMissing, textOf } from "../shared/rules";
import { isPositive, type Outcome, OUTCOMES, outcomesOf, type ResultKind } from "./results";

/** What the rules see of one instrument's result. */
export interface ResultFacts {
  readonly serial_number?: string | undefined;
  readonly outcome?: string | undefined;
  readonly work_date?: string | undefined;
  readonly valid_until?: string | undefined;
  readonly note?: string | undefined;
}

export interface ResultContext {
  readonly kind: ResultKind;
  /** Today in Tashkent, "YYYY-MM-DD": a work date after it is refused. */
  readonly today: string;
  /** The instrument named in each message: its row's number and its place in the row. */
  readonly n: number;
  readonly k: number;
}

export const isOutcome = (value: unknown): value is Outcome =>
  typeof value === "string" && (OUTCOMES as readonly string[]).includes(value);

/**
 * One instrument's result (issue 14): the serial number given; an outcome of the row's kind;
 * the work date a real day not after today in Tashkent; for a fit result a valid-until
 * after the work date (an accepted one may have one, after the work date too); for an
 * unfit or refused one a note with the reason (a valid-until sent with it is ignored).
 */
export function validateResult(facts: ResultFacts, context: ResultContext): Message[] {
  const at = { n: context.n, k: context.k };
  const problems: Message[] = [];
  if (isMissing(facts.serial_number)) problems.push(message("resultSerialRequired", at));
  const outcome = facts.outcome?.trim();
  const known = isOutcome(outcome) && outcomesOf(context.kind).includes(outcome);
  if (!known) problems.push(message("resultOutcomeRequired", at));
  const workDate = textOf(facts.work_date);
  let workValid = false;
  if (workDate === "") problems.push(message("resultWorkDateRequired", at));
  else if (!isCalendarDate(workDate)) problems.push(message("resultDateInvalid", at));
  else if (workDate > context.today) problems.push(message("resultWorkDateInFuture", at));
  else workValid = true;
  const validUntil = textOf(facts.valid_until);
  if (known && outcome === "fit" && validUntil === "") problems.push(message("resultValidUntilRequired", at));
  else if (known && isPositive(outcome) && validUntil !== "") {
    if (!isCalendarDate(validUntil)) problems.push(message("resultDateInvalid", at));
    else if (workValid && validUntil <= workDate) problems.push(message("resultValidUntilBeforeWork", at));
  }
  if (known && !isPositive(outcome) && isMissing(facts.note))
    problems.push(message("resultNoteRequired", at));
  return problems;
}

/** A correction or a revocation states why. */
export const reasonMessages = (reason: unknown): Message[] =>
  isMissing(reason) ? [message("resultReasonRequired")] : [];

export const CERTIFICATE_STATUSES = ["valid", "expired", "revoked", "unfit"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CertificateStatus = t.keyof(
  Object.fromEntries(CERTIFICATE_STATUSES.map((status) => [status, null])) as Record<CertificateStatus, null>,
  "CertificateStatus",
);

/** What the status of a certificate depends on. */
export interface CertificateFacts {
  readonly outcome: Outcome;
  readonly valid_until?: string | undefined;
  /** Revoked, or replaced by a correction. */
  readonly revoked: boolean;
}

/**
 * A certificate's status on a day in Tashkent: revoked wins; an unfit or refused result is
 * "unfit"; a positive one is valid through its valid-until day, expired after it (an
 * accepted conclusion with no end date stays valid).
 */
export function certificateStatus(facts: CertificateFacts, today: string): CertificateStatus {
  if (facts.revoked) return "revoked";
  if (!isPositive(facts.outcome)) return "unfit";
  if (facts.valid_until === undefined) return facts.outcome === "accepted" ? "valid" : "expired";
  if (facts.valid_until < today) return "expired";
  return "valid";
}
