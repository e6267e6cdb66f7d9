/** Object Mothers: valid inputs of every validated form; each test spoils one thing. */
import type {
  BankRequisiteInput,
  CabinetAccountInput,
  CommentRow,
  KompleksRow,
  PrivateFeedback,
  ProviderRow,
  PublicFeedback,
  RecognitionRow,
  SelfDeviceInput,
  SubmitFormApplication,
  UserInfoUpdate,
  VerificationLine,
} from "../../src";
import type { AppealHeader } from "../../src";
import { type Money, parseSom } from "../../src/shared/money";
import type {
  RecognitionAppealContext,
  RecognitionAppealKind,
  UploadCandidate,
  VerificationAppealContext,
  VerificationAppealInput,
} from "../../src";

export const som = (text: string): Money => parseSom(text)!;

export const aRecognitionRow = (overrides: Partial<RecognitionRow> = {}): RecognitionRow => ({
  device_name: "Tarozi VLR-200",
  amount: 1,
  about_device: "O'zstandart AJ",
  recognition_file: "1700000000_hujjat.pdf",
  ...overrides,
});

export const aKompleksRow = (overrides: Partial<KompleksRow> = {}): KompleksRow => ({
  device_name: "Gaz taqsimlash kompleksi",
  amount: 1,
  recognition_file: "1700000000_kompleks.pdf",
  check_in: 1,
  check_out: 0,
  ...overrides,
});

export const aRecognitionContext = (
  kind: RecognitionAppealKind,
  overrides: Partial<RecognitionAppealContext> = {},
): RecognitionAppealContext => ({
  kind,
  corporate: false,
  accountChosen: false,
  offerAccepted: true,
  ...overrides,
});

export const aCommentRow = (overrides: Partial<CommentRow> = {}): CommentRow => ({
  amount: 2,
  comment: "Manometrlar, 2 dona",
  ...overrides,
});

export const aVerificationHeader = (overrides: Partial<AppealHeader> = {}): AppealHeader => ({
  branch_id: 1,
  is_free: 0,
  no_nds: 0,
  is_yearly: 0,
  check_out: 0,
  is_old: 0,
  ...overrides,
});

export const aVerificationLine = (overrides: Partial<VerificationLine> = {}): VerificationLine => ({
  type_id: 1,
  device_id: 42,
  device_name: "Manometr",
  amount: 1,
  check_in: 1,
  check_out: 0,
  ...overrides,
});

export const aVerificationAppeal = (
  header: Partial<AppealHeader> = {},
  devices: readonly VerificationLine[] = [aVerificationLine()],
): VerificationAppealInput => ({ appeal: aVerificationHeader(header), devices });

export const aVerificationContext = (
  overrides: Partial<VerificationAppealContext> = {},
): VerificationAppealContext => ({
  corporate: false,
  offerAccepted: true,
  ...overrides,
});

export const aProviderRow = (overrides: Partial<ProviderRow> = {}): ProviderRow => ({
  device_type_id: 4,
  mtd_name: "Bosim o'lchash usuli",
  laboratory_name: "Metrologiya laboratoriyasi",
  laboratory_director_name: "Karimov Akmal",
  laboratory_address: "Toshkent sh., Chilonzor t., 5-uy",
  measurement_size: "Bosim",
  method: "Taqqoslash",
  applied_devices: "Manometr MP-100",
  about_device: "Qo'shimcha talablar yo'q",
  amount: 1,
  ...overrides,
});

export const aPrivateFeedback = (overrides: Partial<PrivateFeedback> = {}): PrivateFeedback => ({
  type: "private",
  branch_id: 3,
  private_msg: "Xizmat sifati haqida",
  ...overrides,
});

export const aPublicFeedback = (overrides: Partial<PublicFeedback> = {}): PublicFeedback => ({
  type: "public",
  public_msg: "Xizmat sifati haqida",
  name: "Aliyev Vali",
  email: "vali@example.uz",
  phone: "901234567",
  branch_id: 3,
  region_id: 10,
  district_id: 101,
  ...overrides,
});

export const aSubmitForm = (overrides: Partial<SubmitFormApplication> = {}): SubmitFormApplication => ({
  region: 1,
  province: 2,
  address: "Yunusobod t., 12-uy",
  type: 3,
  section: 4,
  device: 5,
  amount: 1,
  transport: 0,
  free: 0,
  ...overrides,
});

const pdfHeader = new TextEncoder().encode("%PDF-1.7\n");

export const aPdf = (overrides: Partial<UploadCandidate> = {}): UploadCandidate => ({
  name: "hujjat.pdf",
  size: 1024,
  firstBytes: pdfHeader,
  ...overrides,
});

export const aCabinetAccount = (overrides: Partial<CabinetAccountInput> = {}): CabinetAccountInput => ({
  bank_name: "Xalq banki",
  mfo: "00873",
  account_number: "20208000900123456001",
  ...overrides,
});

export const aRequisite = (overrides: Partial<BankRequisiteInput> = {}): BankRequisiteInput => ({
  company_name: "Aniq O'lchov MChJ",
  account_number: "20208000900123456001",
  bank_name: "Xalq banki",
  mfo: "00873",
  oked: "71200",
  director_name: "Rahimov Botir",
  email: "info@aniq.uz",
  ...overrides,
});

export const aSelfDevice = (overrides: Partial<SelfDeviceInput> = {}): SelfDeviceInput => ({
  device_id: 7,
  country_id: 860,
  area_of_use_id: 1,
  inspection_date: "2024-03-01",
  next_inspection_date: "2025-03-01",
  ...overrides,
});

export const aUserInfoUpdate = (overrides: Partial<UserInfoUpdate> = {}): UserInfoUpdate => ({
  first_name: "Akmal",
  last_name: "Karimov",
  middle_name: "Botirovich",
  users: { phone: "+998901234567", email: "akmal@example.uz" },
  ...overrides,
});
