import type {
  AppealRepository,
  Clock,
  IdGenerator,
  LookupCatalogue,
  RequisiteRepository,
  UserRepository,
} from "../shared";
import type { AppealEvents } from "../appeals";
import type { ContractDocumentRenderer } from "./ports/ContractDocumentRenderer";
import type { ContractRepository } from "./ports/ContractRepository";

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

export interface ContractConfig {
  readonly organisation: Organisation;
}

/** The ports the contract use cases need, resolved from the container by the composition root. */
export interface ContractDeps {
  readonly contracts: ContractRepository;
  readonly appeals: AppealRepository;
  readonly users: UserRepository;
  readonly requisites: RequisiteRepository;
  /** The customers' yearly contracts, whose number an invoice takes. */
  readonly catalogue: LookupCatalogue;
  readonly documents: ContractDocumentRenderer;
  /** Told of the appeal's step a contract or an invoice takes (the customer is notified). */
  readonly events: AppealEvents;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: ContractConfig;
}
