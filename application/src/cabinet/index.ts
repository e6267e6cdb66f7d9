/** The cabinet module: what other modules and packages may use of it. */
export type { CabinetUseCases } from "./CabinetUseCases";
export type { CabinetDeps } from "./deps";
export { makeCabinetUseCases } from "./makeCabinetUseCases";
export * from "./ports/CabinetAccountRepository";
export * from "./ports/CompanyRegistry";
