import { Limits } from "../shared/constants";
import { type Message, message } from "../shared/messages";
import { when } from "../shared/rules";

const TAX_ID = new RegExp(`^\\d{${Limits.taxIdLength}}$`);

/**
 * The company tax id (INN / STIR, spec 4 and 5): exactly nine digits, else
 * 'INN raqamlar soni 9 ta bo'lishi kerak'. Surrounding spaces are ignored; an empty
 * value is invalid too (the caller decides whether to show it while the field is empty).
 */
export function validateCompanyTaxId(tin: string): Message[] {
  return when(!TAX_ID.test(tin.trim()), message("taxIdLength"));
}

/** The company lookup runs exactly when the tax id has its nine digits (spec 4). */
export const shouldLookUpCompany = (tin: string): boolean => validateCompanyTaxId(tin).length === 0;
