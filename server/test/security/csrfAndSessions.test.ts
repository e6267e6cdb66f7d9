import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { listRoutes, PAYMENT_SYSTEM_PATHS, SIGNED_LINK_PATHS } from "@portal/http";
import { expect } from "chai";
import type { TestPortal } from "../support/server";
import { type Call, ruleFor } from "./accessTable";
import { Caller } from "./support/caller";
import { sessionStored } from "./support/redis";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";
import { type Kit, kitsFor, type Role } from "./support/roles";

const cookieLine = (answer: { headers: Headers }, name: string) =>
  answer.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

describe("CSRF and sessions (production profile)", function () {
  this.timeout(120_000);
  let rig: Rig;
  let portal: TestPortal;
  let kits: Record<Role, Kit>;

  before(async function () {
    rig = await startRig(this);
    portal = await rig.portal(NO_RATE_LIMITS);
    kits = await kitsFor(portal.url, rig.secrets);
  });
  after(() => rig?.dispose());

  describe("anti-forgery tokens", () => {
    it("refuses every non-GET route with 419 when the token is missing or wrong, signed in or not, and stores nothing", async () => {
      // A signed link's POST is an exception, tested below; the payment systems' calls are the
      // others, authenticated by their own key or sign (adapters/http/test/payments.test.ts).
      const routes = listRoutes(portal.server.app).filter(
        (r) => r.method !== "GET" && !SIGNED_LINK_PATHS.has(r.path) && !PAYMENT_SYSTEM_PATHS.has(r.path),
      );
      expect(routes.length).to.be.greaterThan(20);
      const before = await rig.store.counts();
      const problems: string[] = [];
      const changedSince = (from: Record<string, number>, to: Record<string, number>) =>
        Object.keys(to)
          .filter((name) => to[name] !== from[name])
          .map((name) => `${name} ${from[name]} → ${to[name]}`);
      for (const role of ["anonymous", "company", "staff"] as const) {
        const kit = kits[role];
        // The body a real call of this role would carry, so only the token is wrong. Building a
        // call may itself store a record (a file to name): all are built before the store is counted.
        const calls: { route: (typeof routes)[number]; call: Call }[] = [];
        for (const route of routes) {
          const rule = ruleFor(route.method, route.path)?.rule;
          calls.push({
            route,
            call: rule?.call ? await rule.call(kit) : { path: route.path.replace(/:\w+/g, "1"), body: {} },
          });
        }
        const forge = async ({ route, call }: (typeof calls)[number]) => {
          for (const csrf of ["none", "wrong"] as const) {
            const answer = await kit.caller.request(route.method, call.path, { ...call, csrf });
            if (
              answer.status !== 419 ||
              answer.json?.message !== "Sahifa eskirgan, iltimos sahifani yangilang"
            )
              problems.push(
                `${route.method} ${route.path} as ${role}, token ${csrf}: ${answer.status} ${answer.text.slice(0, 100)}`,
              );
          }
        };
        // Every forgery of the role, then one count of the store (counting every collection after
        // each route was most of this test's time on FerretDB); only when something was stored are
        // the routes forged again one by one, to name the one that stored it.
        const counted = await rig.store.counts();
        for (const built of calls) await forge(built);
        if (changedSince(counted, await rig.store.counts()).length === 0) continue;
        for (const built of calls) {
          const from = await rig.store.counts();
          await forge(built);
          const changed = changedSince(from, await rig.store.counts());
          if (changed.length > 0)
            problems.push(
              `${built.route.method} ${built.route.path} as ${role} stored something: ${changed.join(", ")}`,
            );
        }
        problems.push(`forged calls as ${role} stored something`);
      }
      expect(problems).to.deep.equal([]);
      expect((await rig.store.counts()).feedback).to.equal(before.feedback);
    });

    it("takes the unsubscribe link's POST without a token: the signed link is the permission, the session gives none", async () => {
      const victim = await kits.company.fresh();
      const settings = async () =>
        (await victim.get("/api/notifications/settings")).json.data.email_reminders;
      await victim.post("/api/notifications/settings", { email_reminders: true });
      // A cross-site form riding the victim's cookies, without the signed token: nothing changes.
      const oneClick = {
        raw: "List-Unsubscribe=One-Click",
        csrf: "none" as const,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
      for (const path of [
        "/unsubscribe",
        "/unsubscribe?u=2",
        `/unsubscribe?u=2&t=${"A".repeat(43)}`,
        "/unsubscribe?u=3&t=x",
      ]) {
        const forged = await victim.request("POST", path, oneClick);
        expect(forged.status, path).to.be.oneOf([404, 422]);
      }
      expect(await settings()).to.equal(true);
      // The link as mailed, from a mail provider with no cookies at all: e-mail goes off.
      const provider = new Caller(portal.url, rig.secrets);
      const done = await provider.request("POST", kits.company.unsubscribePath(), oneClick);
      expect(done.status).to.equal(200);
      expect(await settings()).to.equal(false);
      await victim.post("/api/notifications/settings", { email_reminders: true });
    });

    it("refuses the token of another browser, and takes the browser's own in the header or the _token field", async () => {
      const victim = await kits.company.fresh();
      const attacker = new Caller(portal.url, rig.secrets);
      await attacker.get("/healthz");
      const forged = await victim.post(
        "/apply",
        { type: "private", private_msg: "x", branch_id: 1 },
        {
          csrf: "none",
          headers: { "x-xsrf-token": attacker.csrfToken ?? "" },
        },
      );
      expect(forged.status).to.equal(419);
      const inField = await victim.post(
        "/apply",
        { type: "private", private_msg: "Rahmat", branch_id: 1, _token: victim.csrfToken },
        { csrf: "none" },
      );
      expect(inField.status).to.equal(200);
      const form = new FormData();
      form.append("_token", victim.csrfToken ?? "");
      form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")], { type: "application/pdf" }), "a.pdf");
      const upload = await victim.request("POST", "/recognition-appeal/file-upload", { form, csrf: "none" });
      expect(upload.status).to.equal(200);
    });

    const feedback = { type: "private", private_msg: "Rahmat", branch_id: 1 };
    const withToken = (token: string) => ({ csrf: "none" as const, headers: { "x-xsrf-token": token } });
    const signInAnswer = (caller: Caller, token?: string) =>
      caller.post(
        "/auth/login",
        { login: "demo.company", password: "Demo12345!" },
        token === undefined ? {} : withToken(token),
      );

    it("refuses a token the client set itself: a planted XSRF-TOKEN cookie with the same value in the header", async () => {
      const planted = randomBytes(32).toString("base64url");
      const anonymous = new Caller(portal.url, rig.secrets);
      anonymous.cookies.set("XSRF-TOKEN", planted);
      const signedIn = await kits.company.fresh();
      signedIn.cookies.set("XSRF-TOKEN", planted);
      const before = await rig.store.counts();

      const signIn = await signInAnswer(anonymous, planted);
      const apply = await signedIn.post("/apply", feedback, withToken(planted));

      expect(signIn.status).to.equal(419);
      expect(anonymous.sessionId).to.equal(undefined);
      expect(apply.status).to.equal(419);
      expect(await rig.store.counts()).to.deep.equal(before);
      // The planted cookie is replaced by one the server issued, which works.
      expect(signedIn.csrfToken).to.not.equal(planted);
      expect((await signedIn.post("/apply", feedback)).status).to.equal(200);
    });

    it("sets a new token at sign-in and at sign-out, and refuses the token from before each after it", async () => {
      const browser = new Caller(portal.url, rig.secrets);
      await browser.get("/healthz");
      const anonymous = browser.csrfToken!;

      const signIn = await signInAnswer(browser);
      const signedIn = browser.csrfToken!;
      const stale = await browser.post("/apply", feedback, withToken(anonymous));
      const fresh = await browser.post("/apply", feedback, withToken(signedIn));

      expect(signIn.status).to.equal(200);
      expect(cookieLine(signIn, "XSRF-TOKEN")?.split(";")[0]).to.equal(`XSRF-TOKEN=${signedIn}`);
      expect(signedIn).to.not.equal(anonymous);
      expect(stale.status).to.equal(419);
      expect(fresh.status).to.equal(200);

      const out = await browser.post("/auth/logout");
      const afterOut = browser.csrfToken!;
      const staleSignIn = await signInAnswer(browser, signedIn);

      expect(out.status).to.equal(200);
      expect(cookieLine(out, "XSRF-TOKEN")?.split(";")[0]).to.equal(`XSRF-TOKEN=${afterOut}`);
      expect([anonymous, signedIn]).to.not.include(afterOut);
      expect(staleSignIn.status).to.equal(419);
      expect((await signInAnswer(browser)).status).to.equal(200);
    });

    it("makes a token an attacker planted before sign-in worthless after it, though the server issued it", async () => {
      const attacker = new Caller(portal.url, rig.secrets);
      await attacker.get("/healthz");
      const planted = attacker.csrfToken!;
      const victim = new Caller(portal.url, rig.secrets);
      victim.cookies.set("XSRF-TOKEN", planted);

      expect((await signInAnswer(victim)).status).to.equal(200);
      const forged = await victim.post("/apply", feedback, withToken(planted));

      expect(forged.status).to.equal(419);
    });

    it("accepts on every server process the tokens another issued (one CSRF_SECRET), and refuses them on a process with another secret", async () => {
      const second = await rig.portal(NO_RATE_LIMITS);
      const stranger = await rig.portal({
        ...NO_RATE_LIMITS,
        CSRF_SECRET: randomBytes(32).toString("base64"),
      });
      const on = (url: string, from: Caller) => {
        const caller = new Caller(url, rig.secrets);
        for (const [name, value] of from.cookies) caller.cookies.set(name, value);
        return caller;
      };
      const anonymous = new Caller(portal.url, rig.secrets);
      await anonymous.get("/healthz");
      const signedIn = await new Caller(portal.url, rig.secrets).signIn("demo.company");

      expect((await signInAnswer(on(second.url, anonymous))).status).to.equal(200);
      expect((await on(second.url, signedIn).post("/apply", feedback)).status).to.equal(200);
      expect((await signInAnswer(on(stranger.url, anonymous))).status).to.equal(419);
      expect((await on(stranger.url, signedIn).post("/apply", feedback)).status).to.equal(419);
    });

    it("does not let a forged sign-out end the session", async () => {
      const client = await kits.person.fresh();
      expect((await client.post("/auth/logout", {}, { csrf: "none" })).status).to.equal(419);
      expect((await client.get("/auth/me")).json.data.login).to.equal("demo.person");
    });
  });

  describe("session ids", () => {
    it("gives a new, unguessable session id at sign-in: an id planted before it is worthless after", async () => {
      const browser = new Caller(portal.url, rig.secrets);
      browser.cookies.set("portal_session", "planted-by-an-attacker-0000000000000000000");
      await browser.get("/healthz");
      await browser.signIn("demo.company");
      expect(browser.sessionId).to.match(/^[A-Za-z0-9_-]{43}$/);
      expect(browser.sessionId).to.not.equal("planted-by-an-attacker-0000000000000000000");

      // An attacker's own valid session planted in the victim's browser is replaced and ended.
      const attacker = await new Caller(portal.url, rig.secrets).signIn("demo.person");
      const planted = attacker.sessionId!;
      const victim = new Caller(portal.url, rig.secrets);
      victim.cookies.set("portal_session", planted);
      await victim.signIn("demo.company");
      expect(victim.sessionId).to.not.equal(planted);
      expect(await sessionStored(rig.env.REDIS_URL!, planted)).to.equal(false);
      expect((await attacker.get("/auth/me")).json.data).to.equal(null);
      expect((await victim.get("/auth/me")).json.data.login).to.equal("demo.company");
    });

    it("answers a request that left with the session a sign-in just replaced as anonymous, and leaves the new session's cookies alone", async () => {
      // A page's request sent just before the switch (the bell's count while acting for a
      // company is chosen) answers after it: clearing the cookies then signed the person out.
      const browser = await new Caller(portal.url, rig.secrets).signIn("demo.person");
      const replaced = browser.sessionId!;
      await browser.signIn("demo.company");
      const late = new Caller(portal.url, rig.secrets);
      for (const [name, value] of browser.cookies) late.cookies.set(name, value);
      late.cookies.set("portal_session", replaced);
      const answer = await late.get("/auth/me");
      expect(answer.json.data, "the replaced session gives no access").to.equal(null);
      expect(cookieLine(answer, "portal_session")).to.equal(undefined);
      expect(cookieLine(answer, "XSRF-TOKEN")).to.equal(undefined);
      expect((await browser.get("/auth/me")).json.data.login).to.equal("demo.company");

      // A session id that was never replaced (expired, or never issued) is still cleared.
      const stale = new Caller(portal.url, rig.secrets);
      stale.cookies.set("portal_session", "expired-or-never-issued-000000000000000000");
      expect(cookieLine(await stale.get("/auth/me"), "portal_session")).to.match(/^portal_session=;/);
    });

    it("ends the session in the store at sign-out: the old cookie is refused by every server process", async () => {
      const second = await rig.portal(NO_RATE_LIMITS);
      const client = await new Caller(portal.url, rig.secrets).signIn("demo.company");
      const id = client.sessionId!;
      expect(await sessionStored(rig.env.REDIS_URL!, id)).to.equal(true);
      const replay = new Caller(second.url, rig.secrets);
      replay.cookies.set("portal_session", id);
      expect((await replay.get("/api/my/appeals")).status).to.equal(200);

      const out = await client.post("/auth/logout");
      expect(out.status).to.equal(200);
      expect(cookieLine(out, "portal_session")).to.match(/expires=Thu, 01 Jan 1970/i);
      expect(await sessionStored(rig.env.REDIS_URL!, id)).to.equal(false);
      for (const url of [portal.url, second.url]) {
        const stale = new Caller(url, rig.secrets);
        stale.cookies.set("portal_session", id);
        expect((await stale.get("/api/my/appeals")).status, url).to.equal(401);
        expect((await stale.get("/auth/me")).json.data, url).to.equal(null);
      }
    });
  });

  describe("cookies", () => {
    it("keeps the session cookie HttpOnly and SameSite=Lax, and the token cookie readable, without Secure on plain HTTP", async () => {
      const browser = new Caller(portal.url, rig.secrets);
      const first = await browser.get("/healthz");
      const token = cookieLine(first, "XSRF-TOKEN");
      expect(token)
        .to.match(/SameSite=Lax/i)
        .and.match(/path=\//i);
      expect(token).to.not.match(/HttpOnly/i);
      expect(token).to.not.match(/Secure/i);
      const signedIn = await browser.post("/auth/login", { login: "demo.person", password: "Demo12345!" });
      const session = cookieLine(signedIn, "portal_session");
      expect(session)
        .to.match(/HttpOnly/i)
        .and.match(/SameSite=Lax/i)
        .and.match(/path=\//i);
      expect(session).to.not.match(/Secure/i);
      expect(signedIn.headers.get("strict-transport-security")).to.equal(null);
    });

    it("marks both cookies Secure and sends HSTS when SECURE_COOKIES=true (TLS in front)", async () => {
      const secure = await rig.portal({ ...NO_RATE_LIMITS, SECURE_COOKIES: "true" });
      const browser = new Caller(secure.url, rig.secrets);
      const first = await browser.get("/healthz");
      expect(cookieLine(first, "XSRF-TOKEN"))
        .to.match(/;\s*secure/i)
        .and.match(/SameSite=Lax/i);
      const signedIn = await browser.post("/auth/login", { login: "demo.person", password: "Demo12345!" });
      expect(signedIn.status).to.equal(200);
      expect(cookieLine(signedIn, "portal_session"))
        .to.match(/;\s*secure/i)
        .and.match(/HttpOnly/i)
        .and.match(/SameSite=Lax/i);
      expect(signedIn.headers.get("strict-transport-security")).to.match(/max-age=\d+/);
      const out = await browser.post("/auth/logout");
      expect(cookieLine(out, "portal_session"))
        .to.match(/;\s*secure/i)
        .and.match(/HttpOnly/i);
    });
  });

  describe("idle time", () => {
    it("keeps a session alive while it is used and ends it after SESSION_IDLE_SECONDS without use", async () => {
      const idle = await rig.portal({ ...NO_RATE_LIMITS, SESSION_IDLE_SECONDS: "2" });
      const client = await new Caller(idle.url, rig.secrets).signIn("demo.company");
      const id = client.sessionId!;
      const started = Date.now();
      while (Date.now() - started < 3500) {
        expect((await client.get("/api/my/appeals")).status).to.equal(200);
        await sleep(400);
      }
      await sleep(3000);
      const expired = await client.get("/api/my/appeals");
      expect(expired.status).to.equal(401);
      expect(expired.json.message).to.equal("Iltimos, tizimga kiring");
      expect(await sessionStored(rig.env.REDIS_URL!, id)).to.equal(false);
      expect((await client.get("/auth/me")).json.data).to.equal(null);
    });
  });
});
