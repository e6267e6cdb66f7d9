import * as t from "io-ts";
import { Limits } from "../shared/constants";
import { type Message, message } from "../shared/message";
import { ShortText } from "../shared/primitives";
import { described } from "../shared/schema";
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

/**
 * A tax id as a client types it: text, or a whole number (clients of the original portal
 * send both), read as text. Whether it has its nine digits is `validateCompanyTaxId`'s
 * to say, with its own message.
 */
export const TaxIdEntry = described(
  new t.Type<string, string, unknown>(
    "TaxIdEntry",
    (u): u is string => ShortText.is(u),
    (u, c) =>
      typeof u === "number" && Number.isSafeInteger(u) && u >= 0
        ? t.success(String(u))
        : ShortText.validate(u, c),
    (s) => s,
  ),
  (side) =>
    side === "input"
      ? {
          anyOf: [
            { type: "string", maxLength: 255 },
            { type: "integer", minimum: 0 },
          ],
        }
      : { type: "string", maxLength: 255 },
);

/** POST /get-company-inn's body (spec 7). */
export const CompanyLookupRequest = t.type({ tin: TaxIdEntry });
export type CompanyLookupRequest = t.TypeOf<typeof CompanyLookupRequest>;
