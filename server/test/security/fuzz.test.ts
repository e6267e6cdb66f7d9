import { APPEAL_STATUSES } from "@portal/domain";
import { listRoutes } from "@portal/http";
import { expect } from "chai";
import fc from "fast-check";
import { startTestPortal, type TestPortal } from "../support/server";
import { ACCESS, ruleFor } from "./accessTable";
import { hostile, hostileBody, nastyText, OPERATORS, PROTOTYPE_KEYS, serialise } from "./support/arbitraries";
import type { Answer, Caller } from "./support/caller";
import { NO_RATE_LIMITS, startRig } from "./support/rig";
import { type Kit, kitsFor, type Role } from "./support/roles";
import { openEmbeddedProbe, type StoreProbe } from "./support/store";

/** Runs per route; FUZZ_RUNS=2000 for a long run. */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 150));
const UPLOAD_PATHS = new Set([
  "/recognition-appeal/file-upload-s3",
  "/recognition-appeal/file-upload",
  "/front/kompleks-appeal/file-upload",
]);

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
function unclear(answer: Answer): string | undefined {
  const { status, json } = answer;
  if (status >= 500) return `a server error ${status}`;
  if (!(status >= 200 && status < 300) && !(status >= 400 && status < 500)) return `status ${status}`;
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
      const rule = ACCESS[key]!;
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
        const call = rule.call ? await rule.call(role) : { path: key.split(" ")[1]!, body: {} };
        const method = key.split(" ")[0]!;
        const creates = CREATES[key];
        const writes = creates ?? WRITES[key];
        const counted = creates ? await store.count(creates) : 0;
        let successes = 0;
        const problems: string[] = [];
        await fc.assert(
          fc.asyncProperty(hostileBody(call.body ?? {}), async (body) => {
            const before = writes ? await store.count(writes) : 0;
            const answer = await caller.request(method, call.path, { raw: body, timeoutMs: 10_000 });
            const wrong = unclear(answer);
            if (wrong) problems.push(`${wrong} for ${body.slice(0, 300)}`);
            expect(wrong, body.slice(0, 500)).to.equal(undefined);
            if (answer.status >= 200 && answer.status < 300) {
              successes++;
              if (creates === "appeals") {
                const stored = await caller.get(`/api/appeals/${answer.json.appeal_id}`);
                expect(stored.status, `the saved appeal ${answer.json.appeal_id}`).to.equal(200);
                expect(stored.json.data.total).to.match(/^\d+\.\d{2}$/);
              }
            } else if (writes) {
              expect(await store.count(writes), `a refusal stored something: ${body.slice(0, 300)}`).to.equal(
                before,
              );
            }
          }),
          { numRuns: runs, endOnFailure: true },
        );
        expect(problems).to.deep.equal([]);
        if (creates) expect(await store.count(creates)).to.equal(counted + successes);
      });
    }

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
describeFuzz(
  "embedded",
  Math.max(1, Math.round(RUNS / 5)),
  async () => {
    embedded = await startTestPortal(NO_RATE_LIMITS);
    return {
      portal: embedded,
      store: openEmbeddedProbe(embedded.dataDir),
      secrets: [embedded.dataDir],
      roles: ["anonymous", "company", "staff"],
    };
  },
  async () => embedded?.stop(),
);
