import type { AppealAction, AppealStatus, LifecycleRole } from "@portal/domain/appeals/lifecycle";
import { http } from "../../api";
import type { AppealKind, Role } from "../../api/portal";
import type { OfflineCustomer } from "../../forms/offlineCustomer";

/** The calls of issue 7 (lifecycle, staff inbox, contracts) the appeal, staff and reviewer pages make. */

export interface AppealEvent {
  readonly status: AppealStatus;
  readonly at: string;
  readonly by: number;
  readonly note?: string;
  readonly action?: AppealAction;
}

export type AppealRow = Readonly<Record<string, unknown>>;

/** GET /api/appeals/{id}: the appeal with its rows, total and history. */
export interface AppealDetail {
  readonly id: number;
  readonly kind: AppealKind;
  readonly type_id?: number;
  readonly owner_id: number;
  readonly is_offline: 0 | 1;
  readonly status: AppealStatus;
  readonly branch_id?: number;
  readonly appeal: Readonly<Record<string, unknown>>;
  readonly devices: AppealRow[];
  readonly total: string;
  readonly history: readonly AppealEvent[];
  readonly created_at: string;
  readonly version: number;
}

export interface InboxItem {
  readonly id: number;
  readonly kind: AppealKind;
  readonly type_id?: number;
  readonly owner_id: number;
  /** The customer's name and tax id, as the inbox names them. */
  readonly owner_name: string;
  readonly owner_tin: string;
  readonly status: AppealStatus;
  readonly branch_id?: number;
  readonly total: string;
  readonly created_at: string;
}

export interface Contract {
  readonly id: number;
  readonly appeal_id: number;
  readonly kind: "contract" | "invoice";
  readonly contract_number: string;
  readonly total: string;
  readonly created_at: string;
}

export interface Customer {
  readonly id: number;
  readonly name: string;
  readonly tin?: string;
  readonly pin?: string;
  readonly corporate: 0 | 1;
}

export interface Paged<T> {
  readonly data: T[];
  readonly next?: number;
}

export interface InboxFilter {
  readonly kind?: string;
  readonly status?: string;
  readonly branch_id?: string;
  readonly customer?: string;
  readonly from?: string;
  readonly to?: string;
  readonly sort?: "newest" | "oldest";
}

/** The query string of a filter: empty values left out. */
export function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const parts = Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/** A portal role as the lifecycle sees it. */
export const lifecycleRole = (role: Role): LifecycleRole =>
  role === "staff" || role === "reviewer" ? role : "customer";

/** Where a contract's document is downloaded, in the interface language. */
export const contractPdfHref = (id: number, lang: string): string => `/api/contracts/${id}/pdf?lang=${lang}`;

export interface StatusChange {
  readonly action: AppealAction;
  readonly note?: string;
  readonly version?: number;
  readonly offer_accepted?: boolean;
}

/** A row of the contract call (spec 7); `cost` is a decimal so'm amount, null where no fee is given. */
export interface ContractRequestRow {
  readonly id: number | null;
  readonly device_id: number | null;
  readonly type_id: number | null;
  readonly amount: number | null;
  readonly cost: string | null;
  readonly together: 0 | 1;
}

export interface ContractRequest {
  readonly appeal_id: number;
  readonly contract_number: string;
  readonly devices: readonly ContractRequestRow[];
}

export const workApi = {
  appeal: (id: number) => http.get<{ data: AppealDetail }>(`/api/appeals/${id}`),
  appealContracts: (id: number) => http.get<{ data: Contract[] }>(`/api/appeals/${id}/contracts`),
  changeStatus: (id: number, change: StatusChange) =>
    http.post<{ status: boolean; message?: string; data: AppealDetail }>(`/api/appeals/${id}/status`, change),
  inbox: (filter: InboxFilter, limit: number, before?: number) =>
    http.get<Paged<InboxItem>>(`/api/staff/appeals${queryOf({ ...filter, limit, before })}`),
  customers: (q: string) => http.get<{ data: Customer[] }>(`/api/staff/customers${queryOf({ q })}`),
  /** The chosen customer of an offline entry, with their requisites, terms and yearly contracts. */
  customer: (id: number) => http.get<{ data: OfflineCustomer }>(`/api/staff/customers/${id}`),
  contracts: (limit: number, before?: number) =>
    http.get<Paged<Contract>>(`/api/contracts${queryOf({ limit, before })}`),
  createContract: (request: ContractRequest) =>
    http.post<{ status: boolean; message?: string; data: Contract }>("/recognition/contract/store", request),
  createInvoice: (request: ContractRequest) =>
    http.post<{ status: boolean; message?: string; data: Contract }>("/recognition/create-invoice", request),
  reviewerUpdate: (id: number, body: unknown) =>
    http.post<{ status: boolean | 0 | 1; message?: string }>(`/api/reviewer/appeals/${id}/update`, body),
};
