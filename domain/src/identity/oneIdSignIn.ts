import * as t from "io-ts";
import { nullable, text } from "../shared/primitives";
import { described } from "../shared/schema";

/** The UI's page OneID sends the person back to (the redirect_uri registered with OneID). */
export const ONEID_CALLBACK_PAGE = "/oneid/callback";

/** A company TIN (STIR): nine digits. */
export const CompanyTin = described(
  new t.Type<string, string, unknown>(
    "CompanyTin",
    (u): u is string => typeof u === "string" && /^\d{9}$/.test(u),
    (u, c) =>
      typeof u === "string" && /^\d{9}$/.test(u.trim())
        ? t.success(u.trim())
        : t.failure(u, c, "not nine digits"),
    (s) => s,
  ),
  { type: "string", pattern: "^\\d{9}$" },
);

/**
 * What the browser brings back from OneID to POST /auth/oneid/finish: the `code` and `state`
 * of the redirect, as OneID put them on the callback address.
 */
export const OneIdFinishRequest = t.strict({ code: text(512), state: text(128) });
export type OneIdFinishRequest = t.TypeOf<typeof OneIdFinishRequest>;

/** Whom a OneID sign-in acts for next: a company of the person's (by TIN), or the person (null). */
export const ActAsRequest = t.strict({ tin: nullable(CompanyTin) });
export type ActAsRequest = t.TypeOf<typeof ActAsRequest>;

/**
 * One account a OneID sign-in may act for: the person themself, or a company OneID says
 * they represent (made on first choice). `current`: the one the session acts for now.
 */
export const AccountChoice = t.strict({
  kind: t.keyof({ person: null, company: null }),
  /** The company's TIN; null for the person. */
  tin: t.union([t.string, t.null]),
  name: t.string,
  current: t.boolean,
});
export type AccountChoice = t.TypeOf<typeof AccountChoice>;
