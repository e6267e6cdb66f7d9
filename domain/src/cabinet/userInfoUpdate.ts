import type { UserInfoUpdate } from "./userInfo";
import { type Message, type MessageKey, message } from "../shared/message";
import {
  type FieldMessages,
  fieldMessages,
  isMissing,
  isWellFormedEmail,
  normalisePhone,
} from "../shared/rules";

export type UserInfoField = "first_name" | "last_name" | "middle_name" | "users.phone" | "users.email";

/** The longest name accepted (spec bounds: not shown). */
export const MAX_NAME_LENGTH = 100;

/**
 * The edit-data modals (spec 2.17; server bounds: not shown), per field, keyed as the
 * server's map is (nested users fields dotted): first and last name required and at most
 * 100 characters; middle name optional, at most 100; phone optional, but when given +998
 * and nine digits; email optional, but well-formed when given. Read-only and company
 * fields (tin, company_*) are the registry's and are not checked here.
 */
export function validateUserInfoUpdate(input: UserInfoUpdate): FieldMessages<UserInfoField> {
  return fieldMessages<UserInfoField>([
    ["first_name", nameMessages(input.first_name, "firstNameRequired")],
    ["last_name", nameMessages(input.last_name, "lastNameRequired")],
    ["middle_name", nameMessages(input.middle_name, undefined)],
    ["users.phone", optional(input.users?.phone, (v) => normalisePhone(v) !== undefined, "phoneInvalid")],
    ["users.email", optional(input.users?.email, isWellFormedEmail, "emailInvalid")],
  ]);
}

function nameMessages(value: unknown, required: MessageKey | undefined): Message[] {
  if (isMissing(value)) return required ? [message(required)] : [];
  return typeof value === "string" && value.trim().length > MAX_NAME_LENGTH
    ? [message("textTooLong", { max: MAX_NAME_LENGTH })]
    : [];
}

function optional(value: unknown, wellFormed: (value: unknown) => boolean, malformed: MessageKey): Message[] {
  return !isMissing(value) && !wellFormed(value) ? [message(malformed)] : [];
}
