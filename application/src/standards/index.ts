/** The standards module: the lab's reference standards register; results cite its standards. */
export type { StandardsDeps } from "./deps";
export { makeStandardsUseCases } from "./makeStandardsUseCases";
export type { StandardsUseCases } from "./StandardsUseCases";
export { standardView } from "./standardView";
export * from "./ports/StandardRepository";
