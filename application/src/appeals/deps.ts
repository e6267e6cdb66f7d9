import type {
  AppealRepository,
  Clock,
  IdGenerator,
  LookupCatalogue,
  RequisiteRepository,
  UserRepository,
} from "../shared";
import type { AppealEvents } from "./ports/AppealEvents";
import type { CompletionCheck } from "./ports/CompletionCheck";
import type { FileStore } from "./ports/FileStore";
import type { UploadRepository } from "./ports/UploadRepository";

export interface AppealConfig {
  /** The public offer's version recorded with each appeal (the legal basis of the contract). */
  readonly offerVersion: string;
  readonly uploadLimitBytes: number;
}

/** The ports the appeal use cases need, resolved from the container by the composition root. */
export interface AppealDeps {
  readonly appeals: AppealRepository;
  readonly users: UserRepository;
  readonly requisites: RequisiteRepository;
  readonly catalogue: LookupCatalogue;
  readonly uploads: UploadRepository;
  readonly files: FileStore;
  /** Asked before `complete`: the results module answers what is missing. */
  readonly completion: CompletionCheck;
  /** Told of each stored step: the notifications module notifies whom it needs. */
  readonly events: AppealEvents;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AppealConfig;
}
