import type { ContractRepository } from "../contracts";
import type { RegisterPageRepository } from "../register";
import type {
  AppealRepository,
  Clock,
  IdGenerator,
  LookupCatalogue,
  RequisiteRepository,
  UserRepository,
} from "../shared";
import type { CabinetAccountRepository } from "./ports/CabinetAccountRepository";
import type { CompanyRegistry } from "./ports/CompanyRegistry";

/** The ports the cabinet use cases need, resolved from the container by the composition root. */
export interface CabinetDeps {
  readonly users: UserRepository;
  readonly accounts: CabinetAccountRepository;
  readonly requisites: RequisiteRepository;
  readonly companies: CompanyRegistry;
  readonly catalogue: LookupCatalogue;
  readonly ids: IdGenerator;
  /** What the cabinet's first screen sums up: the customer's appeals, documents and register. */
  readonly appeals: AppealRepository;
  readonly contracts: ContractRepository;
  readonly selfDevices: Pick<RegisterPageRepository, "counts">;
  readonly clock: Clock;
}
