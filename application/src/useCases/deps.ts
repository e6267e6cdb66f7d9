import type {
  AppealRepository,
  CabinetAccountRepository,
  Clock,
  CompanyRegistry,
  ContractRepository,
  FeedbackRepository,
  FileStore,
  IdGenerator,
  LookupCatalogue,
  PasswordHasher,
  RequisiteRepository,
  SelfDeviceRepository,
  SessionStore,
  UploadRepository,
  UserRepository,
} from "../ports";

export interface UseCaseConfig {
  /** The public offer's version recorded with each appeal (the legal basis of the contract). */
  readonly offerVersion: string;
  readonly uploadLimitBytes: number;
  readonly sessionIdleSeconds: number;
}

/** The ports the use cases need, resolved from the container by the composition root. */
export interface Deps {
  readonly appeals: AppealRepository;
  readonly contracts: ContractRepository;
  readonly selfDevices: SelfDeviceRepository;
  readonly requisites: RequisiteRepository;
  readonly accounts: CabinetAccountRepository;
  readonly users: UserRepository;
  readonly catalogue: LookupCatalogue;
  readonly feedback: FeedbackRepository;
  readonly uploads: UploadRepository;
  readonly files: FileStore;
  readonly sessions: SessionStore;
  readonly companies: CompanyRegistry;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly passwords: PasswordHasher;
  readonly config: UseCaseConfig;
}
