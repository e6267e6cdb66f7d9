import type { SubmitFormApplication } from "./submitFormApplication";
import { type Message, message } from "../shared/message";
import { isMissing, isUnchosen } from "../shared/rules";

/** The simple submit form's required fields, in the spec's order (spec 5). */
export const SUBMIT_FORM_REQUIRED = [
  "region",
  "province",
  "address",
  "type",
  "section",
  "device",
  "amount",
] as const;
export type SubmitFormField = (typeof SUBMIT_FORM_REQUIRED)[number];

/**
 * The simple application submit form (spec 2.15 and 5): each missing field gives
 * '{field} is required' with the field's payload name. An amount below 1 or not whole
 * counts as missing, as the form resets such an amount to empty (spec 4).
 */
export function validateSubmitForm(input: SubmitFormApplication): Message[] {
  return SUBMIT_FORM_REQUIRED.filter((field) => isAbsent(input, field)).map((field) =>
    message("fieldRequired", { field }),
  );
}

function isAbsent(input: SubmitFormApplication, field: SubmitFormField): boolean {
  const value = input[field];
  if (field === "address") return isMissing(value);
  return isUnchosen(value);
}
