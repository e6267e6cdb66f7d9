import * as t from "io-ts";
import { boundedArray, Id } from "../shared/primitives";
import { SignerPosition } from "./signers";

/** The roles whose accounts an administrator manages, and that sign in with a password. */
export const ACCOUNT_ROLES = ["staff", "reviewer", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const AccountRole = t.keyof({ staff: null, reviewer: null, admin: null });

/** The branches whose appeals an account works on: some branch ids, or "all" (the head office). */
export const Branches = t.union([t.literal("all"), boundedArray(Id, 500)]);
export type Branches = t.TypeOf<typeof Branches>;

/**
 * A staff, reviewer or administrator account as the administrator's list shows it; `signer`
 * on a staff account allowed to sign certificates.
 */
export const StaffAccount = t.intersection([
  t.strict({
    id: Id,
    login: t.string,
    role: AccountRole,
    first_name: t.string,
    last_name: t.string,
    middle_name: t.string,
    email: t.string,
    branches: Branches,
    disabled: t.boolean,
    /** Whether a password was ever set (a new account has none until its link is used). */
    has_password: t.boolean,
  }),
  t.exact(t.partial({ signer: SignerPosition })),
]);
export type StaffAccount = t.TypeOf<typeof StaffAccount>;
