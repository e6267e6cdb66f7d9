import { APPEAL_STATUSES } from "@portal/domain";
import { type OneIdStandIn, startOneIdStandIn } from "@portal/oneid";
import { listRoutes, PAYMENT_SYSTEM_PATHS } from "@portal/http";
import { expect } from "chai";
import fc from "fast-check";
import { pdfForm } from "../support/fixtures";
import { DEMO_PASSWORD } from "../../src/container";
import { startTestPortal, type TestPortal } from "../support/server";
import { ACCESS, type Call, ruleFor } from "./accessTable";
import {
  fixedBodies,
  hostile,
  hostileBody,
  nastyText,
  OPERATORS,
  PROTOTYPE_KEYS,
  serialise,
} from "./support/arbitraries";
import type { Answer, Caller } from "./support/caller";
import { NO_RATE_LIMITS, startRig } from "./support/rig";
import { COMPANY_ID, type Kit, kitsFor, type Role } from "./support/roles";
import { describeImport, hostileImports, IMPORT_ATTACKS, sendImport } from "./support/importAttacks";
import { openEmbeddedProbe, type StoreProbe } from "./support/store";

/**
 * Random runs per route on the production profile (a fifth of them on the embedded one), after
 * each route's fixed pass (fixedBodies); FUZZ_RUNS=2000 for a long run (docs/decisions.md).
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 40));
const UPLOAD_PATHS = new Set([
  "/recognition-appeal/file-upload-s3",
  "/recognition-appeal/file-upload",
  "/front/kompleks-appeal/file-upload",
  "/self-devices/import",
]);

/** Where each text of a JSON value stands: the keys and indexes that lead to it. */
function textLeaves(value: unknown, at: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [[...at]];
  if (Array.isArray(value)) return value.flatMap((v, i) => textLeaves(v, [...at, i]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => textLeaves(v, [...at, k]));
}

/** A copy of a JSON value with the text at a place replaced. */
function withText(value: unknown, at: readonly (string | number)[], text: string): unknown {
  if (at.length === 0) return text;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withText(v, rest, text) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: withText(record[head as string], rest, text) };
}

/** The collection a route adds to when it succeeds: it must grow by exactly its successes. */
const CREATES: Readonly<Record<string, string>> = {
  "POST /front/save-appeal": "appeals",
  "POST /save-recognition-appeal": "appeals",
  "POST /api/recognition/save-recognition-provider-appeal": "appeals",
  "POST /save-kompleks-appeal": "appeals",
  "POST /front/save-appeal-comment": "appeals",
  "POST /front/draft-appeal": "appeals",
  "POST /apply": "feedback",
  "POST /self-devices/save": "self_devices",
  "POST /add-account-number": "cabinet_accounts",
};

/** Routes that write without always creating: they may not grow any collection on a refusal. */
const WRITES: Readonly<Record<string, string>> = {
  "POST /recognition/contract/store": "contracts",
  "POST /recognition/create-invoice": "contracts",
  "POST /front/save-account-number": "requisites",
  "POST /api/notifications/settings": "notification_settings",
  "POST /unsubscribe": "notification_settings",
  "POST /api/staff/appeals/:id/receipts": "instrument_receipts",
  "POST /api/staff/appeals/:id/results": "instrument_results",
  "POST /api/staff/appeals/:id/results/:row/:instrument/correct": "instrument_results",
  "POST /api/staff/appeals/:id/results/:row/:instrument/revoke": "instrument_results",
  // Multipart, but a JSON body must be refused as a missing file, storing nothing.
  "POST /api/staff/appeals/:id/results/:row/:instrument/conclusion": "instrument_results",
};

/** The JSON routes of the table (every non-GET route but the multipart uploads). */
const JSON_ROUTES = Object.keys(ACCESS).filter((key) => {
  const [method = "", path = ""] = key.split(" ");
  return method !== "GET" && !UPLOAD_PATHS.has(path);
});

/** Percent-encodes, and sends a lone surrogate as the broken escape it would be on the wire. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    const wellFormed = text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      "",
    );
    return `${encodeURIComponent(wellFormed)}%ED%A0%80%`;
  }
};

/** A clear refusal or a success; what is wrong with the answer otherwise. */
/** What a successful download is served as: PDFs, spreadsheets and CSV. */
const DOCUMENT_TYPES =
  /^(application\/pdf|text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)\b/;

function unclear(answer: Answer): string | undefined {
  const { status, json } = answer;
  if (status >= 500) return `a server error ${status}`;
  if (!(status >= 200 && status < 300) && !(status >= 400 && status < 500)) return `status ${status}`;
  // A path that happens to name the caller's own document (contract 1's PDF, say) is a download.
  if (status < 300 && DOCUMENT_TYPES.test(answer.headers.get("content-type") ?? "")) return undefined;
  if (json === undefined) return `no JSON: ${answer.text.slice(0, 100)}`;
  if (status >= 400) {
    const { message } = json;
    const text = typeof message === "string" && message.trim() !== "";
    const fields =
      message !== null &&
      typeof message === "object" &&
      Object.values(message).length > 0 &&
      Object.values(message).every(
        (m) => Array.isArray(m) && m.every((s) => typeof s === "string" && s !== ""),
      );
    if (!text && !fields) return `no clear message: ${answer.text.slice(0, 200)}`;
  }
  return undefined;
}

/**
 * A random body can be a valid change of the caller's own password (demo.staff's): it is set
 * back at once, since every later call of the file signs demo.staff in with the demo password.
 */
async function keepDemoPassword(caller: Caller, body: string): Promise<void> {
  const sent = JSON.parse(body) as { password?: unknown };
  if (typeof sent.password !== "string" || sent.password === DEMO_PASSWORD) return;
  const back = await caller.request("POST", "/auth/password/change", {
    body: { current_password: sent.password, password: DEMO_PASSWORD },
  });
  expect(back.status, `setting demo.staff's password back: ${back.text}`).to.equal(200);
}

const PROTOTYPE_BEFORE = Object.getOwnPropertyNames(Object.prototype).sort().join();

function assertNotPolluted(): void {
  expect(({} as Record<string, unknown>).polluted, "Object.prototype was polluted").to.equal(undefined);
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).to.equal(PROTOTYPE_BEFORE);
}

/** Every key starting with "$" or naming a prototype, anywhere in a stored document. */
function badKeys(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => badKeys(v, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...((k.startsWith("$") && k !== "$$deleted") || PROTOTYPE_KEYS.includes(k) ? [`${at}.${k}`] : []),
    ...badKeys(v, `${at}.${k}`),
  ]);
}

function describeFuzz(
  profile: string,
  runs: number,
  open: (
    ctx: Mocha.Context,
  ) => Promise<{ portal: TestPortal; store: StoreProbe; secrets: string[]; roles: Role[] }>,
  close: () => Promise<void>,
) {
  describe(`bad input, property-based (${profile} profile, ${runs} runs per route)`, function () {
    this.timeout(300_000);
    let portal: TestPortal;
    let store: StoreProbe;
    let kits: Record<Role, Kit>;

    before(async function () {
      const opened = await open(this);
      ({ portal, store } = opened);
      kits = await kitsFor(portal.url, opened.secrets, opened.roles);
    });
    after(close);
    afterEach(assertNotPolluted);

    /** Who fuzzes a route: a customer where customers may use it, else staff; sessions from a fresh anonymous browser. */
    function callerFor(key: string): Promise<Caller> | Caller {
      const [method = "", path = ""] = key.split(" ");
      const rule = ruleFor(method, path)!.rule;
      if (key === "POST /auth/login" || key === "POST /auth/logout") return kits.anonymous.caller;
      return rule.allow.includes("company") ? kits.company.caller : kits.staff.caller;
    }

    it("covers every JSON route of the routers", () => {
      const fuzzed = new Set(JSON_ROUTES);
      const missing = listRoutes(portal.server.app)
        .filter((r) => r.method !== "GET" && !UPLOAD_PATHS.has(r.path))
        .map((r) => ruleFor(r.method, r.path)?.key ?? `${r.method} ${r.path}`)
        .filter((key) => !fuzzed.has(key));
      expect(missing).to.deep.equal([]);
    });

    for (const key of JSON_ROUTES) {
      it(`${key}: every hostile body gets a clear 4xx or a correct 2xx, and a refusal stores nothing`, async () => {
        const rule = ACCESS[key]!;
        const caller = await callerFor(key);
        const role = caller === kits.staff.caller ? kits.staff : kits.company;
        const call: Call = rule.call ? await rule.call(role) : { path: key.split(" ")[1]!, body: {} };
        // A call that needs a browser of its own (a OneID sign-in's) is fuzzed from it.
        const from = call.caller ?? caller;
        const method = key.split(" ")[0]!;
        const creates = CREATES[key];
        const writes = creates ?? WRITES[key];
        const counted = creates ? await store.count(creates) : 0;
        const fixed = fixedBodies(call.body ?? {});
        let successes = 0;
        const problems: string[] = [];
        await fc.assert(
          fc.asyncProperty(hostileBody(call.body ?? {}), async (body) => {
            const before = writes ? await store.count(writes) : 0;
            const answer = await from.request(method, call.path, {
              raw: body,
              timeoutMs: 10_000,
              ...(call.headers ? { headers: call.headers } : {}),
            });
            const wrong = unclear(answer);
            if (wrong) problems.push(`${wrong} for ${body.slice(0, 300)}`);
            expect(wrong, body.slice(0, 500)).to.equal(undefined);
            if (answer.status >= 200 && answer.status < 300) {
              successes++;
              if (key === "POST /auth/password/change") await keepDemoPassword(from, body);
              if (creates === "appeals") {
                const stored = await from.get(`/api/appeals/${answer.json.appeal_id}`);
                expect(stored.status, `the saved appeal ${answer.json.appeal_id}`).to.equal(200);
                expect(stored.json.data.total).to.match(/^\d+\.\d{2}$/);
              }
            } else if (writes) {
              expect(await store.count(writes), `a refusal stored something: ${body.slice(0, 300)}`).to.equal(
                before,
              );
            }
          }),
          {
            numRuns: fixed.length + runs,
            examples: fixed.map((body) => [body] as [string]),
            endOnFailure: true,
          },
        );
        expect(problems).to.deep.equal([]);
        if (creates) expect(await store.count(creates)).to.equal(counted + successes);
      });
    }

    // A NUL is one of the hostile texts above, but a random body seldom carries it in a field
    // that would otherwise be stored: here each text of each route's valid body gets one in
    // turn. PostgreSQL (FerretDB's backend) cannot store a NUL, so one that slipped past the
    // codecs was a 500 on the production profile only.
    it("refuses a NUL in each text field of each route's valid body with a clear 4xx, storing nothing", async () => {
      const problems: string[] = [];
      for (const key of JSON_ROUTES) {
        const rule = ACCESS[key]!;
        if (!rule.call) continue;
        const caller = await callerFor(key);
        const role = caller === kits.staff.caller ? kits.staff : kits.company;
        const method = key.split(" ")[0]!;
        const writes = CREATES[key] ?? WRITES[key];
        for (const at of textLeaves((await rule.call(role)).body)) {
          // A fresh call for each field: a contract or a result can be made only once per appeal.
          const call = await rule.call(role);
          const body = withText(call.body, at, "Manometr\u0000MP-100");
          const before = writes ? await store.count(writes) : 0;
          const answer = await (call.caller ?? caller).request(method, call.path, {
            body,
            timeoutMs: 10_000,
            ...(call.headers ? { headers: call.headers } : {}),
          });
          const where = `${key} ${at.join(".")}`;
          const wrong = unclear(answer);
          // A payment system's call is refused in its own protocol: HTTP 200 carrying its error.
          const refusedByProtocol =
            PAYMENT_SYSTEM_PATHS.has(call.path) &&
            answer.json?.error !== undefined &&
            answer.json.error !== 0;
          if (wrong) problems.push(`${where}: ${wrong}`);
          else if (answer.status < 400 && !refusedByProtocol)
            problems.push(`${where}: taken (${answer.status})`);
          else if (writes && (await store.count(writes)) !== before) problems.push(`${where}: stored`);
        }
      }
      expect(problems).to.deep.equal([]);
    });

    it("answers a NUL in a query, a path, an upload or a sign-in with a clear 4xx or a 2xx", async () => {
      const nul = encodeURIComponent("a\u0000b");
      const gets: ReadonlyArray<readonly [Caller, string]> = [
        [kits.company.caller, `/self-devices/page?q=${nul}`],
        [kits.company.caller, `/self-devices/export?format=csv&q=${nul}`],
        [kits.company.caller, `/api/my/appeals?status=${nul}`],
        [kits.staff.caller, `/api/staff/customers?q=${nul}`],
        [kits.staff.caller, `/api/staff/appeals?customer=${nul}`],
        [kits.staff.caller, `/api/staff/customers/${COMPANY_ID}/register/page?q=${nul}`],
        [kits.anonymous.caller, `/api/public/certificates/${nul}`],
      ];
      const problems: string[] = [];
      for (const [caller, path] of gets) {
        const answer = await caller.get(path);
        const wrong = unclear(answer);
        if (wrong && !(path.includes("/export?") && answer.status === 200))
          problems.push(`${path}: ${wrong}`);
      }
      // Multipart: a file's own name with a NUL is refused by the multipart parser or kept
      // repaired, never a 5xx; a signed conclusion's reason with one is refused like any text.
      for (const path of ["/recognition-appeal/file-upload", "/front/kompleks-appeal/file-upload"]) {
        const answer = await kits.company.caller.request("POST", path, {
          form: pdfForm(undefined, "akt\u0000.pdf"),
        });
        const wrong = unclear(answer);
        if (wrong) problems.push(`${path}: ${wrong}`);
      }
      const conclusion = await ACCESS["POST /api/staff/appeals/:id/results/:row/:instrument/conclusion"]!
        .call!(kits.staff);
      const form = pdfForm();
      form.append("reason", "Imzo\u0000 yangilandi");
      const before = await store.count("instrument_results");
      const refused = await kits.staff.caller.request("POST", conclusion.path, { form });
      if (refused.status !== 422 || !refused.text.includes("reason: matnda buzilgan belgi bor"))
        problems.push(`a conclusion's reason: ${refused.status} ${refused.text.slice(0, 200)}`);
      if ((await store.count("instrument_results")) !== before)
        problems.push("a conclusion's reason: stored");
      const signIn = await kits.anonymous.caller.request("POST", "/auth/login", {
        body: { login: "demo.company\u0000", password: "x\u0000" },
      });
      if (unclear(signIn)) problems.push(`sign-in: ${unclear(signIn)}`);
      expect(signIn.status, "a sign-in with a NUL").to.be.within(400, 499);
      expect(problems).to.deep.equal([]);
    });

    it("POST /self-devices/import: every hostile multipart body gets a clear 4xx, never a 5xx, and stores nothing", async () => {
      const caller = kits.company.caller;
      const stored = await store.count("self_devices");
      // Each kind of attack on its own, so that every kind is tried however few the runs.
      for (const kind of IMPORT_ATTACKS) {
        await fc.assert(
          fc.asyncProperty(hostileImports[kind], async (attempt) => {
            const answer = await caller.request("POST", "/self-devices/import", {
              ...sendImport(attempt),
              timeoutMs: 20_000,
            });
            const what = describeImport(attempt);
            expect(unclear(answer), what).to.equal(undefined);
            expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).to.be.within(400, 499);
            expect(await store.count("self_devices"), `${what} stored something`).to.equal(stored);
          }),
          { numRuns: Math.max(2, Math.ceil(runs / 3)), endOnFailure: true },
        );
      }
    });

    it("answers hostile path parameters on every route with a clear 4xx or a 2xx", async () => {
      const routes = listRoutes(portal.server.app).filter((r) => r.path.includes(":"));
      const caller = kits.company.caller;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), nastyText, async (route, text) => {
          const path = route.path.replace(/:\w+/g, () => encode(text.slice(0, 2000)) || "x");
          const answer = await caller.request(route.method, path, route.method === "GET" ? {} : { body: {} });
          expect(unclear(answer), `${route.method} ${path.slice(0, 200)}`).to.equal(undefined);
        }),
        { numRuns: runs },
      );
    });

    it("answers hostile query strings on the appeal list with a clear 4xx or a 2xx", async () => {
      const name = fc.oneof(
        fc.constantFrom(
          "limit",
          "before",
          "status",
          "lang",
          "limit[$gt]",
          "status[]",
          "__proto__",
          "constructor[prototype]",
        ),
        fc.constantFrom(...OPERATORS),
      );
      const pair = fc.tuple(
        name,
        fc.oneof(
          nastyText.map((t) => t.slice(0, 500)),
          fc.integer().map(String),
        ),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 5 }), async (pairs) => {
          const query = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
          const answer = await kits.company.caller.get(`/api/my/appeals?${query}`);
          expect(unclear(answer), query.slice(0, 300)).to.equal(undefined);
        }),
        { numRuns: runs },
      );
    });

    it("answers hostile query strings on the register page and its export, the customer's and staff's, with a clear 4xx or a 2xx", async () => {
      const name = fc.oneof(
        fc.constantFrom(
          "state",
          "area",
          "device",
          "q",
          "sort",
          "after",
          "limit",
          "format",
          "q[$regex]",
          "area[$gt]",
          "__proto__",
        ),
        fc.constantFrom(...OPERATORS),
      );
      const pair = fc.tuple(
        name,
        fc.oneof(
          nastyText.map((t) => t.slice(0, 300)),
          fc.integer().map(String),
        ),
      );
      // The customer's own calls, and staff's read-only ones of a customer's register with
      // the customer's id well formed or hostile.
      const customer = fc.oneof(
        fc.constant("2"),
        fc.constant("999999"),
        nastyText.map((t) => t.slice(0, 50)),
      );
      const target = fc.oneof(
        fc.constantFrom("/self-devices/export?format=csv&", "/self-devices/page?"),
        fc
          .tuple(customer, fc.constantFrom("page?", "counts?", "export?format=csv&"))
          .map(([id, call]) => `/api/staff/customers/${encode(id)}/register/${call}`),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(pair, { maxLength: 5 }), target, async (pairs, path) => {
          const query = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
          const caller = path.startsWith("/api/staff/") ? kits.staff.caller : kits.company.caller;
          const answer = await caller.get(`${path}${query}`);
          if (path.includes("/export?") && answer.status === 200) return;
          expect(unclear(answer), `${path} ${query.slice(0, 300)}`).to.equal(undefined);
        }),
        { numRuns: runs },
      );
    });

    it("answers a save with hostile headers and form-encoded bodies with a clear 4xx or a 2xx", async () => {
      const header = fc.record({
        "idempotency-key": fc.oneof(
          nastyText.map((t) => t.slice(0, 300)),
          fc.constant("ok-key-1"),
        ),
        "accept-language": fc.constantFrom("ru", "uz", "en", "*", "ru;q=abc", "x".repeat(500), ""),
        "x-request-id": fc.constantFrom("<script>", "a".repeat(2000), "req-1", "\u202e"),
        "content-type": fc.constantFrom(
          "application/json",
          "application/json; charset=utf-16",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "application/xml",
        ),
      });
      const formBody = fc
        .array(
          fc.tuple(
            fc.constantFrom(
              "appeal[branch_id]",
              "appeal[branch_id][$gt]",
              "devices[0][type_id]",
              "devices[0][device_id][$ne]",
              "__proto__[polluted]",
              "constructor[prototype][polluted]",
              "offer_accepted",
              "appeal[__proto__][polluted]",
            ),
            nastyText.map((t) => t.slice(0, 200)),
          ),
          { maxLength: 6 },
        )
        .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&"));
      const body = fc.oneof(formBody, hostile.map(serialise));
      await fc.assert(
        fc.asyncProperty(header, body, async (headers, raw) => {
          const safe = Object.fromEntries(
            Object.entries(headers).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)),
          ) as Record<string, string>;
          const answer = await kits.company.caller.request("POST", "/front/save-appeal", {
            raw,
            headers: safe,
          });
          expect(unclear(answer), `${JSON.stringify(safe).slice(0, 300)} ${raw.slice(0, 200)}`).to.equal(
            undefined,
          );
        }),
        { numRuns: runs },
      );
    });

    it("leaves no half-written appeal, and no operator or prototype key, in anything stored", async () => {
      const appeals = await store.documents("appeals");
      expect(appeals.length).to.be.greaterThan(0);
      for (const appeal of appeals) {
        expect(appeal.id).to.be.a("number");
        expect(appeal.owner_id).to.be.a("number");
        expect(appeal.kind).to.be.a("string");
        expect(appeal.status).to.be.oneOf([...APPEAL_STATUSES]);
        expect(appeal.devices).to.be.an("array");
        expect(appeal.total).to.match(/^\d+\.\d{2}$/);
        expect(appeal.history).to.be.an("array").that.is.not.empty;
        expect(appeal.created_at).to.match(/^\d{4}-\d{2}-\d{2}T/);
      }
      const found: string[] = [];
      for (const name of [
        "appeals",
        "feedback",
        "self_devices",
        "cabinet_accounts",
        "requisites",
        "users",
        "contracts",
        "instrument_results",
        "instrument_receipts",
      ]) {
        for (const doc of await store.documents(name)) found.push(...badKeys(doc, name));
      }
      expect(found).to.deep.equal([]);
      // Staff read every stored appeal through the API: each one decodes and answers.
      for (const appeal of appeals) {
        const answer = await kits.staff.caller.get(`/api/appeals/${appeal.id}`);
        expect(answer.status, `appeal ${appeal.id}`).to.equal(200);
      }
      assertNotPolluted();
    });
  });
}

let stopProduction: (() => Promise<void>) | undefined;
describeFuzz(
  "production",
  RUNS,
  async (ctx) => {
    const rig = await startRig(ctx);
    stopProduction = () => rig.dispose();
    const portal = await rig.portal(NO_RATE_LIMITS);
    return { portal, store: rig.store, secrets: [...rig.secrets], roles: ["anonymous", "company", "staff"] };
  },
  async () => stopProduction?.(),
);

let embedded: TestPortal | undefined;
let embeddedOneId: OneIdStandIn | undefined;
describeFuzz(
  "embedded",
  Math.max(1, Math.round(RUNS / 5)),
  async () => {
    embeddedOneId = await startOneIdStandIn({ clientId: "metrology-portal", clientSecret: "fuzz-secret" });
    embedded = await startTestPortal({
      ...NO_RATE_LIMITS,
      ONEID_URL: embeddedOneId.url,
      ONEID_CLIENT_ID: "metrology-portal",
      ONEID_CLIENT_SECRET: "fuzz-secret",
    });
    return {
      portal: embedded,
      store: openEmbeddedProbe(embedded.dataDir),
      secrets: [embedded.dataDir],
      roles: ["anonymous", "company", "staff"],
    };
  },
  async () => {
    await embedded?.stop();
    await embeddedOneId?.close();
  },
);
