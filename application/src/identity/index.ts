/** The identity module (sessions, sign-in and sign-out): what other modules and packages may use of it. */
export type { IdentityConfig, IdentityDeps } from "./deps";
export type { IdentityUseCases } from "./IdentityUseCases";
export type { ActingSession, OneIdSignInUseCases, OneIdStart } from "./oneIdSignIn";
export { ONEID_STATE_SECONDS } from "./oneIdSignIn";
export * from "./ports/OneIdGateway";
export * from "./ports/OneIdStates";
export * from "./ports/PasswordHasher";
export * from "./ports/SessionStore";
export { makeIdentityUseCases } from "./sessions";
