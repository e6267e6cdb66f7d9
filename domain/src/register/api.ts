import { CUSTOMER_REGISTER_EXPORT, REGISTER_EXPORT } from "./filePaths";
import * as t from "io-ts";
import { apiCall, CUSTOMERS, fileAnswer, multipartBody, type UserRole } from "../shared/api";
import { Id } from "../shared/primitives";
import { DueStateCounts } from "./dueStateCounts";
import { ImportForm, ImportReport } from "./importReport";
import { OpenInstrument } from "./openInstruments";
import { ReapplyAnswer } from "./reapplyAnswer";
import { ReapplyRequest } from "./reapplyRequest";
import { RegisterPage } from "./registerPage";
import { REGISTER_FILE_TYPES, RegisterExportQuery, RegisterQuery } from "./registerQuery";
import { SelfDeviceInput, SelfDeviceListItem } from "./selfDevice";

/** Staff read a customer's register from offline entry; reviewers enter nothing offline. */
const OFFLINE_ENTRY: readonly UserRole[] = ["staff"];

const ById = t.type({ id: Id });
const ByCustomer = t.type({ customer: Id });

/** The register's answers: its status reads as a boolean (spec: "status (boolean)"). */
const ok = <P extends t.Props>(props: P) => t.strict({ status: t.literal(true), ...props });

/** A page of the register as it is answered: its entries are the answer's `data`. */
const { items, next, today } = RegisterPage.type.props;
const pageAnswer = ok({ data: items, next, today });

/**
 * The own-devices register's calls (docs/architecture.md, "Adding a call"): a customer's own
 * instruments, their page, counts, export, import and re-application; and the same page,
 * counts and export of a customer's register for staff, read-only.
 */
export const registerApi = {
  listSelfDevices: apiCall({
    method: "GET",
    path: "/self-devices/all",
    summary: "The caller's own devices, with the names of what they refer to (spec 2.3)",
    audience: CUSTOMERS,
    answer: ok({ data: t.array(SelfDeviceListItem) }),
    statusStyle: "boolean",
  }),
  registerPage: apiCall({
    method: "GET",
    path: "/self-devices/page",
    summary: "A page of the register, filtered, by next inspection date, each entry with its due state",
    audience: CUSTOMERS,
    query: RegisterQuery,
    answer: pageAnswer,
    statusStyle: "boolean",
  }),
  registerCounts: apiCall({
    method: "GET",
    path: "/self-devices/counts",
    summary: "How many entries of the register are in each due state",
    audience: CUSTOMERS,
    answer: ok({ data: DueStateCounts }),
    statusStyle: "boolean",
  }),
  openInstruments: apiCall({
    method: "GET",
    path: "/api/my/open-instruments",
    summary:
      "The instruments (catalogue device, serial numbers) of the caller's open verification applications, which the verification form marks as already applied for",
    audience: CUSTOMERS,
    answer: ok({ data: t.array(OpenInstrument) }),
    statusStyle: "boolean",
  }),
  exportRegister: apiCall({
    method: "GET",
    path: REGISTER_EXPORT.path,
    summary: "The register (the page's filters apply) as .xlsx or CSV, every matching entry, streamed",
    audience: CUSTOMERS,
    query: RegisterExportQuery,
    answer: fileAnswer(...Object.values(REGISTER_FILE_TYPES)),
    statusStyle: "boolean",
  }),
  customerRegisterPage: apiCall({
    method: "GET",
    path: "/api/staff/customers/:customer/register/page",
    summary:
      "A page of a customer's register, read-only, for offline entry (staff only): as GET /self-devices/page",
    audience: OFFLINE_ENTRY,
    params: ByCustomer,
    query: RegisterQuery,
    answer: pageAnswer,
    statusStyle: "boolean",
  }),
  customerRegisterCounts: apiCall({
    method: "GET",
    path: "/api/staff/customers/:customer/register/counts",
    summary: "How many entries of a customer's register are in each due state (staff only)",
    audience: OFFLINE_ENTRY,
    params: ByCustomer,
    answer: ok({ data: DueStateCounts }),
    statusStyle: "boolean",
  }),
  exportCustomerRegister: apiCall({
    method: "GET",
    path: CUSTOMER_REGISTER_EXPORT.path,
    summary:
      "A customer's register (the page's filters apply) as .xlsx or CSV, every matching entry (staff only)",
    audience: OFFLINE_ENTRY,
    params: ByCustomer,
    query: RegisterExportQuery,
    answer: fileAnswer(...Object.values(REGISTER_FILE_TYPES)),
    statusStyle: "boolean",
  }),
  importRegister: apiCall({
    method: "POST",
    path: "/self-devices/import",
    summary:
      "Import entries from .xlsx or CSV (multipart `file`, within IMPORT_LIMIT_BYTES): preview, all or valid rows",
    audience: CUSTOMERS,
    body: multipartBody(ImportForm, "file"),
    answer: ok({ data: ImportReport }),
    failures: ["Invalid", "TooMany"],
    statusStyle: "boolean",
  }),
  reapply: apiCall({
    method: "POST",
    path: "/self-devices/reapply",
    summary: "Verification lines for chosen entries ({ids}) or every due one ({all_due: true})",
    audience: CUSTOMERS,
    body: ReapplyRequest,
    answer: ok({ data: ReapplyAnswer }),
    failures: ["Invalid"],
    statusStyle: "boolean",
  }),
  saveSelfDevice: apiCall({
    method: "POST",
    path: "/self-devices/save",
    summary: "Add an own device (spec 2.4)",
    audience: CUSTOMERS,
    body: SelfDeviceInput,
    answer: ok({ data: SelfDeviceListItem, message: t.string }),
    failures: ["Invalid", "InvalidFields"],
    statusStyle: "boolean",
  }),
  updateSelfDevice: apiCall({
    method: "POST",
    path: "/self-devices/:id/update",
    summary: "Change an own device (spec 2.4)",
    audience: CUSTOMERS,
    params: ById,
    body: SelfDeviceInput,
    answer: ok({ data: SelfDeviceListItem, message: t.string }),
    failures: ["Invalid", "InvalidFields", "NotFound"],
    statusStyle: "boolean",
  }),
  deleteSelfDevice: apiCall({
    method: "POST",
    path: "/self-devices/:id/delete",
    summary: "Delete an own device",
    audience: CUSTOMERS,
    params: ById,
    answer: ok({ message: t.string }),
    failures: ["NotFound"],
    statusStyle: "boolean",
  }),
};
