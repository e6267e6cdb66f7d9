import { type Message, type MessageKey, message } from "../shared/message";
import { isCalendarDate, isMissing, isUnchosen, when } from "../shared/rules";

/**
 * A standard's form as it is filled: the request's shape with any field still empty. The
 * server checks the decoded request with the same rules, so both show the same messages.
 */
export interface StandardDraft {
  readonly name?: unknown;
  readonly type?: unknown;
  readonly serial_number?: unknown;
  readonly range?: unknown;
  readonly accuracy?: unknown;
  readonly certificate?: {
    readonly number?: unknown;
    readonly issuer?: unknown;
    readonly valid_until?: unknown;
  };
  readonly branch_id?: unknown;
}

/**
 * A reference standard's record, in the form's order: every text filled, the certificate's
 * last valid day a real date (a past one is accepted: it records a standard's history and
 * shows as expired), a branch chosen. Whether the branch is one the caller works on is the
 * use case's question.
 */
export function validateStandard(input: StandardDraft): Message[] {
  return [
    ...required(input.name, "standardNameRequired"),
    ...required(input.type, "standardTypeRequired"),
    ...required(input.serial_number, "standardSerialRequired"),
    ...required(input.range, "standardRangeRequired"),
    ...required(input.accuracy, "standardAccuracyRequired"),
    ...required(input.certificate?.number, "standardCertificateNumberRequired"),
    ...required(input.certificate?.issuer, "standardIssuerRequired"),
    ...validUntilMessages(input.certificate?.valid_until),
    ...when(isUnchosen(input.branch_id), message("standardBranchRequired")),
  ];
}

const required = (value: unknown, key: MessageKey): Message[] => when(isMissing(value), message(key));

function validUntilMessages(value: unknown): Message[] {
  if (isMissing(value)) return [message("standardValidUntilRequired")];
  return when(!isCalendarDate(value), message("standardValidUntilInvalid"));
}
