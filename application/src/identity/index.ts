/** The identity module (sessions, sign-in and sign-out): what other modules and packages may use of it. */
export type { IdentityConfig, IdentityDeps } from "./deps";
export type { IdentityUseCases } from "./IdentityUseCases";
export * from "./ports/PasswordHasher";
export * from "./ports/SessionStore";
export { makeIdentityUseCases } from "./sessions";
