import { createHash, randomBytes } from "node:crypto";
import { type AccountChoice, message, type OneIdFinishRequest } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  conflict,
  forbidden,
  invalid,
  type Result,
  ServiceUnavailableError,
  type UserInfoRecord,
  type UserRecord,
} from "../shared";
import type { IdentityDeps } from "./deps";
import { type OneIdPerson, OneIdRefusedError, OneIdUnavailableError } from "./ports/OneIdGateway";
import type { OneIdSessionPerson, Session } from "./ports/SessionStore";

/** How long a started OneID sign-in waits for the person to come back. */
export const ONEID_STATE_SECONDS = 10 * 60;

/** A started OneID sign-in: where to send the browser, and the value its cookie keeps. */
export interface OneIdStart {
  readonly url: string;
  readonly browser: string;
}

/** A OneID sign-in's session, the account it acts for, and every account it may act for. */
export interface ActingSession {
  readonly session: Session;
  readonly user: UserRecord;
  readonly accounts: readonly AccountChoice[];
}

/** Signing in through OneID, and acting for the companies OneID says the person represents. */
export interface OneIdSignInUseCases {
  /** Whether OneID is configured: without it the sign-in page offers passwords only. */
  oneIdEnabled(): boolean;
  /** A fresh state, bound to the browser by `browser` (kept in its cookie), and OneID's address. */
  startOneId(redirectUri: string): Result<OneIdStart>;
  /**
   * The state taken (once) and checked against the browser's cookie, the person read from
   * OneID, their account made on first sign-in (found by PINFL, refreshed after), a session.
   */
  finishOneId(request: OneIdFinishRequest, browser: string | undefined): Result<ActingSession>;
  /** A new session of the same sign-in acting for the company with this TIN, or the person (null). */
  actAs(sessionId: string, tin: string | undefined): Result<ActingSession>;
  /** The accounts this session may act for; none for a password sign-in. */
  accountChoices(sessionId: string, user: UserRecord): Promise<readonly AccountChoice[]>;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
const fullName = (p: { last_name: string; first_name: string; middle_name: string }) =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(" ");

/** The login of a person's account that OneID made, and of a company's. */
const personLogin = (pin: string) => `oneid:${pin}`;
const companyLogin = (tin: string) => `stir:${tin}`;

export function makeOneIdSignIn(deps: IdentityDeps): OneIdSignInUseCases {
  const { users, oneIdStates } = deps;

  /** The person's own account: found by PINFL and refreshed from OneID, or made now. */
  async function personAccount(person: OneIdPerson): Promise<UserRecord> {
    const info = personInfo(person);
    const existing = await users.findPersonByPin(person.pin);
    if (existing) {
      // OneID's identity fields are refreshed; a phone and e-mail the person changed in the
      // cabinet are their contact choice and stay (OneID's fill them only when empty).
      const contact = {
        phone: existing.info.phone || info.phone,
        email: existing.info.email || info.email,
      };
      const refreshed: UserRecord = {
        ...existing,
        info: { ...existing.info, ...info, ...contact },
        oneid_pins: [person.pin],
      };
      await users.save(refreshed);
      return refreshed;
    }
    const made = await madeOnce(
      { login: personLogin(person.pin), role: "person", corporate: 0, info },
      person.pin,
    );
    if (!made) throw new Error("a person's account was neither made nor found");
    return made;
  }

  /**
   * A new account OneID signs in (no password, no discount), or the one another first
   * sign-in made with the same login a moment ago: never two.
   */
  async function madeOnce(
    account: Pick<UserRecord, "login" | "role" | "corporate" | "info">,
    pin: string,
  ): Promise<UserRecord | undefined> {
    const created = await users.create({ ...account, password_hash: "", discount: "0", oneid_pins: [pin] });
    return created !== "login-taken" ? created : users.findByLogin(account.login);
  }

  /** The company's account, with the person among its representatives, made on first choice. */
  async function companyAccount(
    person: OneIdSessionPerson,
    company: { tin: string; name: string },
  ): Promise<UserRecord | "claimed"> {
    const existing = await users.findByTin(company.tin);
    if (existing && existing.role !== "company") return "claimed";
    if (existing) {
      const pins = existing.oneid_pins ?? [];
      if (pins.includes(person.pin)) return existing;
      const linked: UserRecord = { ...existing, oneid_pins: [...pins, person.pin] };
      await users.save(linked);
      return linked;
    }
    const info = {
      first_name: person.first_name,
      last_name: person.last_name,
      middle_name: person.middle_name,
      tin: company.tin,
      company_tin: company.tin,
      company_name: company.name,
      phone: person.phone,
      email: person.email,
    };
    const made = await madeOnce(
      { login: companyLogin(company.tin), role: "company", corporate: 1, info },
      person.pin,
    );
    return made ?? "claimed";
  }

  async function newSession(user: UserRecord, person: OneIdSessionPerson): Promise<ActingSession> {
    const session: Session = {
      id: randomBytes(32).toString("base64url"),
      user_id: user.id,
      created_at: deps.clock.now().toISOString(),
      oneid: person,
    };
    await deps.sessions.create(session, deps.config.sessionIdleSeconds);
    return { session, user, accounts: choicesOf(person, user) };
  }

  return {
    oneIdEnabled: () => deps.oneId !== undefined,

    async startOneId(redirectUri) {
      if (!deps.oneId) return E.left(invalid([message("oneIdUnavailable")]));
      const state = randomBytes(24).toString("base64url");
      const browser = randomBytes(24).toString("base64url");
      await oneIdStates.put(
        state,
        { browser: sha256(browser), redirect_uri: redirectUri },
        ONEID_STATE_SECONDS,
      );
      return E.right({ url: deps.oneId.authorizationUrl(state, redirectUri), browser });
    },

    async finishOneId({ code, state }, browser) {
      if (!deps.oneId) return E.left(invalid([message("oneIdUnavailable")]));
      // Taken before anything else: a state works once, even when the browser is the wrong one.
      const pending = await oneIdStates.take(state);
      if (!pending || !browser || pending.browser !== sha256(browser)) {
        return E.left(invalid([message("oneIdStateInvalid")]));
      }
      let person: OneIdPerson;
      try {
        person = await deps.oneId.identify(code, pending.redirect_uri);
      } catch (error) {
        if (error instanceof OneIdRefusedError) return E.left(invalid([message("oneIdRefused")]));
        if (error instanceof OneIdUnavailableError) throw new ServiceUnavailableError("identity", error);
        throw error;
      }
      const account = await personAccount(person);
      if (account.disabled) return E.left(forbidden);
      return E.right(await newSession(account, sessionPersonOf(person)));
    },

    async actAs(sessionId, tin) {
      const session = await deps.sessions.touch(sessionId, deps.config.sessionIdleSeconds);
      const person = session?.oneid;
      if (!person) return E.left(forbidden);
      let account: UserRecord | undefined;
      if (tin === undefined) {
        account = await users.findPersonByPin(person.pin);
      } else {
        const company = person.companies.find((c) => c.tin === tin);
        if (!company) return E.left(conflict(message("notYourCompany")));
        const found = await companyAccount(person, company);
        if (found === "claimed") return E.left(conflict(message("tinClaimed", { tin })));
        account = found;
      }
      if (!account || account.disabled) return E.left(forbidden);
      // A new session id for the new account; the old one ends.
      const acting = await newSession(account, person);
      await deps.sessions.destroy(sessionId);
      return E.right(acting);
    },

    async accountChoices(sessionId, user) {
      const session = await deps.sessions.touch(sessionId, deps.config.sessionIdleSeconds);
      return session?.oneid ? choicesOf(session.oneid, user) : [];
    },
  };
}

/** The read-only fields of a private person's cabinet (spec 2.5), as OneID gives them. */
function personInfo(person: OneIdPerson): UserInfoRecord {
  const optional = {
    passport_seria: person.passport_seria,
    passport_no: person.passport_no,
    passport_start_date: person.passport_start_date,
    passport_end_date: person.passport_end_date,
    who_issued_passport: person.who_issued_passport,
    address: person.address,
  };
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    middle_name: person.middle_name,
    tin: person.tin,
    pin: person.pin,
    phone: person.phone,
    email: person.email,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}

function sessionPersonOf(person: OneIdPerson): OneIdSessionPerson {
  return {
    pin: person.pin,
    last_name: person.last_name,
    first_name: person.first_name,
    middle_name: person.middle_name,
    phone: person.phone,
    email: person.email,
    // The basic company first, as OneID marks it.
    companies: [...person.companies]
      .sort((a, b) => Number(b.basic) - Number(a.basic))
      .map(({ tin, name }) => ({ tin, name })),
  };
}

function choicesOf(person: OneIdSessionPerson, current: UserRecord): AccountChoice[] {
  const actingTin = current.role === "company" ? (current.info.company_tin ?? current.info.tin) : undefined;
  return [
    { kind: "person", tin: null, name: fullName(person), current: current.role === "person" },
    ...person.companies.map((company) => ({
      kind: "company" as const,
      tin: company.tin,
      name: company.name,
      current: company.tin === actingTin,
    })),
  ];
}
