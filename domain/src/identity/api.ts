import * as t from "io-ts";
import { ANYONE, apiCall, CUSTOMERS } from "../shared/api";
import { SignInRequest } from "./credentials";
import { AccountChoice, ActAsRequest, OneIdFinishRequest } from "./oneIdSignIn";
import { SessionUser } from "./sessionUser";

/** A OneID sign-in's answer: the account it acts for now, and every account it may act for. */
const ActingAnswer = t.strict({
  status: t.literal(true),
  data: SessionUser,
  accounts: t.array(AccountChoice),
});

/** The identity module's calls: signing in and out, and who is signed in. */
export const identityApi = {
  signIn: apiCall({
    method: "POST",
    path: "/auth/login",
    summary:
      "Sign in with login and password: a new session cookie (and a new CSRF token); a wrong login or password is 401 without saying which",
    audience: ANYONE,
    body: SignInRequest,
    answer: t.strict({ status: t.literal(true), data: SessionUser }),
    // Invalid: the right password of a disabled account.
    failures: ["Unauthenticated", "Invalid", "TooMany"],
    statusStyle: "boolean",
  }),
  signOut: apiCall({
    method: "POST",
    path: "/auth/logout",
    summary: "Sign out: the session ends in the store, the browser gets a fresh anonymous CSRF token",
    audience: ANYONE,
    answer: t.strict({ status: t.literal(true), message: t.string }),
    statusStyle: "boolean",
  }),
  oneIdStart: apiCall({
    method: "POST",
    path: "/auth/oneid/start",
    summary:
      "Start a sign-in through OneID: the address of OneID's sign-in page (response_type=one_code, a fresh single-use state bound to this browser by a cookie)",
    audience: ANYONE,
    answer: t.strict({ status: t.literal(true), url: t.string }),
    failures: ["Invalid", "TooMany"],
    statusStyle: "boolean",
  }),
  oneIdFinish: apiCall({
    method: "POST",
    path: "/auth/oneid/finish",
    summary:
      "Finish a OneID sign-in with the code and state OneID redirected back with: the state checked and used once, the person read from OneID, their account made on first sign-in (refreshed after), a new session",
    audience: ANYONE,
    body: OneIdFinishRequest,
    answer: ActingAnswer,
    failures: ["Invalid", "Conflict", "TooMany"],
    statusStyle: "boolean",
  }),
  actAs: apiCall({
    method: "POST",
    path: "/auth/acting-as",
    summary:
      "Act for a company the OneID sign-in's person represents (its account made on first choice), or for the person again (tin null), without signing out: a new session id",
    audience: CUSTOMERS,
    body: ActAsRequest,
    answer: ActingAnswer,
    failures: ["Forbidden", "Conflict"],
    statusStyle: "boolean",
  }),
  accounts: apiCall({
    method: "GET",
    path: "/auth/accounts",
    summary: "The accounts this sign-in may act for (none for a password sign-in), the current one marked",
    audience: CUSTOMERS,
    answer: t.strict({ data: t.array(AccountChoice) }),
  }),
  me: apiCall({
    method: "GET",
    path: "/auth/me",
    summary: "Who is signed in: the user without the password hash, or null",
    audience: ANYONE,
    answer: t.strict({ data: t.union([SessionUser, t.null]) }),
  }),
};
