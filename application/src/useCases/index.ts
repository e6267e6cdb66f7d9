export type { Deps, UseCaseConfig } from "./deps";
export { makeUseCases } from "./makeUseCases";
export type * from "./UseCases";
