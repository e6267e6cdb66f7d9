import { randomBytes } from "node:crypto";
import { expect } from "chai";
import { anUpload, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { fileForm } from "./forms";
import { right } from "./fakes/fakeUseCases";
import { Browser, type Portal, startPortal } from "./harness";

describe("CSRF protection", () => {
  let portal: Portal;
  let browser: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(aUser());
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
  });
  afterEach(() => portal.close());

  it("sets a readable XSRF-TOKEN cookie, SameSite=Lax, on every answer and keeps its value", async () => {
    const first = await browser.get("/healthz");
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="));
    const token = browser.cookies.get("XSRF-TOKEN");
    const second = await browser.get("/api/front/provinces");

    expect(cookie).to.match(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; path=\/; samesite=lax$/);
    expect(cookie).not.to.match(/httponly/i);
    expect(second.headers.getSetCookie().some((line) => line.startsWith(`XSRF-TOKEN=${token};`))).to.equal(
      true,
    );
  });

  it("gives two browsers different tokens", async () => {
    const other = new Browser(portal.base);

    expect(await browser.token()).not.to.equal(await other.token());
  });

  it("refuses a POST without a token with 419 and the page-expired message", async () => {
    const response = await browser.post("/front/save-appeal", { devices: [] }, { csrf: "none" });

    expect(response.status).to.equal(419);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Sahifa eskirgan, iltimos sahifani yangilang",
    });
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("says so in Russian for a Russian caller", async () => {
    const response = await browser.post("/front/save-appeal?lang=ru", { devices: [] }, { csrf: "none" });

    expect(((await response.json()) as { message: string }).message).to.equal(
      "Страница устарела, пожалуйста, обновите страницу",
    );
  });

  it("refuses a POST whose token is not the browser's with 419", async () => {
    const response = await browser.post("/front/save-appeal", { devices: [] }, { csrf: "wrong" });

    expect(response.status).to.equal(419);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("refuses an anonymous token sent by a browser that has no XSRF cookie", async () => {
    const anonymous = portal.browser();
    const token = await anonymous.token();
    anonymous.cookies.delete("XSRF-TOKEN");

    const response = await anonymous.post(
      "/auth/login",
      { login: "a", password: "b" },
      { csrf: "none", headers: { "X-XSRF-TOKEN": token } },
    );

    expect(response.status).to.equal(419);
    expect(portal.useCases.signIn.called).to.equal(false);
  });

  for (const by of ["x-xsrf-token", "x-csrf-token", "field"] as const) {
    it(`accepts the token sent as ${by}`, async () => {
      const response = await browser.post("/front/save-appeal", { devices: [] }, { csrf: by });

      expect(response.status).to.equal(200);
      expect(portal.useCases.saveAppeal.calledOnce).to.equal(true);
    });
  }

  it("accepts the token as a _token field of a urlencoded form", async () => {
    const token = await browser.token();

    const response = await browser.request("POST", "/front/save-appeal", {
      raw: `_token=${token}&appeal[branch_id]=1&devices[0][amount]=1`,
      contentType: "application/x-www-form-urlencoded",
      csrf: "none",
    });

    expect(response.status).to.equal(200);
  });

  it("accepts the token as a _token field of a multipart upload, and refuses an upload without it", async () => {
    portal.useCases.uploadFile.resolves(right(anUpload()));
    const form = () => fileForm();

    const withToken = await browser.request("POST", "/recognition-appeal/file-upload", {
      form: form(),
      csrf: "field",
    });
    const without = await browser.request("POST", "/recognition-appeal/file-upload", {
      form: form(),
      csrf: "none",
    });

    expect(withToken.status).to.equal(200);
    expect(without.status).to.equal(419);
    expect(portal.useCases.uploadFile.calledOnce).to.equal(true);
  });

  it("refuses a multipart body sent to a path that is not an upload without a header token", async () => {
    const data = new FormData();
    data.set("_token", await browser.token());

    const response = await browser.request("POST", "/front/save-appeal", { form: data, csrf: "none" });

    expect(response.status).to.equal(419);
  });

  it("asks the token of DELETE requests too", async () => {
    const response = await browser.request("DELETE", "/delete-accounts/4", { csrf: "none" });

    expect(response.status).to.equal(419);
    expect(portal.useCases.deleteCabinetAccount.called).to.equal(false);
  });

  it("asks the token of the sign-in", async () => {
    const response = await portal
      .browser()
      .post("/auth/login", { login: "a", password: "b" }, { csrf: "none" });

    expect(response.status).to.equal(419);
    expect(portal.useCases.signIn.called).to.equal(false);
  });
});

describe("CSRF tokens issued by the server (issue 19)", () => {
  let portal: Portal;
  const user = aUser();
  const signInAs = (target: Portal, id: string) => {
    target.useCases.signIn.resolves(
      right({ session: { id, user_id: user.id, created_at: "2025-01-01T00:00:00.000Z" }, user }),
    );
    target.useCases.currentUser.withArgs(id).resolves(user);
  };
  const withToken = (token: string) => ({ csrf: "none" as const, headers: { "X-XSRF-TOKEN": token } });
  const signIn = (browser: Browser) => browser.post("/auth/login", { login: "customer", password: "s3cret" });

  beforeEach(async () => {
    portal = await startPortal();
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
  });
  afterEach(() => portal.close());

  it("refuses a token a signed-in browser made up itself, though its cookie and header match, and replaces it", async () => {
    const browser = await portal.signedIn(user);
    const planted = randomBytes(32).toString("base64url");
    browser.cookies.set("XSRF-TOKEN", planted);

    const response = await browser.post("/front/save-appeal", { devices: [] }, withToken(planted));

    expect(response.status).to.equal(419);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
    expect(browser.cookies.get("XSRF-TOKEN")).to.be.a("string").and.not.equal(planted);
  });

  it("refuses a token an anonymous browser made up itself, in any shape", async () => {
    const own = await portal.browser().token();
    const [nonce = ""] = own.split(".");
    for (const planted of [randomBytes(32).toString("base64url"), `${nonce}.${"A".repeat(43)}`]) {
      const browser = portal.browser();
      browser.cookies.set("XSRF-TOKEN", planted);

      const response = await signIn(browser);

      expect(response.status, planted).to.equal(419);
    }
    expect(portal.useCases.signIn.called).to.equal(false);
  });

  it("sets a new token at sign-in and refuses the one from before it", async () => {
    const browser = portal.browser();
    const before = await browser.token();
    signInAs(portal, "session-after-sign-in-0123456789");

    const login = await signIn(browser);
    const after = browser.cookies.get("XSRF-TOKEN") ?? "";
    const stale = await browser.post("/front/save-appeal", { devices: [] }, withToken(before));
    const fresh = await browser.post("/front/save-appeal", { devices: [] }, withToken(after));

    expect(login.status).to.equal(200);
    expect(login.headers.getSetCookie().some((line) => line.startsWith(`XSRF-TOKEN=${after};`))).to.equal(
      true,
    );
    expect(after).to.not.equal(before);
    expect(stale.status).to.equal(419);
    expect(fresh.status).to.equal(200);
    expect(portal.useCases.saveAppeal.calledOnce).to.equal(true);
  });

  it("makes a token planted before sign-in worthless after it, though the server issued it", async () => {
    const attacker = portal.browser();
    const planted = await attacker.token();
    const victim = portal.browser();
    victim.cookies.set("XSRF-TOKEN", planted);
    signInAs(portal, "victim-session-0123456789abcdef");

    expect((await signIn(victim)).status).to.equal(200);
    const forged = await victim.post("/front/save-appeal", { devices: [] }, withToken(planted));

    expect(forged.status).to.equal(419);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("sets a fresh anonymous token at sign-out and refuses the signed-in one after it", async () => {
    const browser = await portal.signedIn(user);
    const signedInToken = await browser.token();

    const out = await browser.post("/auth/logout");
    const anonymous = browser.cookies.get("XSRF-TOKEN") ?? "";
    const stale = await browser.post("/auth/login", { login: "a", password: "b" }, withToken(signedInToken));

    expect(out.status).to.equal(200);
    expect(anonymous).to.not.equal("").and.not.equal(signedInToken);
    expect(stale.status).to.equal(419);
    expect(portal.useCases.signIn.called).to.equal(false);
    expect((await browser.post("/auth/login", { login: "a", password: "b" })).status).to.not.equal(419);
  });

  it("gives a browser whose session has ended a fresh anonymous token that works", async () => {
    const browser = await portal.signedIn(user);
    const signedInToken = await browser.token();
    portal.sessions.entries.clear();

    await browser.get("/auth/me");
    const anonymous = browser.cookies.get("XSRF-TOKEN") ?? "";

    expect(browser.cookies.has("portal_session")).to.equal(false);
    expect(anonymous).to.not.equal("").and.not.equal(signedInToken);
    expect((await browser.post("/auth/login", { login: "a", password: "b" })).status).to.not.equal(419);
  });

  it("accepts the tokens another server process issued with the same secret, not those of another secret", async () => {
    const secret = randomBytes(32).toString("base64url");
    const first = await startPortal({ config: { csrfSecret: secret } });
    const second = await startPortal({ config: { csrfSecret: secret } });
    const stranger = await startPortal({ config: { csrfSecret: randomBytes(32).toString("base64url") } });
    try {
      const on = (target: Portal, from: Browser) => {
        const browser = target.browser();
        for (const [name, value] of from.cookies) browser.cookies.set(name, value);
        return browser;
      };
      const anonymous = first.browser();
      await anonymous.token();
      const signedIn = await first.signedIn(user);
      await signedIn.token();
      const sessionId = signedIn.cookies.get("portal_session")!;
      for (const target of [second, stranger]) {
        await target.sessions.create(
          { id: sessionId, user_id: user.id, created_at: "2025-01-01T00:00:00.000Z" },
          60,
        );
        target.useCases.currentUser.withArgs(sessionId).resolves(user);
        target.useCases.saveAppeal.resolves(right(aSavedAppeal()));
      }

      expect((await signIn(on(second, anonymous))).status).to.not.equal(419);
      expect((await on(second, signedIn).post("/front/save-appeal", { devices: [] })).status).to.equal(200);
      expect((await signIn(on(stranger, anonymous))).status).to.equal(419);
      expect((await on(stranger, signedIn).post("/front/save-appeal", { devices: [] })).status).to.equal(419);
    } finally {
      await Promise.all([first.close(), second.close(), stranger.close()]);
    }
  });
});
