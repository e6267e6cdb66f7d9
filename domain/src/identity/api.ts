import * as t from "io-ts";
import { ANYONE, apiCall } from "../shared/api";
import { SignInRequest } from "./credentials";
import { SessionUser } from "./sessionUser";

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
    failures: ["Unauthenticated", "TooMany"],
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
  me: apiCall({
    method: "GET",
    path: "/auth/me",
    summary: "Who is signed in: the user without the password hash, or null",
    audience: ANYONE,
    answer: t.strict({ data: t.union([SessionUser, t.null]) }),
  }),
};
