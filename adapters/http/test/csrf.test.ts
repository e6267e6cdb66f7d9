import { expect } from "chai";
import { aSavedAppeal, aUser, anUpload, fileForm } from "./builders";
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
    const response = await browser.post("/front/save-appeal", {}, { csrf: "none" });

    expect(response.status).to.equal(419);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Sahifa eskirgan, iltimos sahifani yangilang",
    });
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("says so in Russian for a Russian caller", async () => {
    const response = await browser.post("/front/save-appeal?lang=ru", {}, { csrf: "none" });

    expect(((await response.json()) as { message: string }).message).to.equal(
      "Страница устарела, пожалуйста, обновите страницу",
    );
  });

  it("refuses a POST whose token is not the browser's with 419", async () => {
    const response = await browser.post("/front/save-appeal", {}, { csrf: "wrong" });

    expect(response.status).to.equal(419);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("refuses a token sent by a browser that has no XSRF cookie", async () => {
    const token = await browser.token();
    browser.cookies.delete("XSRF-TOKEN");

    const response = await browser.post(
      "/front/save-appeal",
      {},
      { csrf: "none", headers: { "X-XSRF-TOKEN": token } },
    );

    expect(response.status).to.equal(419);
  });

  for (const by of ["x-xsrf-token", "x-csrf-token", "field"] as const) {
    it(`accepts the token sent as ${by}`, async () => {
      const response = await browser.post("/front/save-appeal", { appeal: {} }, { csrf: by });

      expect(response.status).to.equal(200);
      expect(portal.useCases.saveAppeal.calledOnce).to.equal(true);
    });
  }

  it("accepts the token as a _token field of a urlencoded form", async () => {
    const token = await browser.token();

    const response = await browser.request("POST", "/front/save-appeal", {
      raw: `_token=${token}&appeal[branch_id]=1`,
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
