import * as t from "io-ts";
import { UserRoleCodec } from "../shared/api";
import { Flag, Id } from "../shared/primitives";

/** What the user-info record (spec section 3) may also hold: passport, address, company, parent organisation. */
export const PersonalDetails = t.exact(
  t.partial({
    pin: t.string,
    passport_seria: t.string,
    passport_no: t.string,
    passport_start_date: t.string,
    passport_end_date: t.string,
    who_issued_passport: t.string,
    /** Permanent address as "region, district, street" (spec 2.16). */
    address: t.string,
    company_tin: t.string,
    company_name: t.string,
    company_address: t.string,
    oked: t.string,
    soogu_name: t.string,
  }),
);

/** The person behind an account: the user-info record (spec section 3) with its phone and e-mail. */
export const PersonalData = t.intersection([
  t.strict({
    first_name: t.string,
    last_name: t.string,
    middle_name: t.string,
    tin: t.string,
    phone: t.string,
    email: t.string,
  }),
  PersonalDetails,
]);
export type PersonalData = t.TypeOf<typeof PersonalData>;

/** The signed-in user as a client may know them: everything but the password hash. */
export const SessionUser = t.intersection([
  t.strict({
    id: Id,
    login: t.string,
    role: UserRoleCodec,
    corporate: Flag,
    discount: t.string,
    info: PersonalData,
  }),
  t.exact(
    t.partial({
      summa_limit: t.string,
      /** Staff and reviewers: the branch ids they work on, or "all" (the head office; issue 26). */
      branches: t.union([t.readonlyArray(t.number), t.literal("all")]),
    }),
  ),
]);
export type SessionUser = t.TypeOf<typeof SessionUser>;
