import type {
  AppealRepository,
  CabinetAccountRepository,
  Clock,
  CompanyRegistry,
  ContractDocumentRenderer,
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

/** The service organisation itself: the executor party of its contracts and invoices. */
export interface Organisation {
  readonly name: string;
  readonly address: string;
  readonly tin: string;
  readonly bank_name: string;
  readonly account_number: string;
  readonly mfo: string;
  readonly phone: string;
}

export interface UseCaseConfig {
  /** The public offer's version recorded with each appeal (the legal basis of the contract). */
  readonly offerVersion: string;
  readonly uploadLimitBytes: number;
  readonly sessionIdleSeconds: number;
  readonly organisation: Organisation;
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
  readonly documents: ContractDocumentRenderer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly passwords: PasswordHasher;
  readonly config: UseCaseConfig;
}
