/** The appeals module: what other modules and packages may use of it. */
export type {
  AppealListQuery,
  AppealUseCases,
  InboxItem,
  SavedAppeal,
  SaveEndpoint,
  UploadInput,
} from "./AppealUseCases";
export { rowIdsOf, withRowIds } from "./appealRows";
export {
  decodeDraftCommand,
  decodeReviewerUpdate,
  decodeSaveCommand,
  decodeStatusChange,
  type DraftCommand,
  type ReviewerUpdateCommand,
  type SaveCommand,
  type SavePayload,
  type StatusChangeCommand,
} from "./commands";
export {
  checkTransition,
  recordTransition,
  type TransitionChanges,
  type TransitionDeps,
} from "./appealTransitions";
export type { AppealConfig, AppealDeps } from "./deps";
export { makeAppealUseCases } from "./makeAppealUseCases";
export * from "./ports/CompletionCheck";
export * from "./ports/FileStore";
export * from "./ports/UploadRepository";
