import type { AppealHeader } from "@portal/domain";
import type { YearlyAppeal } from "@portal/domain";
import type { City, Country, Device, DeviceSummary, Province, Section, ServiceType } from "@portal/domain";
import type { KompleksRow, RecognitionRow } from "@portal/domain";
import type { CabinetAccount } from "@portal/domain";
import type { SelfDevice, SelfDeviceListItem } from "@portal/domain";
import { percent, som } from "@portal/domain";
import { type FeedbackFormState, initialFeedbackForm } from "../../src/feedback/state/feedback";
import { blankVerificationLine, type VerificationLineState } from "../../src/state/verificationLine";

/** Freezes a value and everything inside it, so a test fails if a function mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/** Builders: sensible test data, each overridable, each frozen. */
export const aServiceType = (over: Partial<ServiceType> = {}): ServiceType =>
  deepFreeze({ id: 4, name: "Qiyoslash", ...over });

export const aSection = (over: Partial<Section> = {}): Section =>
  deepFreeze({ id: 31, name: "Bosim", ...over });

export const aDevice = (over: Partial<Device> = {}): Device =>
  deepFreeze({
    id: 101,
    name: "Manometr",
    cost: som(150000),
    check_out: 0,
    spetsifikatsiya: "0–10 MPa",
    ...over,
  });

export const aLine = (over: Partial<VerificationLineState> = {}): VerificationLineState =>
  deepFreeze({ ...blankVerificationLine(), ...over });

/** A line with type 4, section 31 (offline) and device 101 chosen. */
export const aLineWithDevice = (over: Partial<VerificationLineState> = {}): VerificationLineState => {
  const type = aServiceType();
  const device = aDevice();
  return aLine({
    type,
    type_id: type.id,
    device,
    device_id: device.id,
    device_name: device.name,
    cost: device.cost,
    spetsifikatsiya: device.spetsifikatsiya,
    ...over,
  });
};

export const aHeader = (over: Partial<AppealHeader> = {}): AppealHeader =>
  deepFreeze({ branch_id: 2, is_free: 0, no_nds: 0, nds: percent(12), ...over });

export const aYearlyAppeal = (over: Partial<YearlyAppeal> = {}): YearlyAppeal =>
  deepFreeze({ no_nds: 0, nds: percent(12), resolution: "", lawyer_note: "", ...over });

export const aContract = (over: Partial<YearlyAppeal> = {}, id = 55) =>
  deepFreeze({ id, yearlyAppeal: aYearlyAppeal(over) });

export const aRecognitionRow = (over: Partial<RecognitionRow> = {}): RecognitionRow =>
  deepFreeze({ type_id: 8, device_name: "Tarozi", about_device: "Zavod", amount: 1, together: 0, ...over });

export const aKompleksRow = (over: Partial<KompleksRow> = {}): KompleksRow =>
  deepFreeze({ device_name: "Kompleks", amount: 1, check_in: 1, check_out: 0, ...over });

/** A kompleks row checked on site, with its place filled in. */
export const anOnSiteKompleksRow = (over: Partial<KompleksRow> = {}): KompleksRow =>
  aKompleksRow({
    check_in: 0,
    check_out: 1,
    province_id: 3,
    city_id: 30,
    address: "Navoiy ko'chasi 1",
    ...over,
  });

export const aFeedbackForm = (over: Partial<FeedbackFormState> = {}): FeedbackFormState =>
  deepFreeze({ ...initialFeedbackForm, ...over });

export const aCity = (over: Partial<City> = {}): City => deepFreeze({ id: 70, name: "Chirchiq", ...over });

export const aDeviceSummary = (over: Partial<DeviceSummary> = {}): DeviceSummary =>
  deepFreeze({ id: 5, name: "Termometr", k_2: "K-555", ...over });

export const aCountry = (over: Partial<Country> = {}): Country =>
  deepFreeze({ id: 860, name_uz: "O'zbekiston", name: "O'zbekiston", ...over });

export const aProvince = (over: Partial<Province> = {}): Province =>
  deepFreeze({ id: 10, name: "Toshkent", ...over });

export const aSelfDevice = (over: Partial<SelfDevice> = {}): SelfDevice =>
  deepFreeze({
    id: 900,
    user_id: 1,
    device_id: 5,
    country_id: 860,
    area_of_use_id: 10,
    inspection_date: "2024-01-15",
    next_inspection_date: "2025-01-15",
    ...over,
  });

export const aSelfDeviceListItem = (over: Partial<SelfDeviceListItem> = {}): SelfDeviceListItem =>
  deepFreeze({
    ...aSelfDevice(),
    soogu_name: "Vazirlik",
    company_name: "MChJ Misol",
    tin: "123456789",
    device_name: "Termometr",
    country_name: "O'zbekiston",
    k_2: "K-555",
    area_of_use_name: "Toshkent",
    ...over,
  });

export const anAccount = (over: Partial<CabinetAccount> = {}): CabinetAccount =>
  deepFreeze({
    id: 1,
    user_id: 1,
    bank_name: "Bank",
    mfo: "00014",
    account_number: "20208000900000000001",
    status: 0,
    ...over,
  });
