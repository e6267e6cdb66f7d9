/** The feedback module: what other modules and packages may use of it. */
export type { FeedbackDeps } from "./deps";
export { makeFeedbackUseCases } from "./feedback";
export type { FeedbackUseCases } from "./FeedbackUseCases";
export * from "./ports/FeedbackRepository";
