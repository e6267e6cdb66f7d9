import type { SignInRequest } from "@portal/domain";
import type { Result, UserRecord } from "../shared";
import type { OneIdSignInUseCases } from "./oneIdSignIn";
import type { Session } from "./ports/SessionStore";

/** Signing in and out, and who a session belongs to. */
export interface IdentityUseCases extends OneIdSignInUseCases {
  /** `abandoned` is aborted when the one signing in goes away (see PasswordHasher.verify). */
  signIn(credentials: SignInRequest, abandoned?: AbortSignal): Result<{ session: Session; user: UserRecord }>;
  /**
   * Whether a sign-in asked now would be refused at once because every password check is
   * taken (PasswordHasher.busy): asked before the sign-in's body is read.
   */
  signInBusy(): boolean;
  signOut(sessionId: string): Promise<void>;
  currentUser(sessionId: string | undefined): Promise<UserRecord | undefined>;
}
