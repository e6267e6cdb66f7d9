import type { BankRequisiteInput } from "./requisite";
import { message } from "../shared/message";
import { ACCOUNT_NUMBER_DIGITS, MFO_DIGITS, OKED_DIGITS } from "./bankAccount";
import {
  digitsMessages,
  type FieldMessages,
  fieldMessages,
  isMissing,
  isWellFormedEmail,
  requiredMessages,
} from "../shared/rules";

export type RequisiteField =
  | "company_name"
  | "account_number"
  | "bank_name"
  | "mfo"
  | "oked"
  | "director_name"
  | "email";

/**
 * A bank requisite saved from the chooser (POST /front/save-account-number), per field:
 * company name, account number (20 digits), bank name, MFO (5), OKED (5), director name
 * required; email optional but well-formed when given. (The provider form later asks the
 * chosen requisite for an email: requisiteEmailRequired.)
 */
export function validateRequisite(input: BankRequisiteInput): FieldMessages<RequisiteField> {
  return fieldMessages<RequisiteField>([
    ["company_name", requiredMessages(input.company_name, "companyNameRequired")],
    [
      "account_number",
      digitsMessages(
        input.account_number,
        ACCOUNT_NUMBER_DIGITS,
        "accountNumberRequired",
        "accountNumberFormat",
      ),
    ],
    ["bank_name", requiredMessages(input.bank_name, "bankNameRequired")],
    ["mfo", digitsMessages(input.mfo, MFO_DIGITS, "mfoRequired", "mfoFormat")],
    ["oked", digitsMessages(input.oked, OKED_DIGITS, "okedRequired", "okedFormat")],
    ["director_name", requiredMessages(input.director_name, "directorNameRequired")],
    ["email", !isMissing(input.email) && !isWellFormedEmail(input.email) ? [message("emailInvalid")] : []],
  ]);
}
