import { API_TABLES } from "./apiTables";
import { pathsOf } from "./openapiFromCalls";

/**
 * The API's OpenAPI 3.1 description: the calls of the modules' tables, generated from their
 * rows (`openapiFromCalls.ts`), and the calls not yet in a table, written by hand below. A
 * test checks that every route of the app is described, and validates the document.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (description: string, schema: object = { type: "object" }) => ({
  description,
  content: { "application/json": { schema } },
});
const refusals = {
  "401": json("Not signed in", ref("Refusal")),
  "403": json("Not allowed", ref("Refusal")),
  "404": json("Not found (also a path id that is not a positive integer)", ref("Refusal")),
  "419": json("CSRF token mismatch", ref("Refusal")),
  "422": json("Refused: Malformed, Invalid or InvalidFields", ref("Refusal")),
  "503": json(
    "A service behind the API is unavailable, or its disk is full (then Retry-After tells when to try again)",
    ref("Refusal"),
  ),
};
const tooMany = json("Too many requests; Retry-After tells when to try again", ref("Refusal"));
/** What a body-carrying call may also meet: a broken or huge body, a key still running. */
const bodyRefusals = {
  ...refusals,
  "400": json("Malformed JSON, or a malformed Idempotency-Key", ref("Refusal")),
  "409": json("Conflict, or the same Idempotency-Key still running", ref("Refusal")),
  "413": json("Body over the limit", ref("Refusal")),
};
const limited = (answer: object) => ({ responses: { "200": answer, ...bodyRefusals, "429": tooMany } });
const idParam = (name: string) => ({
  name,
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
});
const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{1,100}$" },
};
const query = (name: string, schema: object, description?: string) => ({
  name,
  in: "query",
  required: false,
  schema,
  ...(description ? { description } : {}),
});
/** The register's filters, of its page and its export. */
const registerFilters = [
  query("state", { type: "string", enum: ["overdue", "due30", "due90", "fine", "unfit"] }),
  query("area", { type: "integer", minimum: 1 }, "A province id"),
  query("device", { type: "integer", minimum: 1 }, "A catalogue device id"),
  query("q", { type: "string", maxLength: 255 }, "Device name, code or serial number"),
  query("sort", { type: "string", enum: ["asc", "desc"] }, "By next inspection date"),
];
/** The register page's paging. */
const registerPaging = [
  query("after", { type: "string" }, "The `next` cursor of the page before"),
  query("limit", { type: "integer", minimum: 1, maximum: 100 }),
];

const paging = [
  query("limit", { type: "integer", minimum: 1 }),
  query("before", { type: "integer", minimum: 1 }, "The `next` cursor of the page before"),
];
const body = { required: true, content: { "application/json": { schema: { type: "object" } } } };
const multipart = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        properties: { file: { type: "string", format: "binary" }, _token: { type: "string" } },
        required: ["file"],
      },
    },
  },
};

/** The unsubscribe link's query: the user, the signed token, the mail's language. */
const unsubscribeParameters = [
  { name: "u", in: "query", required: true, schema: { type: "integer", minimum: 1 } },
  { name: "t", in: "query", required: true, schema: { type: "string" } },
  { name: "lang", in: "query", schema: { type: "string", enum: ["uz", "ru"] } },
];

const get = (tag: string, summary: string, answer: object = json("OK"), parameters: object[] = []) => ({
  get: { tags: [tag], summary, parameters, responses: { "200": answer, ...refusals } },
});
const post = (tag: string, summary: string, answer: object = json("OK"), extra: object = {}) => ({
  post: { tags: [tag], summary, requestBody: body, responses: { "200": answer, ...bodyRefusals }, ...extra },
});
const save = (summary: string) =>
  post("appeals", summary, json("Saved", ref("SavedAppeal")), { parameters: [idempotencyKey] });
const upload = (summary: string) =>
  post("uploads", summary, json("Stored", ref("Upload")), {
    requestBody: multipart,
    ...limited(json("Stored", ref("Upload"))),
  });
const list = (summary: string, ...ids: string[]) =>
  get("lookups", summary, json("A list", { type: "array" }), ids.map(idParam));
const download = (folder: string) =>
  get(
    "uploads",
    `A stored file of ${folder}`,
    { description: "The PDF", content: { "application/pdf": {} } },
    [{ name: "file", in: "path", required: true, schema: { type: "string" } }],
  );

const handwritten = {
  openapi: "3.1.0",
  info: { title: "Metrology portal API", version: "1.0.0" },
  components: {
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "portal_session" },
      csrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
    },
    schemas: {
      Refusal: {
        type: "object",
        properties: {
          status: {
            oneOf: [
              { type: "integer", enum: [0] },
              { type: "boolean", enum: [false] },
            ],
          },
          message: { oneOf: [{ type: "string" }, { type: "object" }] },
          errors: { oneOf: [{ type: "array", items: { type: "string" } }, { type: "object" }] },
        },
      },
      SavedAppeal: {
        type: "object",
        properties: {
          status: {
            oneOf: [
              { type: "integer", enum: [1] },
              { type: "boolean", enum: [true] },
            ],
          },
          appeal_id: { type: "integer" },
          message: { type: "string" },
          redirect: { type: "string" },
          error: { type: "string", nullable: true, description: "The comment save only: null when saved" },
        },
      },
      PublicCertificate: {
        type: "object",
        description:
          "A certificate as the public check shows it (issue 14), in the spirit of a digital calibration certificate. Of the instrument's owner only a legal entity's name is given, never a private person's data.",
        required: [
          "number",
          "status",
          "issuer",
          "instrument",
          "result",
          "dates",
          "checked_on",
          "signed_document",
        ],
        properties: {
          number: { type: "string", example: "03-2026-7QK2M9XD" },
          status: {
            type: "string",
            enum: ["valid", "expired", "revoked", "unfit"],
            description: "On checked_on, in Tashkent",
          },
          issuer: {
            type: "object",
            required: ["name"],
            properties: { name: { type: "string" }, branch: { type: "string" } },
          },
          instrument: {
            type: "object",
            required: ["name", "serial_number"],
            properties: {
              name: { type: "string" },
              type: { type: "string" },
              serial_number: { type: "string" },
            },
          },
          owner: {
            type: "object",
            properties: { name: { type: "string" } },
            description: "Legal entities only",
          },
          result: {
            type: "object",
            required: ["outcome"],
            properties: {
              outcome: { type: "string", enum: ["fit", "unfit", "accepted", "refused"] },
              note: { type: "string", description: "The reason of an unfit or refused result" },
            },
          },
          dates: {
            type: "object",
            required: ["work_date"],
            properties: {
              work_date: { type: "string", format: "date" },
              valid_until: { type: "string", format: "date" },
              revoked_at: { type: "string", format: "date-time" },
            },
          },
          checked_on: { type: "string", format: "date" },
          signed_document: {
            type: "boolean",
            description:
              "A signed conclusion (an uploaded PDF) is on file for this certificate; the file itself is served only to its owner, staff and reviewers",
          },
        },
      },
      Upload: {
        type: "object",
        properties: { status: { type: "integer" }, message: { type: "string" }, data: { type: "string" } },
      },
    },
  },
  security: [{ session: [], csrf: [] }],
  paths: {
    "/auth/login": post("auth", "Sign in with login and password; sets a new session cookie", json("OK"), {
      responses: {
        ...limited(json("OK")).responses,
        "429": json(
          "Too many sign-ins from this address, or for this login (failed ones); Retry-After tells when to try again",
          ref("Refusal"),
        ),
        "503": json(
          "A service is unavailable, or too many sign-ins are waiting for their password check; Retry-After tells when to try again",
          ref("Refusal"),
        ),
      },
    }),
    "/auth/logout": post("auth", "Sign out; destroys the session"),
    "/auth/me": get("auth", "The signed-in user, or null"),
    "/recognition-appeal/file-upload-s3": upload("Upload a PDF (recognition, expertise, method recognition)"),
    "/recognition-appeal/file-upload": upload(
      "Upload a PDF (normative documents, provider, recognition test)",
    ),
    "/front/kompleks-appeal/file-upload": upload("Upload a PDF of a kompleks device"),
    "/uploads/recognition-device/{file}": download("recognition-device"),
    "/uploads/kompleks-device/{file}": download("kompleks-device"),
    "/save-recognition-appeal": save("Save a recognition, method-recognition or recognition-test appeal"),
    "/api/recognition/save-recognition-provider-appeal": save("Save a proficiency-testing provider appeal"),
    "/save-kompleks-appeal": save("Save a kompleks appeal"),
    "/front/save-appeal-comment": save("Save a comment appeal"),
    "/front/save-appeal": save("Save a verification / calibration appeal"),
    "/front/draft-appeal": save("Save a verification appeal as a draft"),
    "/recognition/contract/store": post("contracts", "Create a contract", json("Created"), {
      parameters: [idempotencyKey],
    }),
    "/recognition/create-invoice": post(
      "contracts",
      "Create an invoice for a yearly contract",
      json("Created"),
      {
        parameters: [idempotencyKey],
      },
    ),
    "/api/my/appeals": get("appeals", "The caller's appeals, newest first", json("{data, next}"), [
      { name: "limit", in: "query", schema: { type: "integer", minimum: 1 } },
      { name: "before", in: "query", schema: { type: "integer", minimum: 1 } },
      { name: "status", in: "query", schema: { type: "string" } },
    ]),
    "/api/appeals/{id}": get("appeals", "One appeal", json("{data}"), [idParam("id")]),
    "/api/appeals/{id}/status": post(
      "lifecycle",
      "One step of the appeal lifecycle, {action, note, version, offer_accepted}; 403 for a role that may not take it, 409 for a status that does not allow it, 422 without the note a send-back or rejection needs",
      json("{status: true, message, data: the appeal with its history}"),
      { parameters: [idParam("id")] },
    ),
    "/api/appeals/{id}/contracts": get(
      "contracts",
      "The contract and invoice of an appeal, for whoever may read the appeal",
      json("{data}"),
      [idParam("id")],
    ),
    "/api/contracts": get(
      "contracts",
      "Contracts and invoices, newest first: staff every one, a customer their own",
      json("{data, next}"),
      paging,
    ),
    "/api/contracts/{id}/pdf": get(
      "contracts",
      "A contract or invoice as a PDF (an attachment named after its number), in the language asked for; the owning customer and staff only",
      { description: "The PDF", content: { "application/pdf": {} } },
      [idParam("id"), query("lang", { type: "string", enum: ["uz", "ru"] })],
    ),
    "/api/appeals/{id}/results": get(
      "results",
      "Each instrument of an appeal with its result, certificate and status: staff and reviewers any appeal's (with every version), the owner their own",
      json("{data: {appeal_id, appeal_status, may_record, may_amend, complete, instruments}}"),
      [idParam("id")],
    ),
    "/api/staff/appeals/{id}/results": post(
      "results",
      "Staff: record results {results: [{row_id, instrument, serial_number, outcome, work_date, valid_until, note}]} for instruments with none yet (contracted or invoiced appeals); certificate numbers are issued by the server; a fit result without valid_until gets the work date plus its service type's interval, the day before",
      json("{status: 1, data}"),
      { parameters: [idParam("id")] },
    ),
    "/api/staff/appeals/{id}/results/{row}/{instrument}/correct": post(
      "results",
      "Staff: a corrected result as a new version with a reason and a new certificate number (valid_until defaulted as when recording); the old certificate reads as revoked. Refused 409 for a revoked certificate, which is final",
      json("{status: 1, data}"),
      { parameters: [idParam("id"), idParam("row"), idParam("instrument")] },
    ),
    "/api/staff/appeals/{id}/results/{row}/{instrument}/revoke": post(
      "results",
      "Staff: revoke the instrument's certificate, {reason}",
      json("{status: 1, data}"),
      { parameters: [idParam("id"), idParam("row"), idParam("instrument")] },
    ),
    "/api/staff/appeals/{id}/results/{row}/{instrument}/conclusion": post(
      "results",
      "Staff: attach the signed conclusion of a recognition or expertise result, a PDF (multipart `file`, checked by content, within UPLOAD_LIMIT_BYTES) kept as a new version of the result with the same certificate number; replacing one on file needs `reason` (a correction). Refused 422 for a verification or calibration result (its certificate is generated), 409 for a revoked certificate",
      json("{status: 1, message, data}"),
      {
        parameters: [idParam("id"), idParam("row"), idParam("instrument")],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: { type: "string", format: "binary" },
                  reason: { type: "string", maxLength: 2000 },
                  _token: { type: "string" },
                },
                required: ["file"],
              },
            },
          },
        },
      },
    ),
    "/api/appeals/{id}/results/{row}/{instrument}/pdf": get(
      "results",
      "The instrument's current certificate (or notice of unfitness, or conclusion) as a PDF with the QR code of its public check, in the language asked for; the signed conclusion staff uploaded, when one is on file (`lang` then changes nothing)",
      { description: "The PDF", content: { "application/pdf": {} } },
      [
        idParam("id"),
        idParam("row"),
        idParam("instrument"),
        query("lang", { type: "string", enum: ["uz", "ru"] }),
      ],
    ),
    "/api/public/certificates": {
      get: {
        tags: ["public check"],
        summary:
          "Anyone: certificates by certificate number or instrument serial number; rate-limited per address",
        parameters: [query("q", { type: "string", maxLength: 100 })],
        responses: {
          "200": json("{data: PublicCertificate[]} (empty when nothing matches)", {
            type: "object",
            properties: { data: { type: "array", items: ref("PublicCertificate") } },
          }),
          "429": tooMany,
        },
      },
    },
    "/api/public/certificates/{number}": {
      get: {
        tags: ["public check"],
        summary:
          "Anyone: one certificate by its number; rate-limited per address; a miss is 404 whatever the reason",
        parameters: [{ name: "number", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": json("{data: PublicCertificate}", {
            type: "object",
            properties: { data: ref("PublicCertificate") },
          }),
          "404": json("No such certificate", ref("Refusal")),
          "429": tooMany,
        },
      },
    },
    "/api/staff/appeals": get(
      "staff",
      "The staff inbox: every sent appeal, filtered, newest or oldest first, keyset-paged (staff and reviewers)",
      json("{data: appeal summaries with owner_name and owner_tin, next}"),
      [
        query("kind", { type: "string" }),
        query("status", { type: "string" }),
        query("branch_id", { type: "integer", minimum: 1 }),
        query("customer", { type: "string" }, "Tax id, PINFL or a name fragment"),
        query("from", { type: "string", format: "date" }),
        query("to", { type: "string", format: "date" }),
        query("sort", { type: "string", enum: ["newest", "oldest"] }),
        ...paging,
      ],
    ),
    "/api/staff/customers": get(
      "staff",
      "Customers by tax id, PINFL or name, for offline entry (staff and reviewers)",
      json("{data: [{id, name, tin, pin, corporate}]}"),
      [query("q", { type: "string" })],
    ),
    "/api/staff/customers/{id}": get(
      "staff",
      "One customer for offline entry: discount, summa_limit, requisites and yearly contracts (staff and reviewers)",
      json("{data: {id, name, tin, pin, corporate, discount, summa_limit, requisites, yearly_contracts}}"),
      [idParam("id")],
    ),
    "/api/staff/customers/{customer}/register/page": get(
      "staff",
      "A page of a customer's register, read-only, for offline entry (staff only): as GET /self-devices/page",
      json("{status, data, next, today}"),
      [idParam("customer"), ...registerFilters, ...registerPaging],
    ),
    "/api/staff/customers/{customer}/register/counts": get(
      "staff",
      "How many entries of a customer's register are in each due state (staff only)",
      json("{status, data}"),
      [idParam("customer")],
    ),
    "/api/staff/customers/{customer}/register/export": get(
      "staff",
      "A customer's register (the page's filters apply) as .xlsx or CSV, every matching entry (staff only)",
      {
        description: "The file",
        content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {}, "text/csv": {} },
      },
      [idParam("customer"), query("format", { type: "string", enum: ["xlsx", "csv"] }), ...registerFilters],
    ),
    "/api/reviewer/appeals/{id}/update": post(
      "lifecycle",
      "The reviewer's (or staff's) edit of a saved verification or kompleks appeal, with the body of its save call",
      json("Saved", ref("SavedAppeal")),
      { parameters: [idParam("id"), idempotencyKey] },
    ),
    "/self-devices/all": get("self devices", "The caller's own devices"),
    "/self-devices/page": get(
      "self devices",
      "A page of the register, each entry with its due state (overdue, due30, due90, fine, unfit)",
      json("{status, data, next, today}"),
      [...registerFilters, ...registerPaging],
    ),
    "/self-devices/counts": get(
      "self devices",
      "How many entries are in each due state",
      json("{status, data}"),
    ),
    "/self-devices/export": get(
      "self devices",
      "The register (the page's filters apply) as .xlsx or CSV, every matching entry, streamed",
      {
        description: "The file",
        content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {}, "text/csv": {} },
      },
      [query("format", { type: "string", enum: ["xlsx", "csv"] }), ...registerFilters],
    ),
    "/self-devices/import": post(
      "self devices",
      "Import entries from .xlsx or CSV: preview, all or valid rows",
      json("{status, data}"),
      {
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  file: { type: "string", format: "binary" },
                  mode: { type: "string", enum: ["preview", "all", "valid"] },
                },
                required: ["file"],
              },
            },
          },
        },
      },
    ),
    "/self-devices/reapply": post(
      "self devices",
      "Verification lines for chosen entries ({ids}) or every due one ({all_due: true})",
      json("{status, data: {lines, needs_choice}}"),
    ),
    "/self-devices/save": post("self devices", "Add an own device"),
    "/self-devices/{id}/update": post("self devices", "Change an own device", json("OK"), {
      parameters: [idParam("id")],
    }),
    "/self-devices/{id}/delete": post("self devices", "Delete an own device", json("OK"), {
      parameters: [idParam("id")],
    }),
    "/api/notifications": get(
      "notifications",
      "The caller's notifications, newest first",
      json("{data: {items, next, unread}}"),
      paging,
    ),
    "/api/notifications/unread-count": get(
      "notifications",
      "The bell's count of unread notifications",
      json("{unread}"),
    ),
    "/api/notifications/read": post(
      "notifications",
      "Mark the caller's notifications with these ids read ({ids})",
      json("{status, marked}"),
    ),
    "/api/notifications/read-all": post(
      "notifications",
      "Mark all the caller's notifications read",
      json("{status, marked}"),
    ),
    "/api/notifications/settings": {
      ...get("notifications", "The caller's reminder settings", json("{data}")),
      ...post("notifications", "Turn e-mail reminders on or off ({email_reminders})", json("{status, data}")),
    },
    "/unsubscribe": {
      ...get(
        "notifications",
        "The e-mail's unsubscribe link: checks it and asks to confirm, changing nothing (an HTML page with a form)",
        { description: "The confirmation page", content: { "text/html": { schema: { type: "string" } } } },
        unsubscribeParameters,
      ),
      post: {
        tags: ["notifications"],
        summary:
          "Turns e-mail reminders off: the page's form, or RFC 8058 one-click from a mail provider (no session, no CSRF token: the signed link is the permission). The body must be List-Unsubscribe=One-Click; HTML for a browser, JSON otherwise",
        parameters: unsubscribeParameters,
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: { "List-Unsubscribe": { type: "string", enum: ["One-Click"] } },
              },
            },
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: { "List-Unsubscribe": { type: "string", enum: ["One-Click"] } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Turned off",
            content: {
              "text/html": { schema: { type: "string" } },
              "application/json": { schema: { type: "object" } },
            },
          },
          ...refusals,
        },
      },
    },
    "/get-userinfo": get("cabinet", "The caller's user info", json("{data}")),
    "/post-userinfo": post("cabinet", "Change the caller's user info"),
    "/get-company-inn": post("cabinet", "Look a company up by its tax id", json("{res}")),
    "/front/save-account-number": post("cabinet", "Save a bank requisite"),
    "/api/requisites": get("cabinet", "The caller's bank requisites", json("{data}")),
    "/api/yearly-contracts": get("cabinet", "The caller's yearly contracts", json("{data}")),
    "/add-account-number": post("cabinet", "Add a cabinet bank account"),
    "/update-accounts": post("cabinet", "Change a cabinet bank account"),
    "/active-check-accounts": post("cabinet", "Make a cabinet bank account the active one"),
    "/delete-accounts/{id}": {
      delete: {
        tags: ["cabinet"],
        summary: "Delete a cabinet bank account",
        parameters: [idParam("id")],
        responses: { "200": json("OK"), ...refusals },
      },
    },
    "/edit-accounts/{id}": get("cabinet", "One cabinet bank account", json("{data}"), [idParam("id")]),
    "/devices/all": list("Devices a self device may be"),
    "/devices/countries": list("Countries of manufacture"),
    "/api/front/provinces": list("Provinces"),
    "/api/front/regions": list("Provinces (the same list)"),
    "/api/front/types": list("Service types"),
    "/api/front/branches": list("Branches"),
    "/back/api/branches": list("Branches (the same list)"),
    "/api/front/cities/{id}": list("Cities of a province", "id"),
    "/api/front/sections/{typeId}": list("Sections of a service type", "typeId"),
    "/api/front/devices/{sectionId}": list("Devices of a section", "sectionId"),
    "/api/front/devices-from-type/{typeId}": list("Devices of a service type", "typeId"),
    "/api/front/devices-from-type-section/{typeId}/{sectionId}": list(
      "Devices of a service type and section",
      "typeId",
      "sectionId",
    ),
  },
} as const;

/** The document served at /openapi.json. */
export const openApiDocument = {
  ...handwritten,
  paths: { ...handwritten.paths, ...pathsOf(API_TABLES) },
};
