import type { CabinetAccountInput } from "./cabinetAccount";
import { type FieldMessages, digitsMessages, fieldMessages, requiredMessages } from "../shared/rules";

export type BankAccountField = "bank_name" | "mfo" | "account_number";

/** MFO and OKED have five digits, a bank account number twenty (spec 2.16: numeric inputs). */
export const MFO_DIGITS = 5;
export const OKED_DIGITS = 5;
export const ACCOUNT_NUMBER_DIGITS = 20;

/**
 * The cabinet's add / update bank account form (spec 2.16 and 5), per field as the server
 * answers it: bank_name required; mfo five digits; account_number twenty digits. Digits
 * only, no spaces inside (the inputs are numeric); surrounding spaces are ignored.
 */
export function validateBankAccount(
  input: Pick<CabinetAccountInput, BankAccountField>,
): FieldMessages<BankAccountField> {
  return fieldMessages<BankAccountField>([
    ["bank_name", requiredMessages(input.bank_name, "bankNameRequired")],
    ["mfo", digitsMessages(input.mfo, MFO_DIGITS, "mfoRequired", "mfoFormat")],
    [
      "account_number",
      digitsMessages(
        input.account_number,
        ACCOUNT_NUMBER_DIGITS,
        "accountNumberRequired",
        "accountNumberFormat",
      ),
    ],
  ]);
}
