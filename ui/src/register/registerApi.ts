import type { registerApi } from "@portal/domain/register/api";
import type { ImportMode } from "@portal/domain/register/importReport";
import type { ReapplyRequest } from "@portal/domain/register/reapplyRequest";
import type { SelfDeviceInput } from "@portal/domain/register/selfDevice";
import { CUSTOMER_REGISTER_EXPORT, REGISTER_EXPORT } from "@portal/domain/register/filePaths";
import type { ReplyOf } from "@portal/domain/shared/api";
import { pathOf } from "@portal/domain/shared/callPath";
import { csrfToken, http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { ApiError, CSRF_HEADER } from "../api/client";
import { portalConfig } from "../config";
import { currentLanguage } from "../i18n";
import { filterQuery, type RegisterFilters } from "./registerFilters";

const registerRows = lazyTable(() => import("@portal/domain/register/api").then((m) => m.registerApi));

/** GET /self-devices/all: the customer's own devices. */
export const listSelfDevices = () => callApi(http, registerRows, "listSelfDevices");

/** POST /self-devices/save: a new own device. */
export const addSelfDevice = (input: SelfDeviceInput) =>
  callApi(http, registerRows, "saveSelfDevice", { body: input });

/** POST /self-devices/{id}/update. */
export const updateSelfDevice = (id: number, input: SelfDeviceInput) =>
  callApi(http, registerRows, "updateSelfDevice", { params: { id }, body: input });

/** POST /self-devices/{id}/delete. */
export const deleteSelfDevice = (id: number) =>
  callApi(http, registerRows, "deleteSelfDevice", { params: { id } });

/** GET /api/my/open-instruments: the instruments of the customer's open verification applications. */
export const openInstruments = () => callApi(http, registerRows, "openInstruments");

/** POST /self-devices/reapply: the verification lines of the chosen entries, or of every due one. */
export const reapply = (request: ReapplyRequest) => callApi(http, registerRows, "reapply", { body: request });

/** The calls that read a register: the caller's own, or (staff, read-only) a customer's. */
const OWN = { page: "registerPage", counts: "registerCounts", export: REGISTER_EXPORT } as const;
const CUSTOMER = {
  page: "customerRegisterPage",
  counts: "customerRegisterCounts",
  export: CUSTOMER_REGISTER_EXPORT,
} as const;

/**
 * The reads of a register, page, counts and export: the caller's own, or with `customerId`
 * the customer's that staff look at from offline entry (the server lets only staff).
 */
export function registerReads(customerId?: number) {
  const calls = customerId === undefined ? OWN : CUSTOMER;
  const params: Record<string, number> = customerId === undefined ? {} : { customer: customerId };
  return {
    page: (filters: RegisterFilters, after?: string) =>
      callApi(http, registerRows, calls.page, {
        params,
        query: { ...Object.fromEntries(filterQuery(filters)), after },
      }),
    counts: () => callApi(http, registerRows, calls.counts, { params }),
    /** Where the browser downloads the (filtered) register from, in the interface language. */
    exportUrl: (filters: RegisterFilters, format: "xlsx" | "csv") => {
      const query = filterQuery(filters);
      query.set("format", format);
      query.set("lang", currentLanguage());
      return `${portalConfig().baseUrl}${pathOf(calls.export, params)}?${query}`;
    },
  };
}

/**
 * POST /self-devices/import: sends a file (XMLHttpRequest, for the upload's progress);
 * `onProgress` hears the share sent, 0 to 1; the answer is the server's report.
 */
export const importFile = async (file: File, mode: ImportMode, onProgress: (sent: number) => void) => {
  const { importRegister } = await registerRows();
  return new Promise<ReplyOf<typeof registerApi.importRegister>["data"]>((resolve, reject) => {
    const form = new FormData();
    form.append("mode", mode);
    form.append("file", file);
    const request = new XMLHttpRequest();
    request.open(importRegister.method, `${portalConfig().baseUrl}${pathOf(importRegister)}`);
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
      if (request.status >= 200 && request.status < 300)
        resolve((body as ReplyOf<typeof registerApi.importRegister>).data);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, { message: "network" }));
    request.send(form);
  });
};
