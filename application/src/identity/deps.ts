import type { Clock, UserRepository } from "../shared";
import type { PasswordHasher } from "./ports/PasswordHasher";
import type { SessionStore } from "./ports/SessionStore";

export interface IdentityConfig {
  readonly sessionIdleSeconds: number;
}

/** The ports sign-in and sessions need, resolved from the container by the composition root. */
export interface IdentityDeps {
  readonly users: UserRepository;
  readonly sessions: SessionStore;
  readonly passwords: PasswordHasher;
  readonly clock: Clock;
  readonly config: IdentityConfig;
}
