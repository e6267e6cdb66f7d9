import type { CompanyLookupResult, Language } from "@portal/domain";
import type { Either } from "fp-ts/lib/Either";
import type { Actor } from "../actor";
import type { Failure } from "../failures";
import type {
  AppealRecord,
  AppealStatus,
  AppealSummary,
  CabinetAccountRecord,
  CatalogueCountry,
  CatalogueDevice,
  ContractRecord,
  NamedItem,
  Page,
  RequisiteRecord,
  Session,
  UploadRecord,
  UserInfoRecord,
  UserRecord,
} from "../ports";
import type { ContractFile } from "./contractDocument";
import type { CustomerView } from "./customerView";
import type { CustomerForEntry } from "./customerForEntry";
import type { InboxItem } from "./staffInbox";

export type { ContractFile, CustomerForEntry, CustomerView, InboxItem };

export type Result<T> = Promise<Either<Failure, T>>;

/** The save endpoints of spec section 7, by the kind of appeal they carry. */
export type SaveEndpoint = "verification" | "recognition" | "provider" | "kompleks" | "comment";

export interface SavedAppeal {
  readonly appeal: AppealRecord;
  /** Where the spec sends the user next (section 2), relative to {base}. */
  readonly destination: string;
}

export interface UploadInput {
  readonly folder: UploadRecord["folder"];
  readonly originalName: string;
  readonly bytes: Buffer;
}

export interface SelfDeviceView {
  readonly id: number;
  readonly user_id: number;
  readonly device_id: number;
  readonly country_id: number;
  readonly area_of_use_id: number;
  readonly inspection_date: string;
  readonly next_inspection_date: string;
  readonly soogu_name: string;
  readonly company_name: string;
  readonly tin: string;
  readonly device_name: string;
  readonly country_name: string;
  readonly k_2: string;
  readonly area_of_use_name: string;
}

/** GET /get-userinfo: the spec's user info (section 3), with users.phone / users.email. */
export type UserInfoView = Omit<UserInfoRecord, "phone" | "email"> & {
  readonly user_id: number;
  readonly role: UserRecord["role"];
  readonly corporate: 0 | 1;
  readonly discount: string;
  readonly summa_limit?: string;
  readonly users: { readonly phone: string; readonly email: string };
  readonly accounts: readonly CabinetAccountRecord[];
};

export interface AppealListQuery {
  readonly limit?: number;
  readonly before?: number;
  readonly status?: AppealStatus;
}

/**
 * Every user action of the spec. Inputs are `unknown` where they come straight from a
 * request body: each use case decodes with the domain codecs and validates with the
 * domain validators itself, so the server never trusts the client.
 */
export interface UseCases {
  // Sessions
  signIn(login: unknown, password: unknown): Result<{ session: Session; user: UserRecord }>;
  signOut(sessionId: string): Promise<void>;
  currentUser(sessionId: string | undefined): Promise<UserRecord | undefined>;

  // Appeals (POST /front/save-appeal, /front/draft-appeal, save-recognition-appeal, …)
  /**
   * With a submission key (the client's Idempotency-Key), a repeat stores nothing and
   * answers the appeal the first one stored, however long ago and whatever was lost.
   */
  saveAppeal(
    actor: Actor,
    endpoint: SaveEndpoint,
    body: unknown,
    submissionKey?: string,
  ): Result<SavedAppeal>;
  saveDraft(actor: Actor, body: unknown, submissionKey?: string): Result<SavedAppeal>;
  listMyAppeals(actor: Actor, query: AppealListQuery): Result<Page<AppealSummary>>;
  getAppeal(actor: Actor, id: number): Result<AppealRecord>;
  uploadFile(actor: Actor, input: UploadInput): Result<UploadRecord>;
  /** The stored file, for its owner and staff only. */
  downloadFile(
    actor: Actor,
    folder: UploadRecord["folder"],
    name: string,
  ): Result<{ body: NodeJS.ReadableStream; size: number; contentType: string }>;

  // Contracts and invoices (staff)
  createContract(actor: Actor, body: unknown): Result<ContractRecord>;
  createInvoice(actor: Actor, body: unknown): Result<ContractRecord>;
  /** Contracts and invoices, newest first: staff every one, a customer their own, reviewers none. */
  listContracts(actor: Actor, query: unknown): Result<Page<ContractRecord>>;
  /** The contract and invoice of one appeal: its owner's, and any for staff (reviewers: none). */
  listAppealContracts(actor: Actor, appealId: number): Result<ContractRecord[]>;
  /** A contract or invoice as a PDF in the language asked for. */
  contractDocument(actor: Actor, contractId: number, lang: Language): Result<ContractFile>;

  // The appeal lifecycle: staff and reviewer work (issue 7)
  /** One lifecycle step ({action, note, version, offer_accepted}) with its audit entry. */
  changeAppealStatus(actor: Actor, id: number, body: unknown): Result<AppealRecord>;
  /** Every sent appeal, filtered, sorted and paged (the query string, decoded by the use case). */
  staffInbox(actor: Actor, query: unknown): Result<Page<InboxItem>>;
  /** The reviewer's (or staff's) edit of a saved verification or kompleks appeal. */
  reviewerUpdateAppeal(actor: Actor, id: number, body: unknown): Result<SavedAppeal>;
  /** Customers by tax id, PINFL or name, for staff entering an appeal for them. */
  searchCustomers(actor: Actor, q: unknown): Result<CustomerView[]>;
  /** One customer with their discount, limit, requisites and yearly contracts, for offline entry. */
  customerForEntry(actor: Actor, id: number): Result<CustomerForEntry>;

  // Feedback (anyone)
  sendFeedback(actor: Actor, body: unknown): Result<{ id: number }>;

  // Own devices register
  listSelfDevices(actor: Actor): Result<SelfDeviceView[]>;
  addSelfDevice(actor: Actor, body: unknown): Result<SelfDeviceView>;
  updateSelfDevice(actor: Actor, id: number, body: unknown): Result<SelfDeviceView>;
  deleteSelfDevice(actor: Actor, id: number): Result<void>;

  // Bank requisites (chooser) and cabinet accounts
  listRequisites(actor: Actor): Result<RequisiteRecord[]>;
  saveRequisite(actor: Actor, body: unknown): Result<RequisiteRecord>;
  addCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  updateCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  activateCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  deleteCabinetAccount(actor: Actor, id: number): Result<void>;
  getCabinetAccount(actor: Actor, id: number): Result<CabinetAccountRecord>;

  // Cabinet
  getUserInfo(actor: Actor): Result<UserInfoView>;
  updateUserInfo(actor: Actor, body: unknown): Result<UserInfoView>;
  lookUpCompany(actor: Actor, tin: unknown): Result<CompanyLookupResult>;

  // Lookups (anyone; names in actor.lang)
  provinces(actor: Actor): Promise<NamedItem[]>;
  cities(actor: Actor, provinceId: number): Promise<NamedItem[]>;
  branches(actor: Actor): Promise<NamedItem[]>;
  types(actor: Actor): Promise<NamedItem[]>;
  sections(actor: Actor, typeId: number): Promise<NamedItem[]>;
  devicesBySection(actor: Actor, sectionId: number): Promise<CatalogueDevice[]>;
  devicesByType(actor: Actor, typeId: number): Promise<CatalogueDevice[]>;
  devicesByTypeAndSection(actor: Actor, typeId: number, sectionId: number): Promise<CatalogueDevice[]>;
  /** GET /devices/all: the devices a self device may be (id, name, k_2). */
  allDevices(actor: Actor): Promise<CatalogueDevice[]>;
  countries(actor: Actor): Promise<CatalogueCountry[]>;
  yearlyContracts(actor: Actor): Result<unknown[]>;
}
