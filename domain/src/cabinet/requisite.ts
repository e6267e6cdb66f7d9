import * as t from "io-ts";
import { Id, nullable, ShortText } from "../shared/primitives";

const digits = (name: string, min: number, max: number) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === "string" && new RegExp(`^\\d{${min},${max}}$`).test(u),
    (u, c) => {
      const s = typeof u === "number" && Number.isSafeInteger(u) ? String(u) : u;
      return typeof s === "string" && new RegExp(`^\\d{${min},${max}}$`).test(s.trim())
        ? t.success(s.trim())
        : t.failure(u, c, `expected ${min === max ? min : `${min} to ${max}`} digits`);
    },
    (s) => s,
  );

/** Numeric inputs of the bank forms (spec 2.16): account number, MFO, OKED. */
export const AccountNumber = digits("AccountNumber", 20, 20);
export const Mfo = digits("Mfo", 5, 5);
export const Oked = digits("Oked", 5, 5);
export const TaxId = digits("TaxId", 9, 9);

/**
 * A bank requisite the customer chooses when applying (spec section 3), as the requisite
 * calls and the customer for offline entry answer it. `contragent_id` is the customer the
 * requisite bills; today always its owner, `user_id`.
 */
export const BankRequisite = t.strict({
  id: Id,
  user_id: Id,
  contragent_id: Id,
  company_name: ShortText,
  account_number: ShortText,
  bank_name: ShortText,
  director_name: ShortText,
  mfo: ShortText,
  oked: ShortText,
  email: t.union([ShortText, t.null]),
});
export type BankRequisite = t.TypeOf<typeof BankRequisite>;

/** The fields a customer sends to save a requisite (POST /front/save-account-number). */
export const BankRequisiteInput = t.exact(
  t.partial({
    id: nullable(Id),
    company_name: nullable(ShortText),
    account_number: nullable(ShortText),
    bank_name: nullable(ShortText),
    director_name: nullable(ShortText),
    mfo: nullable(ShortText),
    oked: nullable(ShortText),
    email: nullable(ShortText),
  }),
);
export type BankRequisiteInput = t.TypeOf<typeof BankRequisiteInput>;

/** POST /front/save-account-number's body: the requisite under `data` (spec 7). */
export const SaveRequisiteRequest = t.type({ data: BankRequisiteInput });
export type SaveRequisiteRequest = t.TypeOf<typeof SaveRequisiteRequest>;
