import sinon from "sinon";
import type { Actor } from "../src/actor";
import type { CatalogueDevice, UserRecord } from "../src/ports";
import type { Deps } from "../src/useCases";

export const NOW = new Date("2026-11-21T10:00:00Z");

export function aUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 2,
    login: "demo.company",
    password_hash: "scrypt$hash",
    role: "company",
    corporate: 1,
    discount: "10",
    info: {
      first_name: "Dilshod",
      last_name: "Rahimov",
      middle_name: "",
      tin: "423456789",
      phone: "",
      email: "",
    },
    ...overrides,
  };
}

export const aCustomer = (overrides: Partial<UserRecord> = {}): Actor => ({
  user: aUser(overrides),
  lang: "uz",
});
export const aStaffMember = (): Actor => ({
  user: aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 }),
  lang: "uz",
});

export const aDevice = (overrides: Partial<CatalogueDevice> = {}): CatalogueDevice => ({
  id: 49,
  name: "Elektron savdo tarozisi",
  type_id: 4,
  section_id: 10,
  cost: "45000.00",
  spetsifikatsiya: "0,04–15 kg",
  k_2: "MS-0401",
  check_out: 0,
  ...overrides,
});

/** Every port as a sinon stub with harmless answers; a test overrides what it checks. */
export function stubDeps() {
  let nextId = 100;
  const deps = {
    appeals: {
      insert: sinon.stub().resolves(),
      findById: sinon.stub().resolves(undefined),
      list: sinon.stub(),
      replace: sinon.stub().resolves(true),
    },
    contracts: {
      insert: sinon.stub().resolves(true),
      findById: sinon.stub(),
      findByAppeal: sinon.stub(),
      list: sinon.stub(),
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
      search: sinon.stub(),
    },
    catalogue: {
      device: sinon.stub().resolves(aDevice()),
      yearlyContracts: sinon.stub().resolves([]),
      branch: sinon.stub().resolves({ id: 1, name: "Bosh ofis" }),
    },
    feedback: { insert: sinon.stub().resolves(), count: sinon.stub() },
    uploads: { insert: sinon.stub().resolves(), find: sinon.stub().resolves(undefined) },
    files: { put: sinon.stub().resolves(), get: sinon.stub(), delete: sinon.stub().resolves() },
    sessions: { create: sinon.stub().resolves(), touch: sinon.stub(), destroy: sinon.stub() },
    companies: { findByTin: sinon.stub().resolves(undefined) },
    clock: { now: () => NOW },
    ids: { next: sinon.stub().callsFake(async () => nextId++) },
    passwords: { hash: sinon.stub(), verify: sinon.stub().resolves(false) },
    config: { offerVersion: "offerta-4", uploadLimitBytes: 1024, sessionIdleSeconds: 60 },
  };
  return { deps, asDeps: deps as unknown as Deps };
}
