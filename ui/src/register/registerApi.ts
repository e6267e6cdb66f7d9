import type { DueState } from "@portal/domain/register/dueState";
import type { SelfDeviceListItem } from "@portal/domain";
import type { Device } from "@portal/domain/catalogue/lookups";
import { csrfToken, http } from "../api";
import { ApiError, CSRF_HEADER } from "../api/client";
import { portalConfig } from "../config";
import { currentLanguage } from "../i18n";
import { filterQuery, type RegisterFilters } from "./registerFilters";

export interface RegisterEntry extends SelfDeviceListItem {
  readonly state: DueState;
}

export interface RegisterPageAnswer {
  readonly status: boolean;
  readonly data: RegisterEntry[];
  readonly next: string | null;
  readonly today: string;
}

export type RegisterCounts = Readonly<Record<DueState, number>>;

export interface ImportReport {
  readonly total: number;
  readonly valid: number;
  readonly invalid: number;
  readonly rows: readonly {
    readonly row: number;
    readonly device_name: string;
    readonly serial_number: string;
    readonly errors: readonly string[];
  }[];
  readonly created: number;
  readonly updated: number;
  readonly stored: boolean;
}

export interface ReapplyLine {
  readonly type: { readonly id: number; readonly name: string };
  /** The catalogue device as the server sends it: its cost a decimal text of so'm. */
  readonly device: Omit<Device, "cost"> & { readonly cost: string; readonly type_id: number };
  readonly amount: number;
  readonly about_device: string;
  readonly entry_ids: readonly number[];
}

export interface ReapplyAnswer {
  readonly lines: readonly ReapplyLine[];
  readonly needs_choice: readonly {
    readonly id: number;
    readonly device_name: string;
    readonly serial_number: string;
  }[];
}

/** Where the reads of a register go: the caller's own, or (staff, read-only) a customer's. */
const readsBase = (customerId?: number): string =>
  customerId === undefined ? "/self-devices" : `/api/staff/customers/${customerId}/register`;

/**
 * The reads of a register, page, counts and export: the caller's own, or with `customerId`
 * the customer's that staff look at from offline entry (the server lets only staff).
 */
export function registerReads(customerId?: number) {
  const base = readsBase(customerId);
  return {
    page: (filters: RegisterFilters, after?: string) => {
      const query = filterQuery(filters);
      if (after) query.set("after", after);
      return http.get<RegisterPageAnswer>(`${base}/page?${query}`);
    },
    counts: () => http.get<{ status: boolean; data: RegisterCounts }>(`${base}/counts`),
    /** Where the browser downloads the (filtered) register from, in the interface language. */
    exportUrl: (filters: RegisterFilters, format: "xlsx" | "csv") => {
      const query = filterQuery(filters);
      query.set("format", format);
      query.set("lang", currentLanguage());
      return `${portalConfig().baseUrl}${base}/export?${query}`;
    },
  };
}

/** The register's own calls (issue 15). */
export const registerApi = {
  ...registerReads(),
  reapply: (request: { all_due: true } | { ids: readonly number[] }) =>
    http.post<{ status: boolean; data: ReapplyAnswer }>("/self-devices/reapply", request),
  /**
   * Sends a file to import (XMLHttpRequest, for the upload's progress): `onProgress` hears
   * the share sent, 0 to 1; the answer is the server's report.
   */
  importFile: (file: File, mode: "preview" | "all" | "valid", onProgress: (sent: number) => void) =>
    new Promise<ImportReport>((resolve, reject) => {
      const form = new FormData();
      form.append("mode", mode);
      form.append("file", file);
      const request = new XMLHttpRequest();
      request.open("POST", `${portalConfig().baseUrl}/self-devices/import`);
      request.setRequestHeader("Accept", "application/json");
      request.setRequestHeader("Accept-Language", currentLanguage());
      request.setRequestHeader("X-Requested-With", "XMLHttpRequest");
      const token = csrfToken();
      if (token) request.setRequestHeader(CSRF_HEADER, token);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = request.responseText;
        }
        if (request.status >= 200 && request.status < 300) resolve((body as { data: ImportReport }).data);
        else reject(new ApiError(request.status, body));
      };
      request.onerror = () => reject(new ApiError(0, { message: "network" }));
      request.send(form);
    }),
};
