import { randomBytes } from "node:crypto";
import { isWellFormedText, type SignInRequest } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Result, unauthenticated, type UserRecord } from "../shared";
import type { Session } from "./ports/SessionStore";
import type { IdentityDeps } from "./deps";
import type { IdentityUseCases } from "./IdentityUseCases";
import { accountDisabled, enabledOnly, isDisabled } from "./disabledAccounts";
import { makeOneIdSignIn } from "./oneIdSignIn";

export function makeIdentityUseCases(deps: IdentityDeps): IdentityUseCases {
  return {
    ...makeOneIdSignIn(deps),
    async signIn(
      { login, password }: SignInRequest,
      abandoned?: AbortSignal,
    ): Result<{ session: Session; user: UserRecord }> {
      if (login === undefined || password === undefined) return E.left(unauthenticated);
      // A login with a broken character (a NUL, a lone surrogate) names no account, and the
      // production store cannot even look one up: it is a wrong login, checked as long.
      const user = isWellFormedText(login)
        ? await deps.users.findByLogin(login.trim().toLowerCase())
        : undefined;
      // An unknown login is checked as long as a wrong password (PasswordHasher.verify).
      const ok = await deps.passwords.verify(password, user?.password_hash || undefined, abandoned);
      if (!user || !ok) return E.left(unauthenticated);
      if (isDisabled(user)) return E.left(accountDisabled);
      const session: Session = {
        id: randomBytes(32).toString("base64url"),
        user_id: user.id,
        created_at: deps.clock.now().toISOString(),
      };
      await deps.sessions.create(session, deps.config.sessionIdleSeconds);
      return E.right({ session, user });
    },

    signInBusy(): boolean {
      return deps.passwords.busy();
    },

    async signOut(sessionId: string): Promise<void> {
      await deps.sessions.destroy(sessionId);
    },

    async currentUser(sessionId: string | undefined): Promise<UserRecord | undefined> {
      if (!sessionId || sessionId.length > 100) return undefined;
      const session = await deps.sessions.touch(sessionId, deps.config.sessionIdleSeconds);
      return session ? enabledOnly(await deps.users.findById(session.user_id)) : undefined;
    },
  };
}
