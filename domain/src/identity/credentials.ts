import * as t from "io-ts";
import { described } from "../shared/schema";

/**
 * A login or a password as a sign-in sends it. Anything else (no text, too long) is no
 * credential at all: the sign-in then answers as for a wrong login, never a 422 that would
 * tell a guesser which field it got wrong.
 */
const credential = (maxLength: number) =>
  described(
    new t.Type<string | undefined, string | undefined, unknown>(
      `Credential(${maxLength})`,
      (u): u is string | undefined => u === undefined || (typeof u === "string" && u.length <= maxLength),
      (u) => t.success(typeof u === "string" && u.length <= maxLength ? u : undefined),
      (s) => s,
    ),
    { type: "string", maxLength },
  );

/** POST /auth/login's body. */
export const SignInRequest = t.type({ login: credential(100), password: credential(200) });
export type SignInRequest = t.TypeOf<typeof SignInRequest>;
