/** The appeals module: what other modules and packages may use of it. */
export type { AppealUseCases, SavedAppeal, SaveEndpoint, UploadInput } from "./AppealUseCases";
export { rowIdsOf, withRowIds } from "./appealRows";
export type { SaveCommand } from "./commands";
export {
  checkTransition,
  recordTransition,
  type TransitionChanges,
  type TransitionDeps,
} from "./appealTransitions";
export type { AppealConfig, AppealDeps } from "./deps";
export { makeAppealUseCases } from "./makeAppealUseCases";
export * from "./ports/AppealEvents";
export * from "./ports/CompletionCheck";
export * from "./ports/FileStore";
export * from "./ports/UploadRepository";
