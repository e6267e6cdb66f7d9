import {
  type AppealConfig,
  type ContractConfig,
  type IdentityConfig,
  makeAppealUseCases,
  makeCabinetUseCases,
  makeCatalogueUseCases,
  makeContractUseCases,
  makeFeedbackUseCases,
  makeIdentityUseCases,
  makeRegisterUseCases,
  TOKENS,
} from "@portal/application";
import { ContainerModule, type ResolutionContext } from "inversify";

/**
 * One container module per application module: it binds the module's use cases, made
 * once from the ports the adapters' modules bound. The application itself knows no
 * container; its makers take their ports as plain arguments.
 */
function useCasesModule<T>(token: symbol, make: (ports: ResolutionContext) => T): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<T>(token)
      .toDynamicValue((context) => make(context))
      .inSingletonScope();
  });
}

/** Signing in and out, and who a session belongs to. */
export const identityModule = (config: IdentityConfig) =>
  useCasesModule(TOKENS.IdentityUseCases, (ports) =>
    makeIdentityUseCases({
      users: ports.get(TOKENS.UserRepository),
      sessions: ports.get(TOKENS.SessionStore),
      passwords: ports.get(TOKENS.PasswordHasher),
      clock: ports.get(TOKENS.Clock),
      config,
    }),
  );

/** Appeals: saves, drafts, uploads, queries and the lifecycle work of staff and reviewers. */
export const appealsModule = (config: AppealConfig) =>
  useCasesModule(TOKENS.AppealUseCases, (ports) =>
    makeAppealUseCases({
      appeals: ports.get(TOKENS.AppealRepository),
      users: ports.get(TOKENS.UserRepository),
      requisites: ports.get(TOKENS.RequisiteRepository),
      catalogue: ports.get(TOKENS.LookupCatalogue),
      uploads: ports.get(TOKENS.UploadRepository),
      files: ports.get(TOKENS.FileStore),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
      config,
    }),
  );

/** Contracts and invoices, and their documents. */
export const contractsModule = (config: ContractConfig) =>
  useCasesModule(TOKENS.ContractUseCases, (ports) =>
    makeContractUseCases({
      contracts: ports.get(TOKENS.ContractRepository),
      appeals: ports.get(TOKENS.AppealRepository),
      users: ports.get(TOKENS.UserRepository),
      requisites: ports.get(TOKENS.RequisiteRepository),
      documents: ports.get(TOKENS.ContractDocumentRenderer),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
      config,
    }),
  );

/** The personal cabinet, and customers as staff find them. */
export const cabinetModule = () =>
  useCasesModule(TOKENS.CabinetUseCases, (ports) =>
    makeCabinetUseCases({
      users: ports.get(TOKENS.UserRepository),
      accounts: ports.get(TOKENS.CabinetAccountRepository),
      requisites: ports.get(TOKENS.RequisiteRepository),
      companies: ports.get(TOKENS.CompanyRegistry),
      catalogue: ports.get(TOKENS.LookupCatalogue),
      ids: ports.get(TOKENS.IdGenerator),
    }),
  );

/** The customer's own devices register. */
export const registerModule = () =>
  useCasesModule(TOKENS.RegisterUseCases, (ports) =>
    makeRegisterUseCases({
      selfDevices: ports.get(TOKENS.SelfDeviceRepository),
      catalogue: ports.get(TOKENS.LookupCatalogue),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
    }),
  );

/** Feedback to a branch. */
export const feedbackModule = () =>
  useCasesModule(TOKENS.FeedbackUseCases, (ports) =>
    makeFeedbackUseCases({
      feedback: ports.get(TOKENS.FeedbackRepository),
      catalogue: ports.get(TOKENS.LookupCatalogue),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
    }),
  );

/** The reference lists behind the selects. */
export const catalogueModule = () =>
  useCasesModule(TOKENS.CatalogueUseCases, (ports) =>
    makeCatalogueUseCases({ catalogue: ports.get(TOKENS.LookupCatalogue) }),
  );
