import * as t from "io-ts";
import { PersonalDetails } from "../identity";
import { UserRoleCodec } from "../shared/api";
import { Flag, Id, nullable, ShortText } from "../shared/primitives";
import { CabinetAccount } from "./cabinetAccount";

/**
 * The signed-in user's data (spec section 3, GET /get-userinfo): who they are, their
 * contragent discount and remaining limit (decimal strings), the user-info record with its
 * phone and e-mail under `users`, and a legal entity's cabinet accounts (empty for anyone
 * else). `soogu_name` is the parent organisation the record carries, which the self-device
 * modal shows (spec 2.4).
 */
export const UserInfo = t.intersection([
  t.strict({
    user_id: Id,
    role: UserRoleCodec,
    corporate: Flag,
    discount: t.string,
    first_name: t.string,
    last_name: t.string,
    middle_name: t.string,
    tin: t.string,
    users: t.strict({ phone: t.string, email: t.string }),
    accounts: t.array(CabinetAccount),
  }),
  t.exact(t.partial({ summa_limit: t.string })),
  PersonalDetails,
]);
export type UserInfo = t.TypeOf<typeof UserInfo>;

/** The editable part sent by the edit-data modals (POST /post-userinfo, spec 2.17). */
export const UserInfoUpdate = t.exact(
  t.partial({
    first_name: nullable(ShortText),
    last_name: nullable(ShortText),
    middle_name: nullable(ShortText),
    tin: nullable(ShortText),
    users: t.exact(t.partial({ phone: nullable(ShortText), email: nullable(ShortText) })),
    company_name: nullable(ShortText),
    company_address: nullable(ShortText),
    company_tin: nullable(ShortText),
  }),
);
export type UserInfoUpdate = t.TypeOf<typeof UserInfoUpdate>;

/** A permanent address split from its comma-separated form: region, district, the rest. */
export function splitAddress(address: string | undefined): {
  region: string;
  district: string;
  street: string;
} {
  const [region = "", district = "", ...rest] = (address ?? "").split(",").map((part) => part.trim());
  return { region, district, street: rest.join(", ") };
}
