import type {
  Actor,
  AppealRecord,
  CabinetAccountRecord,
  CatalogueDevice,
  ContractRecord,
  FeedbackRecord,
  RequisiteRecord,
  SavedAppeal,
  SelfDeviceRecord,
  StandardRecord,
  UploadRecord,
  UserRecord,
} from "@portal/application";
import type { SelfDeviceListItem } from "@portal/domain";

/**
 * The test data of every package, one builder per record (issue 17): a valid record whose
 * fields a test overrides only where they matter. They describe one world: customer 2
 * (`demo.company`), staff member 3, reviewer 4, and customer 2's appeal 57 and contract 31;
 * a record of someone else, or another id, is an override at the call site.
 */

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

/** The callers of the use cases: customer 2, staff member 3, reviewer 4. */
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

/** Staff member 7 and reviewer 8 of a regional branch (Andijon, 3 unless told): they work on its appeals only. */
export const aBranchStaffMember = (branches: readonly number[] = [3]): Actor => ({
  user: aUser({ id: 7, login: "demo.staff.branch", role: "staff", corporate: 0, branches }),
  lang: "uz",
});
export const aBranchReviewer = (branches: readonly number[] = [3]): Actor => ({
  user: aUser({ id: 8, login: "branch.reviewer", role: "reviewer", corporate: 0, branches }),
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

/** What saving an appeal answers: the appeal `id` and where the browser goes next. */
export const aSavedAppeal = (id = anAppeal().id, destination = "/application/expected"): SavedAppeal => ({
  appeal: anAppeal({ id }),
  destination,
});

/** Contract 31 on appeal 57, made by staff member 3: one row of three devices 8. */
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

/** Device 49 of the catalogue. */
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

/** A device of customer 2's own register, as stored. */
export function aSelfDevice(overrides: Partial<SelfDeviceRecord> = {}): SelfDeviceRecord {
  return {
    id: 12,
    user_id: 2,
    device_id: 40,
    country_id: 1,
    area_of_use_id: 14,
    inspection_date: "2025-01-15",
    next_inspection_date: "2026-01-15",
    ...overrides,
  };
}

/** The same device as the register lists it, with the names of what it refers to. */
export const aSelfDeviceListItem = (overrides: Partial<SelfDeviceListItem> = {}): SelfDeviceListItem => ({
  ...aSelfDevice(),
  soogu_name: "Vazirlik",
  company_name: "Demo Metall MChJ",
  tin: "423456789",
  device_name: "Manometr",
  country_name: "O'zbekiston",
  k_2: "K-40",
  area_of_use_name: "Toshkent",
  ...overrides,
});

/** Customer 2's bank requisites. */
export function aRequisite(overrides: Partial<RequisiteRecord> = {}): RequisiteRecord {
  return {
    id: 9,
    user_id: 2,
    contragent_id: 2,
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

/** A bank account of customer 2's cabinet, not yet the active one. */
export function aCabinetAccount(overrides: Partial<CabinetAccountRecord> = {}): CabinetAccountRecord {
  return {
    id: 4,
    user_id: 2,
    bank_name: "Kapitalbank",
    mfo: "01088",
    account_number: "20208000900001101001",
    status: 0,
    ...overrides,
  };
}

/** A signed ("public") feedback message. */
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
    created_at: "2026-11-20T08:00:00.000Z",
    ...overrides,
  };
}

/** A PDF customer 2 uploaded for a recognition row. */
export function anUpload(overrides: Partial<UploadRecord> = {}): UploadRecord {
  return {
    name: "3f2a9c1e.pdf",
    folder: "recognition-device",
    owner_id: 2,
    size: 52_000,
    original_name: "sertifikat.pdf",
    created_at: "2026-11-20T08:00:00.000Z",
    ...overrides,
  };
}

/** A reference standard of branch 1 (the head office's Toshkent), recorded by staff member 3, valid until the end of 2027. */
export function aStandard(overrides: Partial<StandardRecord> = {}): StandardRecord {
  return {
    id: 1,
    name: "Gir toshlari toʻplami",
    type: "F1 1 mg – 500 g",
    serial_number: "GT-2041",
    range: "1 mg – 500 g",
    accuracy: "F1",
    certificate: { number: "UzNIM-2026-0412", issuer: "UzNIM", valid_until: "2027-12-31" },
    branch_id: 1,
    created_at: "2026-11-20T08:00:00.000Z",
    updated_at: "2026-11-20T08:00:00.000Z",
    created_by: 3,
    ...overrides,
  };
}
