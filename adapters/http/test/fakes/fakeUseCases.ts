import type { Failure, UseCases } from "@portal/application";
import sinon, { type SinonStub } from "sinon";

export type FakeUseCases = {
  [K in keyof UseCases]: SinonStub<Parameters<UseCases[K]>, ReturnType<UseCases[K]>>;
};

const NAMES = [
  "signIn",
  "signOut",
  "currentUser",
  "saveAppeal",
  "saveDraft",
  "listMyAppeals",
  "getAppeal",
  "uploadFile",
  "downloadFile",
  "createContract",
  "createInvoice",
  "listContracts",
  "listAppealContracts",
  "contractDocument",
  "changeAppealStatus",
  "staffInbox",
  "reviewerUpdateAppeal",
  "searchCustomers",
  "customerForEntry",
  "sendFeedback",
  "listSelfDevices",
  "addSelfDevice",
  "updateSelfDevice",
  "deleteSelfDevice",
  "listRequisites",
  "saveRequisite",
  "addCabinetAccount",
  "updateCabinetAccount",
  "activateCabinetAccount",
  "deleteCabinetAccount",
  "getCabinetAccount",
  "getUserInfo",
  "updateUserInfo",
  "lookUpCompany",
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
  "yearlyContracts",
] as const satisfies readonly (keyof UseCases)[];
// Fails to compile when UseCases gains a method this list lacks.
const everyMethodListed: Exclude<keyof UseCases, (typeof NAMES)[number]> extends never ? true : never = true;
void everyMethodListed;

export const right = <T>(value: T) => ({ _tag: "Right", right: value }) as const;
export const left = (failure: Failure) => ({ _tag: "Left", left: failure }) as const;

/**
 * Every use case as a sinon stub. Unconfigured, a call answers NotFound (or nothing for
 * the plain lists), so a route that reaches the wrong use case shows up in its answer.
 */
export function fakeUseCases(): FakeUseCases {
  const fake: Record<string, SinonStub> = {};
  for (const name of NAMES) fake[name] = sinon.stub().resolves(left({ _tag: "NotFound" }));
  for (const name of ["provinces", "cities", "branches", "types", "sections", "allDevices", "countries"]) {
    fake[name]!.resolves([]);
  }
  for (const name of ["devicesBySection", "devicesByType", "devicesByTypeAndSection"])
    fake[name]!.resolves([]);
  fake["currentUser"]!.resolves(undefined);
  fake["signOut"]!.resolves(undefined);
  return fake as unknown as FakeUseCases;
}
