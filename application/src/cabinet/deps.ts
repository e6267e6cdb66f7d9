import type { IdGenerator, LookupCatalogue, RequisiteRepository, UserRepository } from "../shared";
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
}
