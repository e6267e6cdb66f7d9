import type { Clock, UserRepository } from "../shared";
import type { OneIdGateway } from "./ports/OneIdGateway";
import type { OneIdStates } from "./ports/OneIdStates";
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
  /** OneID's client; absent where OneID is not configured (passwords only). */
  readonly oneId?: OneIdGateway;
  readonly oneIdStates: OneIdStates;
}
