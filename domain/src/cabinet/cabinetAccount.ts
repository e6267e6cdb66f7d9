import * as t from "io-ts";
import { Flag, Id, nullable, ShortText } from "../shared/primitives";

/** A cabinet bank account (spec 2.16); status 1 marks the one active account. */
export const CabinetAccount = t.strict({
  id: Id,
  user_id: Id,
  bank_name: ShortText,
  mfo: ShortText,
  account_number: ShortText,
  status: Flag,
});
export type CabinetAccount = t.TypeOf<typeof CabinetAccount>;

/**
 * The add / update account form (POST /add-account-number, /update-accounts): `account_id`
 * names the account an update changes; `user_id` is sent by the form and ignored (the
 * account is always the caller's).
 */
export const CabinetAccountInput = t.exact(
  t.partial({
    account_id: nullable(Id),
    user_id: nullable(Id),
    bank_name: nullable(ShortText),
    mfo: nullable(ShortText),
    account_number: nullable(ShortText),
  }),
);
export type CabinetAccountInput = t.TypeOf<typeof CabinetAccountInput>;

/** POST /active-check-accounts: the account to make the active one (`user_id` is ignored, as above). */
export const ActivateCabinetAccount = t.exact(
  t.intersection([t.type({ id: Id }), t.partial({ user_id: nullable(Id) })]),
);
export type ActivateCabinetAccount = t.TypeOf<typeof ActivateCabinetAccount>;
