import { createHash } from "node:crypto";
import { type ApiCall, type Audience, admits, isFileAnswer, isMultipart } from "@portal/domain";
import { API_TABLES, jsonSchemaOf } from "@portal/http";
import { pdfForm, providerRow, recognitionAppeal, registerCsvForm, selfDevice } from "../support/fixtures";
import { Caller, type Send } from "./support/caller";
import { cameBackFromOneId, signedInThroughOneId } from "./support/oneId";
import { plantedPasswordToken } from "./support/passwordLinks";
import { RIG_PAYMENTS } from "./support/rig";
import {
  ANYONE,
  accountBody,
  COMPANY_ID,
  type Kit,
  LOGINS,
  ROLES,
  type Role,
  requisiteBody,
  resultEntry,
} from "./support/roles";

/** One call of a route as a role makes it: the path with its parameters filled in. */
export interface Call extends Send {
  readonly path: string;
  /** The browser that makes it, when it must be one of its own (a OneID sign-in's). */
  readonly caller?: Caller;
}

/**
 * A customer's record that a path parameter names: another customer must get 404 for it.
 * "result": an appeal whose instrument 1.1 has a result (the route's other parameters are 1).
 */
export type Owned = "appeal" | "selfDevice" | "account" | "file" | "contract" | "result";

export interface Rule {
  /**
   * The roles that may use the route; every other role is refused (401 anonymous, 403 signed
   * in). For a call of a module's table they are its row's audience, never written here.
   */
  readonly allow: readonly Role[];
  /**
   * The call for a role, made so that an allowed role succeeds (2xx). Without one, the
   * route is called as it is declared, with an empty body for a POST.
   */
  readonly call?: (kit: Kit) => Promise<Call>;
  /** The route's `:id`-like parameter names this kind of a customer's own record. */
  readonly owns?: { readonly param: string; readonly kind: Owned };
  /** The call changes the session (sign-in, sign-out): it is made from a new browser of the role. */
  readonly freshSession?: true;
}

/** How the tests make a call of a module's table: its roles are the table's. */
export type HowToCall = Omit<Rule, "allow">;

const json = (path: string, body: unknown): Call => ({ path, body });

let accountSerial = 0;
const newAccountBody = () => ({
  login: `matrix.${process.pid}.${++accountSerial}`,
  first_name: "Matritsa",
  last_name: "Sinov",
  email: "matritsa@example.uz",
  role: "staff",
  branches: [1],
});

/** An invoice number the portal never issued: a payment system's call of it is refused, storing nothing. */
const NO_INVOICE = "999999999";

/** A Click call's fields as Click signs them with the rig's secret key (Complete's with its prepare id). */
function signedClick(fields: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {
    click_trans_id: "1001",
    service_id: RIG_PAYMENTS.CLICK_SERVICE_ID,
    click_paydoc_id: "2001",
    merchant_trans_id: NO_INVOICE,
    amount: "100800.00",
    error: "0",
    error_note: "Success",
    sign_time: "2026-03-01 10:00:00",
    ...fields,
  };
  const signed = `${all.click_trans_id}${all.service_id}${RIG_PAYMENTS.CLICK_SECRET_KEY}${all.merchant_trans_id}${
    all.merchant_prepare_id ?? ""
  }${all.amount}${all.action}${all.sign_time}`;
  return { ...all, sign_string: createHash("md5").update(signed).digest("hex") };
}

/** An account the administrator makes for one call; a demo account's id for the roles refused before it. */
async function accountFor(kit: Kit): Promise<number> {
  if (kit.role !== "admin") return 3;
  const made = await kit.caller.post("/api/admin/accounts", newAccountBody());
  if (made.status !== 200) throw new Error(`no account for the call: ${made.status} ${made.text}`);
  return made.json.data.id as number;
}

let standardSerial = 0;
const standardBody = () => ({
  name: "Matritsa etaloni",
  type: `Matritsa/${process.pid}`,
  serial_number: `M-${++standardSerial}`,
  range: "0 – 100 °C",
  accuracy: "0,1 °C",
  certificate: { number: `UzNIM-M-${standardSerial}`, issuer: "UzNIM", valid_until: "2030-12-31" },
  branch_id: 1,
});

/** A reference standard of the head office, recorded by demo.staff for a reader's or a keeper's call. */
async function standardFor(kit: Kit): Promise<number> {
  if (kit.role !== "staff" && kit.role !== "reviewer") return 1;
  const staff = await new Caller(kit.caller.baseUrl, kit.caller.secrets).signIn(LOGINS.staff);
  const made = await staff.post("/api/staff/standards", standardBody());
  if (made.status !== 200) throw new Error(`no standard for the call: ${made.status} ${made.text}`);
  return made.json.data.id as number;
}

const file = (kit: Kit, folder: "recognition-device" | "kompleks-device") =>
  kit.file(folder).then((name) => ({ path: `/uploads/${folder}/${name}` }));

const upload = (path: string) => async (): Promise<Call> => ({ path, form: pdfForm() });

/** Any customer save needs the offer; staff save for the company. */
const save =
  (path: string, build: (kit: Kit, header: Record<string, unknown>) => Promise<Record<string, unknown>>) =>
  async (kit: Kit): Promise<Call> =>
    json(path, { ...(await build(kit, await kit.header())), offer_accepted: true });

const recognition = (path: string) =>
  save(path, async (kit, header) =>
    recognitionAppeal(await kit.file("recognition-device"), { appeal: header }),
  );

/** A new appeal for staff to contract or invoice (each can be done once). */
const contractCall =
  (path: string) =>
  async (kit: Kit): Promise<Call> => ({
    path,
    body: { appeal_id: await kit.newAppeal(), contract_number: "SH-1", devices: [{ id: 1, together: 0 }] },
  });

/** A result's route on a new recorded appeal: `/api/…/{appeal}/results/1/1/…`. */
const onResult =
  (build: (appeal: number) => string, body?: Record<string, unknown>) =>
  async (kit: Kit): Promise<Call> => {
    const { appeal } = await kit.recorded();
    return { path: build(appeal), ...(body ? { body } : {}) };
  };

/**
 * How the tests make each call of the HTTP API, by `METHOD /path` as the router declares it.
 * Who may make it is its row's audience in its module's table (`ruleFor`); the matrix reads
 * the routes from the Koa routers themselves, so a route served without a row fails it. A
 * call made as declared (its path filled with the role's records, an empty body) needs no
 * line here.
 */
export const ACCESS: Readonly<Record<string, HowToCall>> = {
  // Health and the API's own description
  "GET /healthz": {},
  "GET /readyz": {},
  // By address or bearer token, not by role: these tests call from loopback, which the
  // default METRICS_ALLOW lets in (test/operations.test.ts checks the refusals).
  "GET /metrics": {},
  "GET /openapi.json": {},

  // Sessions: anyone may sign in and out; signing in again just starts a new session.
  "POST /auth/login": {
    freshSession: true,
    call: async (kit) =>
      json("/auth/login", {
        login: kit.role === "anonymous" ? LOGINS.person : LOGINS[kit.role],
        password: "Demo12345!",
      }),
  },
  "POST /auth/logout": { freshSession: true, call: async () => json("/auth/logout", {}) },
  // OneID (issue 26): anyone may start and finish a sign-in, in the browser that started it;
  // only a OneID sign-in's customer may switch accounts (a password session is refused 403).
  "POST /auth/oneid/start": { freshSession: true, call: async () => json("/auth/oneid/start", {}) },
  "POST /auth/oneid/finish": {
    call: async (kit) => {
      const { caller, code, state } = await cameBackFromOneId(kit.caller);
      return { ...json("/auth/oneid/finish", { code, state }), caller };
    },
  },
  "POST /auth/acting-as": {
    call: async (kit) => ({
      ...json("/auth/acting-as", { tin: null }),
      ...(kit.customer ? { caller: await signedInThroughOneId(kit.caller) } : {}),
    }),
  },
  "GET /auth/me": {},

  // Lookups behind the selects (spec 7): public reference data.
  "GET /api/front/provinces": {},
  "GET /api/front/regions": {},
  "GET /api/front/types": {},
  "GET /api/front/branches": {},
  "GET /back/api/branches": {},
  "GET /api/front/cities/:id": { call: async () => ({ path: "/api/front/cities/14" }) },
  "GET /api/front/sections/:typeId": { call: async () => ({ path: "/api/front/sections/4" }) },
  "GET /api/front/devices/:sectionId": {
    call: async () => ({ path: "/api/front/devices/10" }),
  },
  "GET /api/front/devices-from-type/:typeId": {
    call: async () => ({ path: "/api/front/devices-from-type/4" }),
  },
  "GET /api/front/devices-from-type-section/:typeId/:sectionId": {
    call: async () => ({ path: "/api/front/devices-from-type-section/4/10" }),
  },
  "GET /devices/all": {},
  "GET /devices/countries": {},

  // The feedback form (spec 6: the anonymous visitor can use it).
  "POST /apply": {
    call: async () => json("/apply", { type: "private", private_msg: "Rahmat", branch_id: 1 }),
  },

  // Appeal saves: customers for themselves, staff and reviewers for a chosen customer (offline mode).
  "POST /front/save-appeal": {
    call: save("/front/save-appeal", async (_kit, header) => ({
      appeal: { branch_id: 1, ...header },
      devices: [{ type_id: 4, device_id: 49, amount: 1, check_in: 1 }],
    })),
  },
  "POST /save-recognition-appeal": { call: recognition("/save-recognition-appeal") },
  "POST /api/recognition/save-recognition-provider-appeal": {
    call: save("/api/recognition/save-recognition-provider-appeal", async (_kit, header) => ({
      type_id: 18,
      appeal: header,
      devices: [providerRow()],
    })),
  },
  "POST /save-kompleks-appeal": {
    call: save("/save-kompleks-appeal", async (kit, header) => ({
      appeal: header,
      devices: [
        {
          device_name: "Gaz shoxobchasi",
          amount: 1,
          recognition_file: await kit.file("kompleks-device"),
          check_in: 1,
        },
      ],
    })),
  },
  "POST /front/save-appeal-comment": {
    call: save("/front/save-appeal-comment", async (_kit, header) => ({
      appeal: header,
      devices: [{ comment: "Tarozilar", amount: 2 }],
    })),
  },
  // Drafts are the customer's own (the draft button is hidden in offline mode, spec 2.6).
  "POST /front/draft-appeal": {
    call: async () => json("/front/draft-appeal", { appeal: {}, devices: [{}] }),
  },
  // Contracts and invoices are created by staff (spec 6); a reviewer's part ends with the review.
  "POST /recognition/contract/store": { call: contractCall("/recognition/contract/store") },
  "POST /recognition/create-invoice": { call: contractCall("/recognition/create-invoice") },

  // The customer's own appeals; staff read any.
  "GET /api/my/appeals": {},
  "GET /api/appeals/:id": {
    owns: { param: "id", kind: "appeal" },
    call: async (kit) => ({ path: `/api/appeals/${await kit.appeal()}` }),
  },

  // Uploads by anyone signed in; downloads by the owner and staff only.
  "POST /recognition-appeal/file-upload-s3": {
    call: upload("/recognition-appeal/file-upload-s3"),
  },
  "POST /recognition-appeal/file-upload": {
    call: upload("/recognition-appeal/file-upload"),
  },
  "POST /front/kompleks-appeal/file-upload": {
    call: upload("/front/kompleks-appeal/file-upload"),
  },
  "GET /uploads/recognition-device/:file": {
    owns: { param: "file", kind: "file" },
    call: (kit) => file(kit, "recognition-device"),
  },
  "GET /uploads/kompleks-device/:file": {
    owns: { param: "file", kind: "file" },
    call: (kit) => file(kit, "kompleks-device"),
  },

  // The cabinet: everyone signed in has personal data; bank data is a legal entity's.
  "GET /get-userinfo": {},
  "POST /post-userinfo": {
    call: async (kit) => {
      const info = kit.works ? (await kit.caller.get("/get-userinfo")).json.data : {};
      return json("/post-userinfo", {
        first_name: info.first_name ?? "Ism",
        last_name: info.last_name ?? "Familiya",
      });
    },
  },
  "POST /get-company-inn": {
    call: async () => json("/get-company-inn", { tin: "301234567" }),
  },
  // What needs the customer on the cabinet's first screen (issue 27).
  "GET /api/cabinet/attention": {},
  "GET /api/requisites": {},
  "GET /api/yearly-contracts": {},
  "POST /front/save-account-number": {
    call: async () => json("/front/save-account-number", { data: requisiteBody() }),
  },
  "POST /add-account-number": {
    call: async () => json("/add-account-number", accountBody()),
  },
  "POST /update-accounts": {
    call: async (kit) => json("/update-accounts", accountBody({ account_id: await kit.account() })),
  },
  "POST /active-check-accounts": {
    call: async (kit) => json("/active-check-accounts", { id: await kit.account() }),
  },
  "DELETE /delete-accounts/:id": {
    owns: { param: "id", kind: "account" },
    call: async (kit) => ({ path: `/delete-accounts/${await kit.account()}` }),
  },
  "GET /edit-accounts/:id": {
    owns: { param: "id", kind: "account" },
    call: async (kit) => ({ path: `/edit-accounts/${await kit.account()}` }),
  },

  // The own-devices register: a customer's own instruments (staff act for customers only through offline entry).
  "GET /self-devices/all": {},
  "POST /self-devices/save": { call: async () => json("/self-devices/save", selfDevice()) },
  "POST /self-devices/:id/update": {
    owns: { param: "id", kind: "selfDevice" },
    call: async (kit) =>
      json(`/self-devices/${await kit.selfDevice()}/update`, selfDevice({ country_id: 2 })),
  },
  // The register page (issue 15): the customer's own entries only.
  "GET /self-devices/page": {},
  "GET /self-devices/counts": {},
  // The instruments of the customer's open verification applications (duplicates flagged, issue 27).
  "GET /api/my/open-instruments": {},
  "GET /self-devices/export": {},
  "POST /self-devices/import": {
    call: async () => ({ path: "/self-devices/import", form: registerCsvForm() }),
  },
  "POST /self-devices/reapply": {
    call: async (kit) => json("/self-devices/reapply", { ids: [await kit.selfDevice()] }),
  },
  "POST /self-devices/:id/delete": {
    owns: { param: "id", kind: "selfDevice" },
    call: async (kit) => json(`/self-devices/${await kit.selfDevice()}/delete`, {}),
  },

  // Notifications (issue 15): a customer's own list, bell and reminder setting. Marking ids
  // read marks only the caller's own (another's id marks nothing), so no `owns` here.
  "GET /api/notifications": {},
  "GET /api/notifications/unread-count": {},
  "POST /api/notifications/read": {
    call: async () => json("/api/notifications/read", { ids: [1] }),
  },
  "POST /api/notifications/read-all": {
    call: async () => json("/api/notifications/read-all", {}),
  },
  "GET /api/notifications/settings": {},
  "POST /api/notifications/settings": {
    call: async () => json("/api/notifications/settings", { email_reminders: true }),
  },
  // The e-mail's unsubscribe link: no sign-in, its signed token is the permission.
  "GET /unsubscribe": { call: async (kit) => ({ path: kit.unsubscribePath() }) },
  // Its confirmation, and a mail provider's RFC 8058 one-click POST: no session, no CSRF token.
  "POST /unsubscribe": {
    call: async (kit) => ({
      path: kit.unsubscribePath(),
      raw: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },

  // Paying online: the payment systems' endpoints answer everyone in their own protocol
  // (HTTP 200, the call refused without the key or sign); an appeal's invoices are its
  // owner's and staff's; the ledger is staff's (the table's rows say who).
  "POST /api/payments/payme": {
    call: async () => ({
      ...json("/api/payments/payme", {
        jsonrpc: "2.0",
        id: 1,
        method: "CheckPerformTransaction",
        params: { amount: 10080000, account: { invoice: NO_INVOICE } },
      }),
      headers: {
        authorization: `Basic ${Buffer.from(`Paycom:${RIG_PAYMENTS.PAYME_KEY}`).toString("base64")}`,
      },
    }),
  },
  "POST /api/payments/click/prepare": {
    call: async () => json("/api/payments/click/prepare", signedClick({ action: "0" })),
  },
  "POST /api/payments/click/complete": {
    call: async () =>
      json("/api/payments/click/complete", signedClick({ action: "1", merchant_prepare_id: "1" })),
  },
  "GET /api/appeals/:id/payments": {
    owns: { param: "id", kind: "appeal" },
    call: async (kit) => ({ path: `/api/appeals/${await kit.appeal()}/payments` }),
  },

  // The administrator's accounts: each change on an account of its own, made by the
  // administrator for the call (any id serves a role refused before it matters).
  "GET /api/admin/accounts": {},
  "POST /api/admin/accounts": { call: async () => json("/api/admin/accounts", newAccountBody()) },
  "POST /api/admin/accounts/:id/disable": {
    call: async (kit) => ({ path: `/api/admin/accounts/${await accountFor(kit)}/disable`, body: {} }),
  },
  "POST /api/admin/accounts/:id/enable": {
    call: async (kit) => ({ path: `/api/admin/accounts/${await accountFor(kit)}/enable`, body: {} }),
  },
  "PUT /api/admin/accounts/:id/branches": {
    call: async (kit) => json(`/api/admin/accounts/${await accountFor(kit)}/branches`, { branches: [1] }),
  },
  "PUT /api/admin/accounts/:id/signer": {
    call: async (kit) =>
      json(`/api/admin/accounts/${await accountFor(kit)}/signer`, { position: "Bosh metrolog" }),
  },
  "GET /api/staff/signers": {},
  // The reference standards: staff and reviewers read the register, staff keep it.
  "GET /api/staff/standards": {},
  "GET /api/staff/standards/:id": {
    call: async (kit) => ({ path: `/api/staff/standards/${await standardFor(kit)}` }),
  },
  "POST /api/staff/standards": { call: async () => json("/api/staff/standards", standardBody()) },
  "PUT /api/staff/standards/:id": {
    call: async (kit) => json(`/api/staff/standards/${await standardFor(kit)}`, standardBody()),
  },
  "POST /api/admin/accounts/:id/password-link": {
    call: async (kit) => ({ path: `/api/admin/accounts/${await accountFor(kit)}/password-link`, body: {} }),
  },
  "GET /api/admin/accounts/audit": {},
  // Passwords: a reset answers alike for anyone; a link's token works once (a new one each call);
  // changing one's own password keeps the caller's session (the same password again here).
  "POST /auth/password/forgot": { call: async () => json("/auth/password/forgot", { login: "demo.staff" }) },
  "POST /auth/password/set": {
    call: async () =>
      json("/auth/password/set", { token: await plantedPasswordToken(), password: "Matritsa-parol-1" }),
  },
  "POST /auth/password/change": {
    call: async () =>
      json("/auth/password/change", { current_password: "Demo12345!", password: "Demo12345!" }),
  },

  // The appeal lifecycle: the owner submits their drafts, staff and reviewers take appeals for review.
  "POST /api/appeals/:id/status": {
    owns: { param: "id", kind: "appeal" },
    call: async (kit) =>
      kit.customer
        ? json(`/api/appeals/${await kit.newDraft()}/status`, { action: "submit", offer_accepted: true })
        : json(`/api/appeals/${await kit.newAppeal()}/status`, { action: "take_for_review" }),
  },
  // The reviewer's word on a customer's claim of exemption, during review.
  "POST /api/appeals/:id/exemption": {
    call: async (kit) =>
      json(`/api/appeals/${await kit.claimedUnderReview()}/exemption`, { decision: "confirm" }),
  },
  // Staff's own calls: the inbox of every appeal and the customer search of offline entry.
  "GET /api/staff/appeals": {},
  "GET /api/staff/customers": { call: async () => ({ path: "/api/staff/customers?q=Demo" }) },
  "GET /api/staff/customers/:id": { call: async () => ({ path: "/api/staff/customers/2" }) },
  // A customer's register, read-only, for staff of offline entry (issue 15); reviewers enter nothing offline.
  "GET /api/staff/customers/:customer/register/page": {
    call: async () => ({ path: `/api/staff/customers/${COMPANY_ID}/register/page` }),
  },
  "GET /api/staff/customers/:customer/register/counts": {
    call: async () => ({ path: `/api/staff/customers/${COMPANY_ID}/register/counts` }),
  },
  "GET /api/staff/customers/:customer/register/export": {
    call: async () => ({ path: `/api/staff/customers/${COMPANY_ID}/register/export?format=csv` }),
  },
  // The reviewer's (or staff's) update of a saved appeal, with the body of its save call.
  "POST /api/reviewer/appeals/:id/update": {
    call: async (kit) => {
      const appeal = await kit.newAppeal();
      const header = await kit.header();
      return json(`/api/reviewer/appeals/${appeal}/update`, {
        appeal: { branch_id: 1, account_number_id: header.account_number_id },
        devices: [{ type_id: 4, device_id: 49, amount: 3, check_in: 1 }],
        offer_accepted: true,
      });
    },
  },
  // The customer's correction of their sent-back appeal, at the version they opened it at.
  "POST /api/appeals/:id/resubmit": {
    call: async (kit) => {
      const { id, version } = await kit.sentBack();
      return json(`/api/appeals/${id}/resubmit?version=${version}`, {
        appeal: { branch_id: 1, ...(await kit.header()) },
        devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1 }],
      });
    },
  },
  // Contracts and invoices: staff read every one, a customer their own; reviewing ends before them.
  "GET /api/contracts": {},
  "GET /api/appeals/:id/contracts": {
    owns: { param: "id", kind: "appeal" },
    call: async (kit) => ({ path: `/api/appeals/${await kit.appeal()}/contracts` }),
  },
  // The paperwork step: staff preview an appeal's next document (one they entered may be contracted at once).
  "GET /api/staff/appeals/:id/contract-preview": {
    call: async (kit) => ({ path: `/api/staff/appeals/${await kit.newAppeal()}/contract-preview` }),
  },
  "GET /api/contracts/:id/pdf": {
    owns: { param: "id", kind: "contract" },
    call: async (kit) => ({ path: `/api/contracts/${await kit.contract()}/pdf` }),
  },

  // Results of the work (issue 14): staff mark receipts, record, correct and revoke; reviewers and the owner read.
  "GET /api/appeals/:id/results": {
    owns: { param: "id", kind: "appeal" },
    call: async (kit) => ({ path: `/api/appeals/${await kit.appeal()}/results` }),
  },
  "POST /api/staff/appeals/:id/results": {
    call: async (kit) => {
      const appeal = await kit.contractedAppeal();
      return json(`/api/staff/appeals/${appeal}/results`, { results: [resultEntry(`M-${appeal}`)] });
    },
  },
  "POST /api/staff/appeals/:id/receipts": {
    call: async (kit) => {
      const appeal = await kit.contractedAppeal();
      return json(`/api/staff/appeals/${appeal}/receipts`, { instruments: [{ row_id: 1, instrument: 1 }] });
    },
  },
  "POST /api/staff/appeals/:id/results/:row/:instrument/correct": {
    call: onResult((appeal) => `/api/staff/appeals/${appeal}/results/1/1/correct`, {
      ...resultEntry("M-corrected"),
      reason: "Zavod raqami xato",
    }),
  },
  "POST /api/staff/appeals/:id/results/:row/:instrument/revoke": {
    call: onResult((appeal) => `/api/staff/appeals/${appeal}/results/1/1/revoke`, { reason: "Xato" }),
  },
  "POST /api/staff/appeals/:id/results/:row/:instrument/conclusion": {
    call: async (kit) => {
      const { appeal } = await kit.concluded();
      return { path: `/api/staff/appeals/${appeal}/results/1/1/conclusion`, form: pdfForm() };
    },
  },
  "GET /api/appeals/:id/results/:row/:instrument/pdf": {
    owns: { param: "id", kind: "result" },
    call: onResult((appeal) => `/api/appeals/${appeal}/results/1/1/pdf`),
  },
  // The public check: anyone, rate-limited per address.
  "GET /api/public/certificates": {
    call: async () => ({ path: "/api/public/certificates?q=SN-1" }),
  },
  "GET /api/public/certificates/:number": {
    call: async (kit) => ({ path: `/api/public/certificates/${(await kit.recorded()).number}` }),
  },
  // "Check a file": anyone uploads a PDF; a file that is no certificate is simply "unknown".
  "POST /api/public/certificates/check": {
    call: async () => ({ path: "/api/public/certificates/check", form: pdfForm() }),
  },
};

/** The table's rule for a route: its exact line, nothing else (a new route needs a line of its own). */
export function ruleFor(method: string, path: string): { key: string; rule: Rule } | undefined {
  const key = `${method} ${path}`;
  const how = ACCESS[key];
  const call = TABLED.get(key);
  // A route of no table row has no roles: the matrix reports it.
  return call ? { key, rule: { ...how, allow: testRolesOf(call.audience) } } : undefined;
}

/** The routes of the modules' tables, by `METHOD /path`. */
export const TABLED: ReadonlyMap<string, ApiCall> = new Map(
  API_TABLES.flatMap(({ calls }) => calls.map((call) => [`${call.method} ${call.path}`, call] as const)),
);

/** The test roles an audience admits: the second company is a company. */
export const testRolesOf = (audience: Audience): readonly Role[] =>
  ROLES.filter((role) => role !== "anonymous" || audience === "anyone").filter((role) =>
    role === "anonymous" ? true : admits(audience, role === "other" ? "company" : role),
  );

type Schema = { readonly properties?: Record<string, Schema>; readonly items?: Schema } & {
  readonly allOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
};

/** The fields a JSON Schema names, in any of its parts. */
const fieldsOf = (schema: Schema | undefined): Record<string, Schema> =>
  Object.assign(
    {},
    ...[...(schema?.allOf ?? []), ...(schema?.anyOf ?? [])].map(fieldsOf),
    schema?.properties ?? {},
  );

/**
 * What a call of a table row has to do with an appeal, read from the row, for the staff of
 * another branch (staff and reviewers work within their branches): "appeal" when its path
 * names an appeal, a contract or a result, or its body names an appeal (`appeal_id`) or an
 * appeal's header (offline entry); "list" for a list whose items carry their appeal or its
 * branch. Undefined for a call no staff or reviewer makes, or that concerns no appeal.
 */
export function branchConcernOf(call: ApiCall): "appeal" | "list" | undefined {
  if (!testRolesOf(call.audience).some((role) => role === "staff" || role === "reviewer")) return undefined;
  if (/\/(appeals|contracts)\/:/.test(call.path)) return "appeal";
  const body = isMultipart(call.body) ? {} : fieldsOf(jsonSchemaOf(call.body, "input") as Schema);
  if ("appeal_id" in body || "appeal" in body) return "appeal";
  if (call.method !== "GET" || isFileAnswer(call.answer)) return undefined;
  const items = fieldsOf(fieldsOf(jsonSchemaOf(call.answer, "output") as Schema).data?.items);
  return "appeal_id" in items || "branch_id" in items ? "list" : undefined;
}
