import type { CabinetAccount, SelfDeviceListItem } from "@portal/domain";
import type { SelfDeviceLookups } from "../src/register/state/selfDeviceModal";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import type { Role, SessionUser } from "../src/api/portal";
import type { AppealDetail } from "../src/appeals/appealsApi";

/** Test data of the UI tests, shaped like the server's answers. */
export const lookups: SelfDeviceLookups = {
  devices: [
    { id: 49, name: "Manometr MP-100", k_2: "MS-0401" },
    { id: 50, name: "Tarozi VT-15", k_2: "TR-0015" },
  ],
  countries: [
    { id: 1, name_uz: "O‘zbekiston", name: "O‘zbekiston" },
    { id: 2, name_uz: "Rossiya", name: "Rossiya" },
  ],
  provinces: [
    { id: 1, name: "Andijon viloyati" },
    { id: 14, name: "Toshkent shahri" },
  ],
};

export const aSelfDevice = (overrides: Partial<SelfDeviceListItem> = {}): SelfDeviceListItem => ({
  id: 7,
  user_id: 2,
  device_id: 50,
  country_id: 2,
  area_of_use_id: 14,
  inspection_date: "2024-05-01",
  next_inspection_date: "2025-05-01",
  soogu_name: "Vazirlik",
  company_name: "Demo Metall MChJ",
  tin: "301234567",
  device_name: "Tarozi VT-15",
  country_name: "Rossiya",
  k_2: "TR-0015",
  area_of_use_name: "Toshkent shahri",
  ...overrides,
});

export const anAccount = (overrides: Partial<CabinetAccount> = {}): CabinetAccount => ({
  id: 1,
  user_id: 2,
  bank_name: "Kapitalbank",
  mfo: "01088",
  account_number: "20208000900001101001",
  status: 1,
  ...overrides,
});

export const aPerson = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  user_id: 1,
  role: "person",
  corporate: 0,
  discount: "0",
  first_name: "Jasur",
  last_name: "Karimov",
  middle_name: "Anvarovich",
  tin: "412345678",
  address: "Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko‘chasi 108-uy",
  users: { phone: "+998901112233", email: "demo.person@example.com" },
  accounts: [],
  ...overrides,
});

/** A signed-in user of a role, as GET /auth/me answers. */
export const aSessionUser = (role: Role): SessionUser => ({
  id: role === "reviewer" ? 4 : 1,
  login: `demo.${role}`,
  role,
  corporate: role === "company" ? 1 : 0,
  info: { first_name: "Bekzod", last_name: "Tursunov" },
});

/** A comment appeal under review, as GET /api/appeals/{id} answers it. */
export const anAppealDetail = (overrides: Partial<AppealDetail> = {}): AppealDetail => ({
  id: 5,
  kind: "comment",
  owner_id: 1,
  created_by: 1,
  is_offline: 0,
  status: "under_review",
  appeal: {},
  devices: [{ id: 1, comment: "Uchta manometr", amount: 3 }],
  total: "0.00",
  history: [{ status: "submitted", at: "2026-01-10T09:00:00.000Z", by: 1 }],
  created_at: "2026-01-10T09:00:00.000Z",
  updated_at: "2026-01-10T09:00:00.000Z",
  version: 2,
  ...overrides,
});
