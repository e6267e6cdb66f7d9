import sinon from "sinon";
import type {
  Actor,
  AppealDeps,
  AppealRecord,
  CabinetDeps,
  CatalogueDeps,
  CatalogueDevice,
  ContractDeps,
  ContractRecord,
  FeedbackDeps,
  IdentityDeps,
  RegisterDeps,
  UserRecord,
} from "../src";

/** The ports of every module at once: `stubDeps` stubs them all, each maker takes its own. */
export type AnyModuleDeps = AppealDeps &
  CabinetDeps &
  CatalogueDeps &
  ContractDeps &
  FeedbackDeps &
  IdentityDeps &
  RegisterDeps;

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
export const aReviewer = (): Actor => ({
  user: aUser({ id: 4, login: "demo.reviewer", role: "reviewer", corporate: 0 }),
  lang: "uz",
});

/** A submitted verification appeal of customer 2: two devices 49 at 45 000.00. */
export function anAppeal(overrides: Partial<AppealRecord> = {}): AppealRecord {
  return {
    id: 57,
    kind: "verification",
    owner_id: 2,
    created_by: 2,
    is_offline: 0,
    status: "submitted",
    branch_id: 1,
    appeal: { branch_id: 1, account_number_id: 1, user_id: 2, is_offline: 0 },
    devices: [
      {
        id: 1,
        type_id: 4,
        device_id: 49,
        device_name: "Elektron savdo tarozisi",
        amount: 2,
        cost: "45000.00",
        discount: "0.00",
        vat: "10800.00",
        total: "100800.00",
      },
    ],
    total: "100800.00",
    offer: { version: "offerta-4", accepted_at: "2026-11-20T08:00:00.000Z" },
    history: [{ status: "submitted", at: "2026-11-20T08:00:00.000Z", by: 2 }],
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

/** A type 8 recognition appeal of customer 2: one row of three devices. */
export const aRecognitionAppeal = (overrides: Partial<AppealRecord> = {}): AppealRecord =>
  anAppeal({
    kind: "recognition",
    type_id: 8,
    appeal: { account_number_id: 1, is_recognition: 1, user_id: 2, is_offline: 0 },
    devices: [
      {
        id: 1,
        type_id: 8,
        device_name: "Manometr",
        about_device: "Namuna Zavod MChJ",
        amount: 3,
        together: 0,
        recognition_file: "a.pdf",
        cost: "2964108.00",
      },
    ],
    total: "2964108.00",
    ...overrides,
  });

export function aContract(overrides: Partial<ContractRecord> = {}): ContractRecord {
  return {
    id: 31,
    appeal_id: 57,
    owner_id: 2,
    kind: "contract",
    contract_number: "SH-17",
    devices: [
      {
        type_id: 8,
        device_name: "Manometr",
        amount: 3,
        together: 1,
        unit_price: "988036.00",
        discount: "0.00",
        vat: "0.00",
        total: "1284446.80",
        cost: "1284446.80",
      },
    ],
    total: "1284446.80",
    created_by: 3,
    created_at: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

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
      insertOnce: sinon.stub().callsFake(async (appeal: unknown) => appeal),
      findById: sinon.stub().resolves(undefined),
      list: sinon.stub().resolves({ items: [] }),
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
    documents: {
      render: sinon
        .stub()
        .resolves({ bytes: Buffer.from("%PDF-1.7 rendered"), contentType: "application/pdf" }),
    },
    clock: { now: () => NOW },
    ids: { next: sinon.stub().callsFake(async () => nextId++) },
    passwords: { hash: sinon.stub(), verify: sinon.stub().resolves(false) },
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
