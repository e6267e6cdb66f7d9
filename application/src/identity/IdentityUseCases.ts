import type { Result, UserRecord } from "../shared";
import type { Session } from "./ports/SessionStore";

/** Signing in and out, and who a session belongs to. */
export interface IdentityUseCases {
  /** `abandoned` is aborted when the one signing in goes away (see PasswordHasher.verify). */
  signIn(
    login: unknown,
    password: unknown,
    abandoned?: AbortSignal,
  ): Result<{ session: Session; user: UserRecord }>;
  signOut(sessionId: string): Promise<void>;
  currentUser(sessionId: string | undefined): Promise<UserRecord | undefined>;
}
