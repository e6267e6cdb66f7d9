import type {
  AppealRecord,
  CabinetAccountRecord,
  ContractRecord,
  FeedbackRecord,
  RequisiteRecord,
  SelfDeviceRecord,
  UploadRecord,
  UserRecord,
} from "@portal/application";

/** Object Mothers: valid records whose fields a test overrides only where it matters. */

export function anAppeal(overrides: Partial<AppealRecord> = {}): AppealRecord {
  return {
    id: 1,
    kind: "verification",
    type_id: 4,
    owner_id: 10,
    created_by: 10,
    is_offline: 0,
    status: "submitted",
    branch_id: 1,
    appeal: { branch_id: 1, one_place: 1, nds: "12.00", email: "owner@example.com" },
    devices: [
      { type_id: 4, device_id: 1, device_name: "Elektron savdo tarozisi", amount: 2, cost: "144000.00" },
      { type_id: 4, device_id: 2, device_name: "Stol ustiga tarozi", amount: 1, cost: "84000.00" },
    ],
    total: "255360.00",
    offer: { version: "offerta-4", accepted_at: "2025-03-01T09:00:00.000Z" },
    history: [{ status: "submitted", at: "2025-03-01T09:00:00.000Z", by: 10 }],
    created_at: "2025-03-01T09:00:00.000Z",
    updated_at: "2025-03-01T09:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export function aContract(overrides: Partial<ContractRecord> = {}): ContractRecord {
  return {
    id: 1,
    appeal_id: 1,
    owner_id: 10,
    kind: "contract",
    contract_number: "SH-2025/0001",
    devices: [{ id: 1, device_id: 1, type_id: 8, amount: 1, cost: "988036.00", together: 0 }],
    total: "988036.00",
    created_by: 3,
    created_at: "2025-03-02T10:00:00.000Z",
    ...overrides,
  };
}

export function aSelfDevice(overrides: Partial<SelfDeviceRecord> = {}): SelfDeviceRecord {
  return {
    id: 1,
    user_id: 10,
    device_id: 5,
    country_id: 1,
    area_of_use_id: 14,
    inspection_date: "2025-01-15",
    next_inspection_date: "2026-01-15",
    ...overrides,
  };
}

export function aRequisite(overrides: Partial<RequisiteRecord> = {}): RequisiteRecord {
  return {
    id: 1,
    user_id: 10,
    contragent_id: 10,
    company_name: "Demo Metall MChJ",
    account_number: "20208000900001101001",
    bank_name: "Kapitalbank",
    director_name: "Rahimov Dilshod",
    mfo: "01088",
    oked: "24100",
    email: "buxgalteriya@example.com",
    ...overrides,
  };
}

export function aCabinetAccount(overrides: Partial<CabinetAccountRecord> = {}): CabinetAccountRecord {
  return {
    id: 1,
    user_id: 10,
    bank_name: "Kapitalbank",
    mfo: "01088",
    account_number: "20208000900001101001",
    status: 0,
    ...overrides,
  };
}

export function aUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 10,
    login: "jasur.karimov",
    password_hash: "scrypt$32768$8$1$c2FsdA==$aGFzaA==",
    role: "person",
    corporate: 0,
    discount: "0",
    info: {
      first_name: "Jasur",
      last_name: "Karimov",
      middle_name: "Anvarovich",
      tin: "412345678",
      pin: "31505850260015",
      phone: "+998901112233",
      email: "jasur@example.com",
    },
    ...overrides,
  };
}

export function aFeedback(overrides: Partial<FeedbackRecord> = {}): FeedbackRecord {
  return {
    id: 1,
    type: "public",
    branch_id: 1,
    message: "Navbat juda uzun",
    region_id: 14,
    district_id: 1401,
    name: "Aziz",
    phone: "+998901234567",
    created_at: "2025-03-01T09:00:00.000Z",
    ...overrides,
  };
}

export function anUpload(overrides: Partial<UploadRecord> = {}): UploadRecord {
  return {
    name: "3f2a9c1e.pdf",
    folder: "recognition-device",
    owner_id: 10,
    size: 52_000,
    original_name: "sertifikat.pdf",
    created_at: "2025-03-01T09:00:00.000Z",
    ...overrides,
  };
}

/** ids 1..n, in an order that is not the id order, so that sorting is really tested. */
export function shuffledIds(n: number): number[] {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  return [...ids.filter((id) => id % 2 === 0), ...ids.filter((id) => id % 2 === 1).reverse()];
}
