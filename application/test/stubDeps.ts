import { aDevice } from "@portal/testkit/builders";
import sinon from "sinon";
import type {
  AppealDeps,
  CabinetDeps,
  CatalogueDeps,
  ContractDeps,
  FeedbackDeps,
  IdentityDeps,
  RegisterDeps,
} from "../src";

/** The ports of every module at once: `stubDeps` stubs them all, each maker takes its own. */
export type AnyModuleDeps = AppealDeps &
  CabinetDeps &
  CatalogueDeps &
  ContractDeps &
  FeedbackDeps &
  IdentityDeps &
  RegisterDeps;

/** The stubbed clock's time. The records themselves come from `@portal/testkit/builders`. */
export const NOW = new Date("2026-11-21T10:00:00Z");

/** Every port as a sinon stub with harmless answers; a test overrides what it checks. */
export function stubDeps() {
  let nextId = 100;
  const deps = {
    appeals: {
      insert: sinon.stub().resolves(),
      insertOnce: sinon.stub().callsFake(async (appeal: unknown) => appeal),
      findById: sinon.stub().resolves(undefined),
      list: sinon.stub().resolves({ items: [] }),
      listRecords: sinon.stub().resolves({ items: [] }),
      replace: sinon.stub().resolves(true),
    },
    contracts: {
      insert: sinon.stub().resolves(true),
      findById: sinon.stub().resolves(undefined),
      findByAppeal: sinon.stub().resolves([]),
      list: sinon.stub().resolves({ items: [] }),
    },
    selfDevices: {
      listByUser: sinon.stub().resolves([]),
      findById: sinon.stub(),
      insert: sinon.stub(),
      replace: sinon.stub(),
      delete: sinon.stub(),
    },
    requisites: {
      listByUser: sinon.stub().resolves([]),
      findById: sinon.stub().resolves({ id: 1, user_id: 2, email: "a@b.uz" }),
      save: sinon.stub(),
    },
    accounts: {
      listByUser: sinon.stub().resolves([]),
      findById: sinon.stub(),
      insert: sinon.stub(),
      replace: sinon.stub(),
      delete: sinon.stub(),
      activate: sinon.stub(),
    },
    users: {
      findById: sinon.stub().resolves(undefined),
      findByLogin: sinon.stub().resolves(undefined),
      save: sinon.stub(),
      updateInfo: sinon.stub(),
      search: sinon.stub().resolves([]),
      create: sinon.stub(),
      findPersonByPin: sinon.stub().resolves(undefined),
      findByTin: sinon.stub().resolves(undefined),
    },
    catalogue: {
      device: sinon.stub().resolves(aDevice()),
      allDevices: sinon.stub().resolves([]),
      parentOrganisation: sinon.stub().callsFake(async (name: string) => name),
      yearlyContracts: sinon.stub().resolves([]),
      branch: sinon.stub().resolves({ id: 1, name: "Bosh ofis" }),
    },
    feedback: { insert: sinon.stub().resolves(), count: sinon.stub() },
    uploads: { insert: sinon.stub().resolves(), find: sinon.stub().resolves(undefined) },
    files: { put: sinon.stub().resolves(), get: sinon.stub(), delete: sinon.stub().resolves() },
    completion: { missing: sinon.stub().resolves([]) },
    events: {
      stepTaken: sinon.stub().resolves(),
      instrumentsReceived: sinon.stub().resolves(),
      paymentReceived: sinon.stub().resolves(),
      paymentCancelled: sinon.stub().resolves(),
    },
    sessions: {
      create: sinon.stub().resolves(),
      touch: sinon.stub(),
      destroy: sinon.stub(),
      destroyAllOf: sinon.stub().resolves(),
    },
    companies: { findByTin: sinon.stub().resolves(undefined) },
    documents: {
      render: sinon
        .stub()
        .resolves({ bytes: Buffer.from("%PDF-1.7 rendered"), contentType: "application/pdf" }),
    },
    clock: { now: () => NOW },
    ids: { next: sinon.stub().callsFake(async () => nextId++) },
    passwords: {
      hash: sinon.stub(),
      verify: sinon.stub().resolves(false),
      busy: sinon.stub().returns(false),
    },
    config: {
      offerVersion: "offerta-4",
      uploadLimitBytes: 1024,
      sessionIdleSeconds: 60,
      organisation: {
        name: "Metrologiya markazi",
        address: "Toshkent sh., Farobiy ko‘chasi 333A",
        tin: "200000001",
        bank_name: "Markaziy bank",
        account_number: "20210000100000000001",
        mfo: "00014",
        phone: "+998 71 202-00-11",
      },
    },
  };
  return { deps, asDeps: deps as unknown as AnyModuleDeps };
}
