import {
  type AccountConfig,
  type AppealConfig,
  type ContractConfig,
  type IdentityConfig,
  makeAccountUseCases,
  makeAppealNotifier,
  makeAppealUseCases,
  makeCabinetUseCases,
  makeCatalogueUseCases,
  makeContractUseCases,
  makeFeedbackUseCases,
  makeIdentityUseCases,
  makeNotificationUseCases,
  makePaymentsUseCases,
  makeReminderJob,
  type NotificationConfig,
  type NotificationDeps,
  type NoticeFailureLog,
  type OneIdGateway,
  type PaymentsConfig,
  makeCompletionCheck,
  makeInspectionRecorder,
  makeRegisterUseCases,
  makeResultsUseCases,
  makeStandardsUseCases,
  type ResultsConfig,
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

/** OneID's client, where a deployment configured it (ONEID_URL). */
const oneIdOf = (gateway: OneIdGateway | undefined) => (gateway ? { oneId: gateway } : {});

/** Signing in and out, and who a session belongs to. */
export const identityModule = (config: IdentityConfig) =>
  useCasesModule(TOKENS.IdentityUseCases, (ports) =>
    makeIdentityUseCases({
      users: ports.get(TOKENS.UserRepository),
      sessions: ports.get(TOKENS.SessionStore),
      passwords: ports.get(TOKENS.PasswordHasher),
      clock: ports.get(TOKENS.Clock),
      config,
      oneIdStates: ports.get(TOKENS.OneIdStates),
      ...oneIdOf(ports.get<OneIdGateway | undefined>(TOKENS.OneIdGateway, { optional: true })),
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
      completion: ports.get(TOKENS.AppealCompletionCheck),
      events: ports.get(TOKENS.AppealEvents),
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
      catalogue: ports.get(TOKENS.LookupCatalogue),
      documents: ports.get(TOKENS.ContractDocumentRenderer),
      events: ports.get(TOKENS.AppealEvents),
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
      appeals: ports.get(TOKENS.AppealRepository),
      contracts: ports.get(TOKENS.ContractRepository),
      selfDevices: ports.get(TOKENS.SelfDeviceRepository),
      clock: ports.get(TOKENS.Clock),
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
      users: ports.get(TOKENS.UserRepository),
      appeals: ports.get(TOKENS.AppealRepository),
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

/** The lab's reference standards register. */
export const standardsModule = () =>
  useCasesModule(TOKENS.StandardsUseCases, (ports) =>
    makeStandardsUseCases({
      standards: ports.get(TOKENS.StandardRepository),
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

/** The ports of the notifications module, shared by its use cases and its reminder job. */
const notificationDeps = (ports: ResolutionContext, config: NotificationConfig): NotificationDeps => ({
  notifications: ports.get(TOKENS.NotificationRepository),
  settings: ports.get(TOKENS.NotificationSettingsRepository),
  outbox: ports.get(TOKENS.MailOutbox),
  mail: ports.get(TOKENS.MailSender),
  tokens: ports.get(TOKENS.UnsubscribeTokens),
  runs: ports.get(TOKENS.ReminderRuns),
  selfDevices: ports.get(TOKENS.SelfDeviceRepository),
  standards: ports.get(TOKENS.StandardRepository),
  users: ports.get(TOKENS.UserRepository),
  directory: ports.get(TOKENS.AccountDirectory),
  catalogue: ports.get(TOKENS.LookupCatalogue),
  clock: ports.get(TOKENS.Clock),
  ids: ports.get(TOKENS.IdGenerator),
  config,
});

/**
 * In-portal notifications and e-mail settings; the daily reminder job and its mail; and what
 * the appeals module tells of each step (AppealEvents), whose failures go to `log`.
 */
export const notificationsModule = (config: NotificationConfig, log: NoticeFailureLog) =>
  new ContainerModule((options) => {
    options
      .bind(TOKENS.NotificationUseCases)
      .toDynamicValue((context) => makeNotificationUseCases(notificationDeps(context, config)))
      .inSingletonScope();
    options
      .bind(TOKENS.ReminderJob)
      .toDynamicValue((context) => makeReminderJob(notificationDeps(context, config)))
      .inSingletonScope();
    options
      .bind(TOKENS.AppealEvents)
      .toDynamicValue((context) => makeAppealNotifier(notificationDeps(context, config), log))
      .inSingletonScope();
  });

/**
 * Results of the work, certificates and the public check (issue 14); also what the appeals
 * module asks before `complete` (the instruments with no result).
 */
export const resultsModule = (config: ResultsConfig) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.ResultsUseCases)
      .toDynamicValue((ports) =>
        makeResultsUseCases({
          results: ports.get(TOKENS.ResultRepository),
          receipts: ports.get(TOKENS.ReceiptRepository),
          appeals: ports.get(TOKENS.AppealRepository),
          users: ports.get(TOKENS.UserRepository),
          catalogue: ports.get(TOKENS.LookupCatalogue),
          recorder: makeInspectionRecorder({
            selfDevices: ports.get(TOKENS.SelfDeviceRepository),
            ids: ports.get(TOKENS.IdGenerator),
          }),
          documents: ports.get(TOKENS.CertificateRenderer),
          standards: ports.get(TOKENS.StandardRepository),
          signer: ports.get(TOKENS.CertificateSigner),
          issuedFiles: ports.get(TOKENS.IssuedFileRepository),
          files: ports.get(TOKENS.FileStore),
          random: ports.get(TOKENS.RandomSource),
          events: ports.get(TOKENS.AppealEvents),
          clock: ports.get(TOKENS.Clock),
          ids: ports.get(TOKENS.IdGenerator),
          config,
        }),
      )
      .inSingletonScope();
    bind(TOKENS.AppealCompletionCheck)
      .toDynamicValue((ports) => makeCompletionCheck({ results: ports.get(TOKENS.ResultRepository) }))
      .inSingletonScope();
  });

/**
 * Paying invoices online (issue 29): the payment systems' calls, the appeal's invoices with
 * their receipts, and the ledger; an invoice paid or refunded moves its appeal and is told
 * through AppealEvents.
 */
export const paymentsModule = (config: PaymentsConfig) =>
  useCasesModule(TOKENS.PaymentsUseCases, (ports) =>
    makePaymentsUseCases({
      payments: ports.get(TOKENS.PaymentRepository),
      contracts: ports.get(TOKENS.ContractRepository),
      appeals: ports.get(TOKENS.AppealRepository),
      users: ports.get(TOKENS.UserRepository),
      events: ports.get(TOKENS.AppealEvents),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
      config,
    }),
  );

/**
 * The accounts of staff, reviewers and administrators, and their passwords by one-time links:
 * the links' mail goes through the notifications' outbox and is sent at once by its delivery.
 */
export const accountsModule = (config: AccountConfig) =>
  useCasesModule(TOKENS.AccountUseCases, (ports) =>
    makeAccountUseCases({
      users: ports.get(TOKENS.UserRepository),
      directory: ports.get(TOKENS.AccountDirectory),
      links: ports.get(TOKENS.PasswordLinkRepository),
      audit: ports.get(TOKENS.AccountAuditLog),
      sessions: ports.get(TOKENS.SessionStore),
      passwords: ports.get(TOKENS.PasswordHasher),
      outbox: ports.get(TOKENS.MailOutbox),
      delivery: ports.get(TOKENS.ReminderJob),
      catalogue: ports.get(TOKENS.LookupCatalogue),
      clock: ports.get(TOKENS.Clock),
      ids: ports.get(TOKENS.IdGenerator),
      config,
    }),
  );
