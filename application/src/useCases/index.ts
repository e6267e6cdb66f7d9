export type { Deps, Organisation, UseCaseConfig } from "./deps";
export { makeUseCases } from "./makeUseCases";
export type * from "./UseCases";
