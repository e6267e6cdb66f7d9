import { setTimeout as sleep } from "node:timers/promises";
import { type DeliveredMail, type MailpitServer, startMailpit, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { startTestPortal, type TestPortal } from "./support/server";
import { type ProductionServices, startProductionServices } from "./support/services";

/** Waits for the mail to this address whose text passes `matching`; the limit turns a hang into a failure. */
async function mailTo(mailpit: MailpitServer, address: string, seen = 0): Promise<DeliveredMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await mailpit.messages()).filter((mail) => mail.to.includes(address));
    if (mails.length > seen) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`);
    await sleep(100);
  }
}

const tokenOf = (mail: DeliveredMail): string => {
  const token = /https:\/\/portal\.test\/password\/set\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in the mail:\n${mail.text}`);
  return token;
};

/**
 * Accounts on the production profile (FerretDB, Redis, MinIO) with a real SMTP server
 * (Mailpit): the administrator makes a staff account, its holder sets a password through the
 * mailed link and signs in; disabling it signs it out at once.
 */
describe("accounts and password links (FerretDB, Redis, MinIO, Mailpit)", function () {
  this.timeout(120_000);
  let services: ProductionServices;
  let mailpit: MailpitServer;
  let portal: TestPortal;
  let admin: PortalClient;

  before(async function () {
    services = await startProductionServices(this);
    mailpit = await startOrSkip(this, "Mailpit", () => startMailpit());
    portal = await startTestPortal({
      ...services.env,
      SMTP_URL: mailpit.smtpUrl,
      MAIL_FROM: "Portal <noreply@portal.test>",
      PUBLIC_URL: "https://portal.test",
      PORTAL_TEST_CLOCK: "1",
      REMINDER_TICK_SECONDS: "0",
    });
    admin = await portal.signedIn("demo.admin");
  });

  after(async () => {
    await portal?.stop();
    await mailpit?.dispose();
    await services?.dispose();
  });

  async function createStaff(login: string, email: string) {
    const answer = await admin.post("/api/admin/accounts", {
      login,
      first_name: "Sinov",
      last_name: "Xodim",
      email,
      role: "staff",
      branches: [1],
    });
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.json.message).to.contain(email);
    return answer.json.data.id as number;
  }

  it("mails a new staff account its link; its holder sets a password and signs in; disabling it signs it out at once", async () => {
    const id = await createStaff("sinov.xodim", "xodim@example.uz");
    const mail = await mailTo(mailpit, "xodim@example.uz");
    expect(mail.subject).to.contain("parolni oʻrnating");
    expect(mail.text).to.contain("sinov.xodim").and.contain("72");

    const visitor = portal.client();
    const set = await visitor.post("/auth/password/set", {
      token: tokenOf(mail),
      password: "Yangi-parol-2025",
    });
    expect(set.status, set.text).to.equal(200);
    expect(set.json.message).to.equal("Parol oʻrnatildi. Endi tizimga kirishingiz mumkin");

    const staff = await portal.client().signIn("sinov.xodim", "Yangi-parol-2025");
    expect((await staff.get("/api/my/appeals")).status).to.equal(200);

    const disabled = await admin.post(`/api/admin/accounts/${id}/disable`);
    expect(disabled.status, disabled.text).to.equal(200);
    expect(disabled.json.data.disabled).to.equal(true);
    expect((await staff.get("/api/my/appeals")).status, "its next call").to.equal(401);
    const again = await portal
      .client()
      .post("/auth/login", { login: "sinov.xodim", password: "Yangi-parol-2025" });
    expect(again.status).to.equal(422);
    expect(again.json.message).to.equal("Hisobingiz oʻchirilgan. Administratorga murojaat qiling");

    expect((await admin.post(`/api/admin/accounts/${id}/enable`)).status).to.equal(200);
    await portal.client().signIn("sinov.xodim", "Yangi-parol-2025");
    const audit = await admin.get("/api/admin/accounts/audit");
    expect(audit.json.data.map((e: { action: string }) => e.action).slice(0, 5)).to.deep.equal([
      "enable",
      "disable",
      "password_set",
      "send_link",
      "create",
    ]);
  });

  it("refuses a link used twice and an expired one, saying which, in Uzbek and Russian", async () => {
    const id = await createStaff("ikki.marta", "ikki@example.uz");
    const token = tokenOf(await mailTo(mailpit, "ikki@example.uz"));
    const visitor = portal.client();
    expect(
      (await visitor.post("/auth/password/set", { token, password: "Birinchi-parol-1" })).status,
    ).to.equal(200);
    const twice = await visitor.post("/auth/password/set", { token, password: "Ikkinchi-parol-2" });
    expect(twice.status).to.equal(422);
    expect(twice.json.message).to.equal("Bu havola allaqachon ishlatilgan. Yangi havola soʻrang");
    const inRussian = await visitor.post(
      "/auth/password/set",
      { token, password: "Ikkinchi-parol-2" },
      { "accept-language": "ru" },
    );
    expect(inRussian.json.message).to.equal("Эта ссылка уже использована. Запросите новую ссылку");
    await portal.client().signIn("ikki.marta", "Birinchi-parol-1");

    expect((await admin.post(`/api/admin/accounts/${id}/password-link`)).status).to.equal(200);
    const late = tokenOf(await mailTo(mailpit, "ikki@example.uz", 1));
    const later = new Date(Date.now() + 73 * 3600_000).toISOString();
    expect((await admin.post("/api/test/clock", { at: later })).status).to.equal(200);
    try {
      const expired = await visitor.post("/auth/password/set", { token: late, password: "Kech-qolgan-3" });
      expect(expired.status).to.equal(422);
      expect(expired.json.message).to.equal("Havolaning muddati oʻtgan. Yangi havola soʻrang");
    } finally {
      await admin.post("/api/test/clock", { at: new Date().toISOString() });
    }
  });

  it("answers a forgotten password alike for an unknown and a known login, and mails only the known one", async () => {
    await createStaff("unutgan", "unutgan@example.uz");
    await mailTo(mailpit, "unutgan@example.uz");
    const seen = (await mailpit.messages()).length;
    const unknown = await portal.client().post("/auth/password/forgot", { login: "hech.kim" });
    const known = await portal.client().post("/auth/password/forgot", { login: "UNUTGAN" });
    expect(unknown.status).to.equal(200);
    expect(known.status).to.equal(unknown.status);
    expect(known.json).to.deep.equal(unknown.json);
    const mails = await mailTo(mailpit, "unutgan@example.uz", 1);
    expect(mails.subject).to.contain("parolni tiklash");
    expect(mails.text).to.contain("1 soat");
    await sleep(500);
    expect((await mailpit.messages()).length, "one mail, to the known account").to.equal(seen + 1);
    const set = await portal
      .client()
      .post("/auth/password/set", { token: tokenOf(mails), password: "Tiklangan-parol-4" });
    expect(set.status, set.text).to.equal(200);
    await portal.client().signIn("unutgan", "Tiklangan-parol-4");
  });
});
