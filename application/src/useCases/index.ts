/**
 * Transitional (issue 17): every module's use cases as one object, for the consumers not
 * yet moved to the modules. Removed once the HTTP adapter and the server use the modules.
 */
import { type AppealDeps, type AppealUseCases, makeAppealUseCases } from "../appeals";
import { type CabinetDeps, type CabinetUseCases, makeCabinetUseCases } from "../cabinet";
import { type CatalogueDeps, type CatalogueUseCases, makeCatalogueUseCases } from "../catalogue";
import { type ContractDeps, type ContractUseCases, makeContractUseCases } from "../contracts";
import { type FeedbackDeps, type FeedbackUseCases, makeFeedbackUseCases } from "../feedback";
import { type IdentityDeps, type IdentityUseCases, makeIdentityUseCases } from "../identity";
import { makeRegisterUseCases, type RegisterDeps, type RegisterUseCases } from "../register";

export type UseCases = AppealUseCases &
  CabinetUseCases &
  CatalogueUseCases &
  ContractUseCases &
  FeedbackUseCases &
  IdentityUseCases &
  RegisterUseCases;
export type Deps = AppealDeps &
  CabinetDeps &
  CatalogueDeps &
  ContractDeps &
  FeedbackDeps &
  IdentityDeps &
  RegisterDeps;
export type UseCaseConfig = Deps["config"];

export const makeUseCases = (deps: Deps): UseCases => ({
  ...makeIdentityUseCases(deps),
  ...makeAppealUseCases(deps),
  ...makeContractUseCases(deps),
  ...makeCabinetUseCases(deps),
  ...makeRegisterUseCases(deps),
  ...makeFeedbackUseCases(deps),
  ...makeCatalogueUseCases(deps),
});
