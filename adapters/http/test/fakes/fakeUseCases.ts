import type { Failure } from "@portal/application";
import sinon, { type SinonStub } from "sinon";
import type { ModuleUseCases } from "../../src/routes/deps";

/** Each use case of `T` as a sinon stub of the same signature. */
type Fake<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? SinonStub<A, R> : never;
};

/** The fake use cases of each application module, as the app takes them. */
export type FakeModules = { [M in keyof ModuleUseCases]: Fake<ModuleUseCases[M]> };

/** Every module's fakes in one object, for tests that reach a use case by its name. */
export type FakeUseCases = FakeModules["identity"] &
  FakeModules["appeals"] &
  FakeModules["contracts"] &
  FakeModules["cabinet"] &
  FakeModules["register"] &
  FakeModules["feedback"] &
  FakeModules["catalogue"];

const NAMES = {
  identity: [
    "signIn",
    "signInBusy",
    "signOut",
    "currentUser",
    "oneIdEnabled",
    "startOneId",
    "finishOneId",
    "actAs",
    "accountChoices",
  ],
  appeals: [
    "saveAppeal",
    "saveDraft",
    "listMyAppeals",
    "getAppeal",
    "showAppeal",
    "uploadFile",
    "downloadFile",
    "changeAppealStatus",
    "decideExemption",
    "staffInbox",
    "reviewerUpdateAppeal",
    "resubmitAppeal",
  ],
  contracts: [
    "createContract",
    "createInvoice",
    "contractPreview",
    "listContracts",
    "listAppealContracts",
    "contractDocument",
  ],
  cabinet: [
    "getUserInfo",
    "updateUserInfo",
    "lookUpCompany",
    "attention",
    "listRequisites",
    "saveRequisite",
    "addCabinetAccount",
    "updateCabinetAccount",
    "activateCabinetAccount",
    "deleteCabinetAccount",
    "getCabinetAccount",
    "yearlyContracts",
    "searchCustomers",
    "customerForEntry",
  ],
  register: [
    "listSelfDevices",
    "addSelfDevice",
    "updateSelfDevice",
    "deleteSelfDevice",
    "registerPage",
    "registerCounts",
    "openInstruments",
    "exportRegister",
    "importRegister",
    "reapply",
  ],
  feedback: ["sendFeedback"],
  catalogue: [
    "provinces",
    "cities",
    "branches",
    "types",
    "sections",
    "devicesBySection",
    "devicesByType",
    "devicesByTypeAndSection",
    "allDevices",
    "countries",
  ],
  notifications: [
    "list",
    "unreadCount",
    "markRead",
    "markAllRead",
    "getSettings",
    "saveSettings",
    "unsubscribeCheck",
    "unsubscribe",
  ],
  results: [
    "appealResults",
    "receiveInstruments",
    "recordResults",
    "correctResult",
    "revokeResult",
    "attachSignedConclusion",
    "certificateDocument",
    "publicCertificate",
    "publicSearch",
    "checkFile",
  ],
  accounts: [
    "listAccounts",
    "createAccount",
    "disableAccount",
    "enableAccount",
    "changeBranches",
    "changeSigner",
    "listSigners",
    "resendPasswordLink",
    "auditPage",
    "forgotPassword",
    "setPassword",
    "changePassword",
    "createAdministrator",
  ],
  payments: ["payme", "clickPrepare", "clickComplete", "appealPayments", "ledger", "paymeStatement"],
  standards: ["listStandards", "getStandard", "createStandard", "updateStandard"],
} as const satisfies { [M in keyof ModuleUseCases]: readonly (keyof ModuleUseCases[M])[] };
// Fails to compile when a module's use cases gain a method its list lacks.
type Unlisted = {
  [M in keyof ModuleUseCases]: Exclude<keyof ModuleUseCases[M], (typeof NAMES)[M][number]>;
}[keyof ModuleUseCases];
const everyMethodListed: [Unlisted] extends [never] ? true : never = true;
void everyMethodListed;

export const right = <T>(value: T) => ({ _tag: "Right", right: value }) as const;
export const left = (failure: Failure) => ({ _tag: "Left", left: failure }) as const;

/**
 * Every use case of every module as a sinon stub. Unconfigured, a call answers NotFound
 * (or nothing for the plain lists), so a route that reaches the wrong use case shows up
 * in its answer.
 */
export function fakeModules(): FakeModules {
  const modules: Record<string, Record<string, SinonStub>> = {};
  for (const [module, names] of Object.entries(NAMES)) {
    const fake: Record<string, SinonStub> = {};
    for (const name of names) fake[name] = sinon.stub().resolves(left({ _tag: "NotFound" }));
    modules[module] = fake;
  }
  for (const name of NAMES.catalogue) modules["catalogue"]![name]!.resolves([]);
  modules["identity"]!["currentUser"]!.resolves(undefined);
  modules["identity"]!["signOut"]!.resolves(undefined);
  modules["identity"]!["signInBusy"]!.returns(false);
  return modules as unknown as FakeModules;
}

/** The same stubs as `modules`, in one object by use-case name. */
export const byName = (modules: FakeModules): FakeUseCases => Object.assign({}, ...Object.values(modules));
