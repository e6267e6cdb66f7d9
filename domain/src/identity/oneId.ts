import * as t from "io-ts";
import { IsoDate } from "../shared/primitives";

/**
 * OneID's answers, as its clients in the wild receive them: text fields now and then null,
 * the text "null", or a number where digits are meant (a PIN, a TIN); yes/no as a boolean
 * or as the text "true"/"false". The codecs take all of these, so a quirk of OneID's never
 * turns a sign-in into an error, and hand on clean text: absent when OneID has none.
 */
export const OneIdText = new t.Type<string | undefined, string | undefined, unknown>(
  "OneIdText",
  (u): u is string | undefined => u === undefined || typeof u === "string",
  (u, c) => {
    if (u === undefined || u === null) return t.success(undefined);
    if (typeof u === "number" && Number.isFinite(u)) return t.success(String(u));
    if (typeof u !== "string") return t.failure(u, c, "expected a text");
    const text = u.trim();
    return t.success(text === "" || text.toLowerCase() === "null" ? undefined : text);
  },
  (a) => a,
);

/** OneID's yes/no: `true`, `"true"`, `"1"` or `1` is yes; anything else it sends is no. */
export const OneIdFlag = new t.Type<boolean | undefined, boolean | undefined, unknown>(
  "OneIdFlag",
  (u): u is boolean | undefined => u === undefined || typeof u === "boolean",
  (u, c) => {
    if (u === undefined || u === null) return t.success(undefined);
    if (typeof u === "boolean") return t.success(u);
    if (typeof u === "number") return t.success(u === 1);
    if (typeof u === "string") return t.success(["true", "1", "yes"].includes(u.trim().toLowerCase()));
    return t.failure(u, c, "expected a yes or no");
  },
  (a) => a,
);

/** A text OneID must send, and that must look as `pattern` says. */
const oneIdRequired = (name: string, pattern: RegExp, expected: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === "string" && pattern.test(u),
    (u, c) => {
      const text = OneIdText.validate(u, c);
      if (text._tag === "Left") return text;
      return text.right !== undefined && pattern.test(text.right)
        ? t.success(text.right)
        : t.failure(u, c, expected);
    },
    (a) => a,
  );

/** The personal identification number (PINFL): 14 digits, the one thing an identify answer must hold. */
export const OneIdPin = oneIdRequired("OneIdPin", /^\d{14}$/, "expected a PINFL of 14 digits");

/** The answer to `grant_type=one_authorization_code`: the access token the identify call needs. */
export const OneIdTokenAnswer = t.intersection([
  t.type({ access_token: oneIdRequired("OneIdAccessToken", /./, "expected an access token") }),
  t.partial({
    token_type: OneIdText,
    expires_in: OneIdText,
    scope: OneIdText,
    refresh_token: OneIdText,
  }),
]);
export type OneIdTokenAnswer = t.TypeOf<typeof OneIdTokenAnswer>;

/**
 * OneID saying no (a code unknown, used or expired, a wrong client secret, an unknown
 * token): an answer with an `error`, whatever its HTTP status.
 */
export const OneIdErrorAnswer = t.intersection([
  t.type({ error: oneIdRequired("OneIdError", /./, "expected an error") }),
  t.partial({ error_description: OneIdText }),
]);
export type OneIdErrorAnswer = t.TypeOf<typeof OneIdErrorAnswer>;

/**
 * One legal entity of `legal_info`. Its TIN comes as `le_tin` or as `tin`, its name as
 * `le_name` or as the short `acron_UZ` ("\"MAX IT\" MChJ"), depending on OneID's version.
 */
export const OneIdLegalEntity = t.partial({
  is_basic: OneIdFlag,
  tin: OneIdText,
  le_tin: OneIdText,
  le_name: OneIdText,
  acron_UZ: OneIdText,
});
export type OneIdLegalEntity = t.TypeOf<typeof OneIdLegalEntity>;

/**
 * The answer to `grant_type=one_access_token_identify`: the person, by OneID's own field
 * names. Only the PIN is required; fields the portal does not keep (gd, natn, ctzn,
 * birth_place…) pass undecoded. `valid` is decoded but not a refusal: the live service
 * answers `"valid": "false"` for people signed in with a login and password.
 */
export const OneIdIdentifyAnswer = t.intersection([
  t.type({ pin: OneIdPin }),
  t.partial({
    valid: OneIdFlag,
    user_id: OneIdText,
    user_type: OneIdText,
    full_name: OneIdText,
    sur_name: OneIdText,
    first_name: OneIdText,
    mid_name: OneIdText,
    tin: OneIdText,
    pport_no: OneIdText,
    pport_issue_place: OneIdText,
    pport_issue_date: OneIdText,
    pport_expr_date: OneIdText,
    /** Older answers carry the passport dates (also) under these names. */
    _pport_issue_date: OneIdText,
    _pport_expr_date: OneIdText,
    birth_date: OneIdText,
    mob_phone_no: OneIdText,
    /** Some answers name the phone `phone` instead of `mob_phone_no`. */
    phone: OneIdText,
    email: OneIdText,
    per_adr: OneIdText,
    sess_id: OneIdText,
    ret_cd: OneIdText,
    auth_method: OneIdText,
    legal_info: t.union([t.array(OneIdLegalEntity), t.null]),
  }),
]);
export type OneIdIdentifyAnswer = t.TypeOf<typeof OneIdIdentifyAnswer>;

/**
 * A legal entity OneID says the person may act for (`legal_info`): its TIN, its name, and
 * whether it is the person's basic one.
 */
export interface CompanyFromOneId {
  readonly tin: string;
  readonly name: string;
  readonly basic: boolean;
}

/** The person OneID identified, as the portal keeps it (OneID's own field names in comments). */
export interface PersonFromOneId {
  /** `pin`: the personal identification number (PINFL), 14 digits. */
  readonly pin: string;
  /** `sur_name`, `first_name`, `mid_name`. */
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string;
  /** `tin`, when OneID has one for the person; else empty. */
  readonly tin: string;
  /** `pport_no` split into its series (letters) and number, when given. */
  readonly passport_seria?: string;
  readonly passport_no?: string;
  readonly passport_start_date?: string;
  readonly passport_end_date?: string;
  readonly who_issued_passport?: string;
  /** `birth_date` as YYYY-MM-DD. */
  readonly birth_date?: string;
  /** `mob_phone_no`, digits only. */
  readonly phone: string;
  readonly email: string;
  /** `per_adr`. */
  readonly address?: string;
  readonly companies: readonly CompanyFromOneId[];
}

/** The identify answer as the portal keeps the person: dates as YYYY-MM-DD, the phone as digits, the passport split. */
export function personFromOneId(answer: OneIdIdentifyAnswer): PersonFromOneId {
  const passport = splitPassport(answer.pport_no);
  const optional = {
    passport_seria: passport.seria,
    passport_no: passport.number,
    passport_start_date: oneIdDate(answer.pport_issue_date ?? answer._pport_issue_date),
    passport_end_date: oneIdDate(answer.pport_expr_date ?? answer._pport_expr_date),
    who_issued_passport: answer.pport_issue_place,
    birth_date: oneIdDate(answer.birth_date),
    address: answer.per_adr,
  };
  return {
    pin: answer.pin,
    last_name: personName(answer.sur_name),
    first_name: personName(answer.first_name),
    middle_name: personName(answer.mid_name),
    tin: answer.tin ?? "",
    ...withoutAbsent(optional),
    phone: (answer.mob_phone_no ?? answer.phone ?? "").replace(/\D/g, ""),
    email: answer.email ?? "",
    companies: companiesOf(answer.legal_info ?? []),
  };
}

/**
 * A date as OneID writes it, as YYYY-MM-DD: "1992-04-10", "19920410", "10.04.1992", a
 * timestamp, and "2013-26-03" (year, day, month), which older answers hold for passport
 * dates. A date that does not exist is left out rather than guessed.
 */
export function oneIdDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const yearFirst = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ].*)?$/.exec(text);
  const dayFirst = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const [year, month, day] = yearFirst
    ? Number(yearFirst[2]) > 12
      ? [yearFirst[1], yearFirst[3], yearFirst[2]]
      : [yearFirst[1], yearFirst[2], yearFirst[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  const date = `${year}-${month}-${day}`;
  return year !== undefined && IsoDate.is(date) ? date : undefined;
}

/** "AA1234567" (or "AA 1234567") as its series, the letters, and its number; anything else whole, as the number. */
function splitPassport(pportNo: string | undefined): { seria?: string; number?: string } {
  if (pportNo === undefined) return {};
  const parts = /^([A-Za-z]{1,3})\s*-?\s*(\d{5,9})$/.exec(pportNo);
  return parts ? { seria: parts[1]!.toUpperCase(), number: parts[2]! } : { number: pportNo };
}

/** Patronymic endings written in lower case after the father's name ("Shavkat qizi", "Ravshan o‘g‘li"). */
const PATRONYMIC_ENDING = /^(o.g.li|qizi|ўғли|угли|қизи|кизи)$/u;

/**
 * A name as people write it: OneID sends names in capitals ("BOLTAYEV O‘TKIRBEK"), the
 * portal shows them as "Boltayev O‘tkirbek". A name already in mixed case is kept as sent.
 */
export function personName(name: string | undefined): string {
  if (name === undefined) return "";
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(" ")
    .filter((word) => word !== "")
    .map((word) =>
      PATRONYMIC_ENDING.test(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase()),
    )
    .join(" ");
}

/** `legal_info` as the companies the person may act for: each TIN once, none without a TIN. */
function companiesOf(legalInfo: readonly OneIdLegalEntity[]): CompanyFromOneId[] {
  const companies: CompanyFromOneId[] = [];
  for (const entity of legalInfo) {
    const tin = entity.le_tin ?? entity.tin;
    if (tin === undefined || companies.some((company) => company.tin === tin)) continue;
    companies.push({ tin, name: entity.le_name ?? entity.acron_UZ ?? "", basic: entity.is_basic === true });
  }
  return companies;
}

function withoutAbsent<T extends Record<string, string | undefined>>(
  fields: T,
): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<
    Record<keyof T, string>
  >;
}
