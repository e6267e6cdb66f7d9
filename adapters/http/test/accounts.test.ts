import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { defaultHttpConfig } from "../src/config";
import { left, right } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

const account = {
  id: 1001,
  login: "nodira.y",
  role: "staff" as const,
  first_name: "Nodira",
  last_name: "Yusupova",
  middle_name: "",
  email: "nodira@example.uz",
  branches: [1],
  disabled: false,
  has_password: false,
};
const admin = aUser({ id: 8, login: "demo.admin", role: "admin" });
const staff = aUser({ id: 3, login: "demo.staff", role: "staff" });

describe("the accounts routes", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal({
      config: { rateLimits: { ...defaultHttpConfig.rateLimits, login: { limit: 2, windowSeconds: 60 } } },
    });
  });
  afterEach(() => portal.close());

  it("creates an account for an administrator and says where its link went, in the caller's language", async () => {
    portal.modules.accounts.createAccount.resolves(right({ account, email: "nodira@example.uz" }));
    const browser = await portal.signedIn(admin);
    const body = {
      login: "Nodira.Y",
      first_name: "Nodira",
      last_name: "Yusupova",
      email: "nodira@example.uz",
      role: "staff",
      branches: [1],
    };

    const response = await browser.post("/api/admin/accounts?lang=ru", body);

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Учётная запись создана. Ссылка для установки пароля отправлена на nodira@example.uz",
      data: account,
    });
    expect(portal.modules.accounts.createAccount.firstCall.args[1]).to.deep.equal(body);
  });

  it("refuses a bad e-mail with 422 before any use case, and staff with 403", async () => {
    const browser = await portal.signedIn(admin);
    const bad = await browser.post("/api/admin/accounts", {
      login: "x.y",
      first_name: "A",
      last_name: "B",
      email: "a@b, c@d",
      role: "staff",
      branches: "all",
    });
    expect(bad.status).to.equal(422);
    expect(((await bad.json()) as { message: string }).message).to.contain("Email notoʻgʻri kiritilgan");
    const refused = await (await portal.signedIn(staff)).get("/api/admin/accounts");
    expect(refused.status).to.equal(403);
    expect(portal.modules.accounts.createAccount.called).to.equal(false);
    expect(portal.modules.accounts.listAccounts.called).to.equal(false);
  });

  it("answers a taken login 409 and disabling oneself 422, with their messages", async () => {
    portal.modules.accounts.createAccount.resolves(
      left({ _tag: "Conflict", message: { key: "loginTaken" } }),
    );
    portal.modules.accounts.disableAccount.resolves(
      left({ _tag: "Invalid", messages: [{ key: "cannotDisableSelf" }] }),
    );
    const browser = await portal.signedIn(admin);
    const taken = await browser.post("/api/admin/accounts", {
      login: "demo.staff",
      first_name: "A",
      last_name: "B",
      email: "a@b.uz",
      role: "staff",
      branches: "all",
    });
    expect(taken.status).to.equal(409);
    expect(((await taken.json()) as { message: string }).message).to.equal("Bu login band");
    const self = await browser.post("/api/admin/accounts/8/disable");
    expect(self.status).to.equal(422);
    expect(((await self.json()) as { message: string }).message).to.equal(
      "Oʻz hisobingizni oʻchira olmaysiz",
    );
    expect(portal.modules.accounts.disableAccount.firstCall.args[1]).to.equal(8);
  });

  it("answers a forgotten password alike at once, then limits it per login", async () => {
    portal.modules.accounts.forgotPassword.resolves(0);
    const first = await portal.browser().post("/auth/password/forgot", { login: "hech.kim" });
    const second = await portal.browser().post("/auth/password/forgot", { login: "HECH.KIM" });
    expect(first.status).to.equal(200);
    expect(await first.json()).to.deep.equal(await second.json());
    const third = await portal.browser().post("/auth/password/forgot", { login: "hech.kim" });
    expect(third.status).to.equal(429);
    expect(third.headers.get("retry-after")).to.match(/^\d+$/);
    expect(portal.modules.accounts.forgotPassword.callCount).to.equal(2);
  });

  it("sets a password through a link's token, and says why a used link is refused", async () => {
    portal.modules.accounts.setPassword.onFirstCall().resolves(right(undefined));
    portal.modules.accounts.setPassword
      .onSecondCall()
      .resolves(left({ _tag: "Invalid", messages: [{ key: "passwordLinkUsed" }] }));
    const body = { token: "abc", password: "Yangi-parol-1" };
    const ok = await portal.browser().post("/auth/password/set", body);
    expect(await ok.json()).to.deep.equal({
      status: true,
      message: "Parol oʻrnatildi. Endi tizimga kirishingiz mumkin",
    });
    const used = await portal.browser().post("/auth/password/set", body);
    expect(used.status).to.equal(422);
    expect(((await used.json()) as { message: string }).message).to.equal(
      "Bu havola allaqachon ishlatilgan. Yangi havola soʻrang",
    );
  });

  it("hands a password change the caller's own session, which it keeps", async () => {
    portal.modules.accounts.changePassword.resolves(right(undefined));
    const browser = await portal.signedIn(staff);
    const response = await browser.post("/auth/password/change", {
      current_password: "a",
      password: "Yangi-parol-1",
    });
    expect(response.status).to.equal(200);
    const [, sessionId] = portal.modules.accounts.changePassword.firstCall.args;
    expect(sessionId).to.be.a("string").and.not.equal("");
  });

  it("pages the audit by the `before` of the page before", async () => {
    portal.modules.accounts.auditPage.resolves(right({ data: [] }));
    const browser = await portal.signedIn(admin);
    expect((await browser.get("/api/admin/accounts/audit?before=40")).status).to.equal(200);
    expect(portal.modules.accounts.auditPage.firstCall.args[1]).to.equal(40);
  });

  it("hands a signer's position, or null to withdraw it, to the use case; a position of another shape is refused first", async () => {
    portal.modules.accounts.changeSigner.resolves(
      right({ ...account, signer: { position: "Bosh metrolog" } }),
    );
    const browser = await portal.signedIn(admin);
    const put = (json: unknown) => browser.request("PUT", "/api/admin/accounts/1001/signer", { json });

    const made = await put({ position: " Bosh metrolog " });
    expect(made.status).to.equal(200);
    expect((await made.json()).data.signer).to.deep.equal({ position: "Bosh metrolog" });
    expect((await put({ position: null })).status).to.equal(200);
    expect(portal.modules.accounts.changeSigner.args.map((args) => args.slice(1))).to.deep.equal([
      [1001, "Bosh metrolog"],
      [1001, null],
    ]);
    for (const json of [{}, { position: 5 }, { position: "x".repeat(201) }])
      expect((await put(json)).status, JSON.stringify(json)).to.equal(422);
    expect(portal.modules.accounts.changeSigner.callCount).to.equal(2);
  });

  it("lists the signers to staff only", async () => {
    const signers = [{ id: 3, name: "Yusupova Nodira Karimovna", position: "Bosh metrolog" }];
    portal.modules.accounts.listSigners.resolves(right(signers));
    const response = await (await portal.signedIn(staff)).get("/api/staff/signers");
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ data: signers });
    expect((await (await portal.signedIn(admin)).get("/api/staff/signers")).status).to.equal(403);
    expect((await portal.browser().get("/api/staff/signers")).status).to.equal(401);
  });
});
