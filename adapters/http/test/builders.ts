import type {
  AppealRecord,
  CabinetAccountRecord,
  ContractRecord,
  RequisiteRecord,
  SavedAppeal,
  SelfDeviceView,
  UploadRecord,
  UserRecord,
} from "@portal/application";

/** Valid test data with overrides, one builder per record the routes hand back. */
export const aUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: 7,
  login: "customer",
  password_hash: "$argon2id$secret-hash",
  role: "company",
  corporate: 1,
  discount: "0",
  info: {
    first_name: "Ali",
    last_name: "Valiyev",
    middle_name: "Sobirovich",
    tin: "123456789",
    phone: "901234567",
    email: "ali@example.uz",
  },
  ...overrides,
});

export const anAppeal = (overrides: Partial<AppealRecord> = {}): AppealRecord => ({
  id: 501,
  kind: "recognition",
  type_id: 8,
  owner_id: 7,
  created_by: 7,
  is_offline: 0,
  status: "submitted",
  appeal: {},
  devices: [],
  total: "988036.00",
  history: [],
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
  version: 1,
  ...overrides,
});

export const aSavedAppeal = (id = 501, destination = "/application/expected"): SavedAppeal => ({
  appeal: anAppeal({ id }),
  destination,
});

export const aContract = (overrides: Partial<ContractRecord> = {}): ContractRecord => ({
  id: 31,
  appeal_id: 501,
  owner_id: 7,
  kind: "contract",
  contract_number: "A-17",
  devices: [],
  total: "988036.00",
  created_by: 2,
  created_at: "2025-01-02T00:00:00.000Z",
  ...overrides,
});

export const aSelfDevice = (overrides: Partial<SelfDeviceView> = {}): SelfDeviceView => ({
  id: 12,
  user_id: 7,
  device_id: 40,
  country_id: 1,
  area_of_use_id: 3,
  inspection_date: "2024-05-01",
  next_inspection_date: "2025-05-01",
  soogu_name: "Vazirlik",
  company_name: "Aloqa MChJ",
  tin: "123456789",
  device_name: "Manometr",
  country_name: "O'zbekiston",
  k_2: "K-40",
  area_of_use_name: "Toshkent",
  ...overrides,
});

export const anAccount = (overrides: Partial<CabinetAccountRecord> = {}): CabinetAccountRecord => ({
  id: 4,
  user_id: 7,
  bank_name: "Asaka",
  mfo: "00873",
  account_number: "20208000900100001010",
  status: 0,
  ...overrides,
});

export const aRequisite = (overrides: Partial<RequisiteRecord> = {}): RequisiteRecord => ({
  id: 9,
  user_id: 7,
  contragent_id: 3,
  company_name: "Aloqa MChJ",
  account_number: "20208000900100001010",
  bank_name: "Asaka",
  director_name: "Valiyev A.",
  mfo: "00873",
  oked: "62010",
  email: "info@aloqa.uz",
  ...overrides,
});

export const anUpload = (overrides: Partial<UploadRecord> = {}): UploadRecord => ({
  name: "f3a9c1d2e4.pdf",
  folder: "recognition-device",
  owner_id: 7,
  size: 1234,
  original_name: "passport.pdf",
  created_at: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

/** The smallest bytes that look like a PDF. */
export const pdfBytes = (size = 64): Buffer => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size)]);

/** A multipart form carrying `bytes` as a PDF under `field`, as the upload widgets send it. */
export const fileForm = (bytes: Buffer = pdfBytes(), name = "pasport.pdf", field = "file"): FormData => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  return form;
};
