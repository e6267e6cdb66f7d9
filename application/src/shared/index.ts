/**
 * What several modules of the application share: the caller, the failures and result of
 * every use case, the adapters' errors, the body helpers, and the ports and records more
 * than one module uses. Nothing here knows a module.
 */
export * from "./actor";
export * from "./body";
export * from "./branches";
export * from "./catalogueNames";
export * from "./customerView";
export * from "./errors";
export * from "./failures";
export * from "./ports/AccountDirectory";
export * from "./ports/AppealRepository";
export * from "./ports/LookupCatalogue";
export * from "./ports/records";
export * from "./ports/RequisiteRepository";
export * from "./ports/system";
export * from "./ports/UserRepository";
export type * from "./result";
export * from "./tokens";
