import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { listRoutes } from "@portal/http";
import { COLLECTIONS, MongoDocumentStore } from "@portal/persistence";
import { expect } from "chai";
import { PDF, pdfForm } from "../support/fixtures";
import { startTestPortal, type TestPortal } from "../support/server";
import { ruleFor } from "./accessTable";
import type { Answer } from "./support/caller";
import { redisCommand } from "./support/redis";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";
import { kitsFor } from "./support/roles";

const PASSWORD = "Demo12345!";
/** scrypt$N$r$p$salt$hash: 16-byte salt, 32-byte key, both base64. */
const SCRYPT_HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{43}=)$/;

/** A hash is memory-hard enough: at least 16 MiB per guess (128·N·r bytes). */
function expectMemoryHard(hash: unknown, who: string) {
  const match = SCRYPT_HASH.exec(String(hash));
  expect(match, `${who}: ${String(hash).slice(0, 20)}…`).to.not.equal(null);
  const [, n, r] = match!.map(Number);
  expect(128 * n! * r!, `${who}: memory per guess`).to.be.at.least(16 * 1024 * 1024);
}

const retryAfter = (answer: Answer) => Number(answer.headers.get("retry-after"));

describe("abuse (production profile)", function () {
  this.timeout(120_000);
  let rig: Rig;

  before(async function () {
    // A test below stops MinIO: this file has one of its own.
    // The production cost of a password hash: the queue tests need checks that take time,
    // and the stored hashes are checked for it.
    rig = await startRig(this, ["minio"], { PASSWORD_HASH_COST: "15" });
  });
  after(() => rig?.dispose());

  describe("rate limits", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await rig.portal({
        // Long enough that the window does not run out while three guesses are hashed (at the real
        // cost) on a busy machine: at 3 s a loaded CI machine let the fourth sign-in through.
        RATE_LIMIT_WINDOW_SECONDS: "10",
        RATE_LIMIT_LOGIN: "3",
        RATE_LIMIT_FEEDBACK: "2",
        RATE_LIMIT_UPLOAD: "2",
      });
    });

    const expectLimited = (answer: Answer) => {
      expect(answer.status).to.equal(429);
      expect(retryAfter(answer)).to.be.within(1, 10);
      expect(answer.json.message).to.equal(
        `Soʻrovlar juda koʻp. Iltimos, ${retryAfter(answer)} soniyadan keyin qayta urinib koʻring`,
      );
    };

    it("stops password guessing at the limit, even with the right password, and lets the user in after the window", async () => {
      const browser = rig.caller(portal);
      for (let i = 0; i < 3; i++) {
        expect(
          (await browser.post("/auth/login", { login: "demo.reviewer", password: `guess-${i}` })).status,
        ).to.equal(401);
      }
      const limited = await browser.post("/auth/login", { login: "demo.reviewer", password: PASSWORD });
      expectLimited(limited);
      expect(limited.headers.getSetCookie().some((c) => c.startsWith("portal_session="))).to.equal(false);
      // The limit is per login: another account from the same address signs in.
      expect(
        (await rig.caller(portal).post("/auth/login", { login: "demo.staff", password: PASSWORD })).status,
      ).to.equal(200);
      await sleep(retryAfter(limited) * 1000 + 300);
      expect(
        (await browser.post("/auth/login", { login: "demo.reviewer", password: PASSWORD })).status,
      ).to.equal(200);
    });

    it("limits feedback per address, in the caller's language, and recovers after the window", async () => {
      const browser = rig.caller(portal);
      const send = (lang = "uz") =>
        browser.post(`/apply?lang=${lang}`, { type: "private", private_msg: "Salom", branch_id: 1 });
      const before = await rig.store.count(COLLECTIONS.feedback);
      expect((await send()).status).to.equal(200);
      expect((await send()).status).to.equal(200);
      const limited = await send();
      expectLimited(limited);
      const russian = await send("ru");
      expect(russian.status).to.equal(429);
      expect(russian.json.message).to.match(/^Слишком много запросов/);
      expect(await rig.store.count(COLLECTIONS.feedback)).to.equal(before + 2);
      await sleep(retryAfter(russian) * 1000 + 300);
      expect((await send()).status).to.equal(200);
    });

    it("limits uploads per user, storing nothing past the limit, and recovers after the window", async () => {
      const browser = await rig.caller(portal).signIn("demo.company");
      const upload = () => browser.request("POST", "/recognition-appeal/file-upload", { form: pdfForm() });
      const before = await rig.store.fileCount();
      expect((await upload()).status).to.equal(200);
      expect((await upload()).status).to.equal(200);
      const limited = await upload();
      expectLimited(limited);
      expect(await rig.store.fileCount()).to.equal(before + 2);
      await sleep(retryAfter(limited) * 1000 + 300);
      expect((await upload()).status).to.equal(200);
    });
  });

  describe("sign-in limits whatever the login or the address", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await rig.portal({
        TRUST_PROXY: "true",
        RATE_LIMIT_LOGIN: "100",
        RATE_LIMIT_LOGIN_ADDRESS: "4",
        RATE_LIMIT_LOGIN_ACCOUNT: "3",
        RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS: "60",
      });
    });

    const from = (address: string, login: string, password: string, lang = "uz") =>
      rig
        .caller(portal)
        .post(`/auth/login?lang=${lang}`, { login, password }, { headers: { "X-Forwarded-For": address } });
    const signedIn = (answer: Answer) =>
      answer.headers.getSetCookie().some((c) => c.startsWith("portal_session="));
    const expectRefused = (answer: Answer, within: number) => {
      expect(answer.status).to.equal(429);
      expect(retryAfter(answer)).to.be.within(1, within);
      expect(signedIn(answer)).to.equal(false);
    };

    it("refuses one address trying many logins, even with the right password, and no other address", async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from("203.0.113.9", `random.${i}`, "guess")).status);
      const refused = await from("203.0.113.9", "demo.staff", PASSWORD);
      const elsewhere = await from("203.0.113.10", "demo.staff", PASSWORD);

      expect(statuses).to.deep.equal([401, 401, 401, 401]);
      expectRefused(refused, 60);
      expect(refused.json.message).to.equal(
        `Soʻrovlar juda koʻp. Iltimos, ${retryAfter(refused)} soniyadan keyin qayta urinib koʻring`,
      );
      expect(elsewhere.status).to.equal(200);
      expect(signedIn(elsewhere)).to.equal(true);
    });

    it("refuses a login guessed from many addresses once it failed too often, even with the right password; its owner's own sign-ins do not count", async () => {
      // Successes first: they are taken back, so only the three failures below count.
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
        expect((await from(address, "second.company", PASSWORD)).status).to.equal(200);
      }
      const failures = [];
      for (const address of ["198.51.100.11", "198.51.100.12", "198.51.100.13"]) {
        failures.push((await from(address, "second.company", "guess")).status);
      }
      const refused = await from("198.51.100.14", "Second.Company ", PASSWORD, "ru");
      const otherLogin = await from("198.51.100.14", "demo.person", PASSWORD);

      expect(failures).to.deep.equal([401, 401, 401]);
      expectRefused(refused, 60);
      expect(refused.json.message).to.match(/^Слишком много запросов/);
      expect(otherLogin.status).to.equal(200);
    });

    it("limits an unknown login exactly as a known one, so the limit tells nothing of which logins exist", async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await from(`192.0.2.${i + 1}`, "nobody.at.all", "guess")).status);
      expect(statuses).to.deep.equal([401, 401, 401, 429]);
    });

    it("keeps the per-login window its own: a short RATE_LIMIT_WINDOW_SECONDS does not shorten it", async () => {
      const shortWindows = await rig.portal({
        ...NO_RATE_LIMITS,
        RATE_LIMIT_WINDOW_SECONDS: "3",
        RATE_LIMIT_LOGIN_ACCOUNT: "1",
      });
      const caller = rig.caller(shortWindows);
      expect(
        (await caller.post("/auth/login", { login: "window.probe", password: "guess" })).status,
      ).to.equal(401);
      const refused = await caller.post("/auth/login", { login: "window.probe", password: "guess" });
      expect(refused.status).to.equal(429);
      expect(retryAfter(refused)).to.be.within(850, 900);
    });
  });

  describe("the public check's limit per address (issue 14)", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await rig.portal({
        ...NO_RATE_LIMITS,
        TRUST_PROXY: "true",
        RATE_LIMIT_WINDOW_SECONDS: "60",
        RATE_LIMIT_CHECK: "3",
      });
    });

    const from = (address: string, path: string) =>
      rig.caller(portal).get(path, { headers: { "X-Forwarded-For": address } });
    const search = (address: string, lang = "uz") =>
      from(address, `/api/public/certificates?q=NO-SUCH-SERIAL&lang=${lang}`);
    const byNumber = (address: string, lang = "uz") =>
      from(address, `/api/public/certificates/01-2026-ZZZZZZZZ?lang=${lang}`);

    it("refuses one address past the limit on both routes, with Retry-After, and still answers another", async () => {
      // The search and the look-up by number share one count per address.
      const answered = [
        (await search("203.0.113.40")).status,
        (await byNumber("203.0.113.40")).status,
        (await search("203.0.113.40")).status,
      ];
      const searchRefused = await search("203.0.113.40");
      const numberRefused = await byNumber("203.0.113.40", "ru");
      const elsewhereSearch = await search("203.0.113.41");
      const elsewhereNumber = await byNumber("203.0.113.41");

      expect(answered).to.deep.equal([200, 404, 200]);
      for (const refused of [searchRefused, numberRefused]) {
        expect(refused.status).to.equal(429);
        expect(retryAfter(refused)).to.be.within(1, 60);
      }
      expect(searchRefused.json.message).to.equal(
        `Soʻrovlar juda koʻp. Iltimos, ${retryAfter(searchRefused)} soniyadan keyin qayta urinib koʻring`,
      );
      expect(numberRefused.json.message).to.match(/^Слишком много запросов/);
      expect(elsewhereSearch.status).to.equal(200);
      expect(elsewhereSearch.json.data).to.deep.equal([]);
      expect(elsewhereNumber.status).to.equal(404);
    });
  });

  describe("the password-check queue", () => {
    it("answers a burst of sign-ins past its queue at once with 503, Retry-After and the wait in words, and signs in again after it", async () => {
      const portal = await rig.portal({
        ...NO_RATE_LIMITS,
        PASSWORD_HASH_CONCURRENCY: "1",
        PASSWORD_HASH_QUEUE: "1",
      });
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          rig.caller(portal).post("/auth/login", { login: `flood.${i}`, password: "guess" }),
        ),
      );
      const busy = burst.filter((answer) => answer.status === 503);

      expect(burst.every((answer) => answer.status === 401 || answer.status === 503)).to.equal(true);
      expect(burst.filter((answer) => answer.status === 401).length).to.be.at.least(1);
      expect(busy.length).to.be.at.least(1);
      for (const answer of busy) {
        expect(answer.headers.get("retry-after")).to.equal("5");
        expect(answer.json).to.deep.equal({
          status: false,
          message:
            "Hozir tizimga kirishga urinishlar juda koʻp. Iltimos, 5 soniyadan keyin qayta urinib koʻring",
        });
      }
      expect(
        (await rig.caller(portal).post("/auth/login", { login: "demo.staff", password: PASSWORD })).status,
      ).to.equal(200);
    });
  });

  describe("passwords", () => {
    it("stores only salted, memory-hard scrypt hashes, on the production store", async () => {
      const users = await rig.store.documents(COLLECTIONS.users);
      expect(users.length).to.be.at.least(5);
      for (const user of users) {
        expectMemoryHard(user.password_hash, String(user.login));
        expect(Object.keys(user).filter((k) => /pass/i.test(k))).to.deep.equal(["password_hash"]);
      }
      const salts = users.map((u) => String(u.password_hash).split("$")[4]);
      expect(new Set(salts).size, "every hash has a salt of its own").to.equal(users.length);
      for (const name of Object.values(COLLECTIONS)) {
        const text = JSON.stringify(await rig.store.documents(name));
        expect(text, name).to.not.include(PASSWORD);
      }
    });

    it("keeps no password in a session in Redis", async () => {
      const portal = await rig.portal(NO_RATE_LIMITS);
      const browser = await rig.caller(portal).signIn("demo.person");
      const value = await redisCommand(rig.env.REDIS_URL!, "GET", `portal:session:${browser.sessionId}`);
      expect(value).to.match(/^\$\d+\r\n/); // a bulk string: the session is there
      expect(value).to.include('"user_id":1').and.not.include(PASSWORD).and.not.include("scrypt");
    });

    it("stores only scrypt hashes on the embedded profile too", async () => {
      const portal = await startTestPortal({ PASSWORD_HASH_COST: "15" });
      try {
        const lines = readFileSync(join(portal.dataDir, "users.db"), "utf8").split("\n").filter(Boolean);
        const users = lines.map((line) => JSON.parse(line)).filter((doc) => doc.login);
        expect(users.length).to.be.at.least(4);
        for (const user of users) expectMemoryHard(user.password_hash, user.login);
        for (const file of readdirSync(portal.dataDir).filter((f) => f.endsWith(".db"))) {
          expect(readFileSync(join(portal.dataDir, file), "utf8"), file).to.not.include(PASSWORD);
        }
      } finally {
        await portal.stop();
      }
    });

    it("takes as long for an unknown login as for a wrong password, so logins cannot be probed", async () => {
      const portal = await rig.portal(NO_RATE_LIMITS);
      const browser = rig.caller(portal);
      // Taken in turn, so both kinds meet the same load on the machine.
      const known: number[] = [];
      const unknown: number[] = [];
      // Each kind goes first every other round, so a burst of load elsewhere meets both alike.
      const tryKnown = async () =>
        known.push((await browser.post("/auth/login", { login: "demo.company", password: "wrong" })).ms);
      const tryUnknown = async () =>
        unknown.push((await browser.post("/auth/login", { login: "nobody.here", password: "wrong" })).ms);
      for (let i = 0; i < 11; i++) {
        if (i % 2 === 0) await tryKnown().then(tryUnknown);
        else await tryUnknown().then(tryKnown);
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[5]!;
      expect(median(unknown) / median(known)).to.be.within(0.5, 2);
    });
  });

  describe("what answers never show", () => {
    it("answers an outage with a plain 503 that names no service address, key or stack", async () => {
      const portal = await rig.portal(NO_RATE_LIMITS);
      const browser = await rig.caller(portal).signIn("demo.company");
      await rig.services.minio.stop();
      try {
        const answer = await browser.request("POST", "/recognition-appeal/file-upload", {
          form: pdfForm(PDF),
        });
        expect(answer.status).to.equal(503);
        expect(Object.keys(answer.json).sort()).to.deep.equal(["message", "status"]);
      } finally {
        await rig.services.minio.restart();
      }
    });

    it("answers a defect (a corrupt stored record) with a generic 500 and a request id, nothing of its insides", async () => {
      const portal = await rig.portal(NO_RATE_LIMITS);
      const browser = await rig.caller(portal).signIn("second.company");
      const store = new MongoDocumentStore({ url: rig.env.MONGO_URL!, database: rig.env.MONGO_DB! });
      await store.open();
      const users = store.collection<{ login: string; info: unknown }>(COLLECTIONS.users);
      const { info } = (await users.findOne({ login: "second.company" }))!;
      try {
        await users.updateMany({ login: "second.company" }, { info: null });
        // The Caller has already checked the text for stacks, paths and secrets.
        const answer = await browser.get("/get-userinfo");
        expect(answer.status).to.equal(500);
        expect(Object.keys(answer.json).sort()).to.deep.equal(["message", "request_id", "status"]);
        expect(answer.json.message).to.equal("Serverda xatolik yuz berdi. Iltimos, qayta urinib koʻring");
        expect(answer.headers.get("x-request-id")).to.equal(answer.json.request_id);
      } finally {
        await users.updateMany({ login: "second.company" }, { info });
        await store.close();
      }
    });

    it("sends no header that names the server software", async () => {
      const portal = await rig.portal(NO_RATE_LIMITS);
      const answer = await rig.caller(portal).get("/healthz");
      expect(answer.headers.get("x-powered-by")).to.equal(null);
      expect(answer.headers.get("server")).to.equal(null);
    });
  });

  describe("security headers", () => {
    let uiDir: string;
    let portal: TestPortal;

    before(async () => {
      uiDir = mkdtempSync(join(tmpdir(), "portal-ui-"));
      writeFileSync(join(uiDir, "index.html"), "<!doctype html><title>Portal</title><div id=root></div>");
      writeFileSync(join(uiDir, "offerta-4.html"), "<!doctype html><title>Oferta</title><p>Oferta matni</p>");
      writeFileSync(join(uiDir, "app-A1B2C3D4.js"), "console.log(1)");
      portal = await rig.portal({ ...NO_RATE_LIMITS, UPLOAD_LIMIT_BYTES: "65536" }, uiDir);
    });
    after(() => rmSync(uiDir, { recursive: true, force: true }));

    /** What is wrong with an answer's headers: CSP that frames only our own pages, nosniff, referrer policy. */
    function missingHeaders(headers: Headers | Record<string, string>): string[] {
      const get = (name: string) =>
        headers instanceof Headers ? headers.get(name) : (headers[name.toLowerCase()] ?? null);
      const csp = get("content-security-policy") ?? "";
      const problems: string[] = [];
      if (!/frame-ancestors 'self'(;|$)/.test(csp)) problems.push(`frame-ancestors in "${csp}"`);
      if (!/default-src '(self|none)'/.test(csp)) problems.push(`default-src in "${csp}"`);
      if (get("x-content-type-options") !== "nosniff") problems.push("nosniff");
      if (get("referrer-policy") !== "same-origin") problems.push("referrer-policy");
      if (get("x-frame-options") !== "SAMEORIGIN") problems.push("x-frame-options");
      return problems;
    }

    it("lets our own pages frame the offer page and nobody else frame anything", async () => {
      const offer = await rig.caller(portal).get("/offerta-4.html", { headers: { accept: "text/html" } });
      expect(offer.status).to.equal(200);
      expect(offer.text).to.include("Oferta matni");
      const csp = offer.headers.get("content-security-policy") ?? "";
      expect(csp).to.include("frame-src 'self'").and.include("frame-ancestors 'self'");
      expect(csp).to.include("script-src 'self'").and.include("object-src 'none'");
    });

    it("sends them on every page and every route, HTML and JSON, success and refusal", async () => {
      const kits = await kitsFor(portal.url, rig.secrets, [
        "anonymous",
        "company",
        "staff",
        "person",
        "reviewer",
        "other",
      ]);
      const problems: string[] = [];
      const check = (what: string, answer: Answer) => {
        const missing = missingHeaders(answer.headers);
        if (missing.length > 0) problems.push(`${what} (${answer.status}): ${missing.join(", ")}`);
      };
      for (const route of listRoutes(portal.server.app).filter((r) => r.method === "GET")) {
        const rule = ruleFor(route.method, route.path)?.rule;
        for (const kit of [kits.company, kits.anonymous]) {
          const call = rule?.call ? await rule.call(kit) : { path: route.path.replace(/:\w+/g, "1") };
          check(`GET ${call.path} as ${kit.role}`, await kit.caller.get(call.path));
        }
      }
      const browser = kits.anonymous.caller;
      const html = { headers: { accept: "text/html" } };
      for (const path of [
        "/",
        "/offerta-4.html",
        "/cabinet/requisites",
        "/app-A1B2C3D4.js",
        "/no-such-file.js",
      ]) {
        check(`GET ${path}`, await browser.get(path, html));
      }
      check("a 401", await browser.get("/api/my/appeals"));
      check("a 403", await kits.person.caller.post("/recognition/contract/store", { appeal_id: 1 }));
      check("a 404", await browser.get("/api/nothing-here"));
      check("a 419", await browser.post("/apply", {}, { csrf: "none" }));
      check("a 422", await browser.post("/apply", { type: "private" }));
      check("a 400", await browser.request("POST", "/apply", { raw: "{not json" }));
      check(
        "a 413",
        await browser.post("/apply", { type: "private", private_msg: "x".repeat(2 * 1024 * 1024) }),
      );
      const tooBig = await kits.company.caller.request("POST", "/recognition-appeal/file-upload", {
        form: pdfForm(Buffer.concat([PDF, Buffer.alloc(70_000)])),
      });
      check("an upload refused", tooBig);
      expect(problems).to.deep.equal([]);
    });

    it("sends them on the answers Node gives before the app (a slow or malformed request)", async () => {
      const { hostname, port } = new URL(portal.url);
      const raw = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), hostname, () => socket.write("BREW /coffee HTCPCP/1.0\r\n\r\n"));
        let text = "";
        socket.on("data", (d) => {
          text += d.toString();
        });
        socket.on("close", () => resolve(text));
        socket.on("error", () => {});
      });
      const headers = Object.fromEntries(
        raw
          .split("\r\n\r\n")[0]!
          .split("\r\n")
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
      );
      expect(raw).to.match(/^HTTP\/1\.1 400/);
      expect(missingHeaders(headers)).to.deep.equal([]);
    });
  });
});
