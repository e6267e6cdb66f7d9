import { setTimeout as sleep } from "node:timers/promises";
import { type BrowserSession, openBrowser } from "@portal/testkit/chromium";
import { type MailpitServer, startMailpit, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import { dialog, signIn, toast, useBrowserSuite } from "./support/harness";
import { PageGuard } from "./support/pageGuard";

/** The set-password link of the newest mail to this address; the limit turns a hang into a failure. */
async function linkMailedTo(mailpit: MailpitServer, address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = (await mailpit.messages()).filter((m) => m.to.includes(address)).at(-1);
    const link = mail && /https?:\/\/\S+\/password\/set\?token=[\w-]+/.exec(mail.text)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no set-password link was mailed to ${address}`);
    await sleep(100);
  }
}

/**
 * The administrator's pages on the production profile (FerretDB, MinIO, Redis) with a real
 * SMTP server (Mailpit): a new staff account, its holder's first password through the mailed
 * link in a browser of their own, and disabling it, which signs them out at once.
 */
describe("the administrator's accounts (browser, production profile, Mailpit)", () => {
  const env: NodeJS.ProcessEnv = {};
  let mailpit: MailpitServer | undefined;
  // Before the suite's own hook starts the portal: it reads `env` then.
  before(async function () {
    this.timeout(120_000);
    mailpit = await startOrSkip(this, "Mailpit", () => startMailpit());
    env.SMTP_URL = mailpit.smtpUrl;
    env.MAIL_FROM = "Portal <noreply@portal.test>";
  });
  after(async () => {
    await mailpit?.dispose();
  });
  const e2e = useBrowserSuite({ production: true, env });

  let staff: BrowserSession | undefined;
  afterEach(async () => {
    await staff?.close();
    staff = undefined;
  });

  it("creates a staff account whose holder sets a password by the mailed link, and disabling it signs them out", async function () {
    this.timeout(180_000);
    const { page } = e2e;
    await signIn(e2e, "demo.admin");
    expect(new URL(page.url()).pathname).to.equal("/admin");
    const nav = page.getByRole("navigation", { name: "Asosiy menyu" });
    await nav.getByRole("link", { name: "Amallar jurnali" }).waitFor();
    expect(await nav.getByRole("link").allInnerTexts()).to.deep.equal([
      "Hisoblar",
      "Amallar jurnali",
      "Parolni oʻzgartirish",
    ]);

    // The new account works on one branch of the catalogue.
    await page.getByRole("button", { name: "+ Yangi hisob" }).click();
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Yangi hisob" }) });
    await form.getByLabel("Login").fill("sinov.xodim");
    await form.getByLabel("Familiya").fill("Xodimova");
    await form.getByLabel(/^Ism/).fill("Sinov");
    await form.getByLabel("E-pochta").fill("sinov.xodim@example.uz");
    await form.getByLabel("Rol").selectOption("staff");
    await form.getByLabel("Barcha filiallar (bosh ofis)").uncheck();
    const branch = form.getByTestId("branches-field").getByRole("checkbox").nth(1);
    await branch.check();
    const branchName = (await branch.locator("xpath=..").innerText()).trim();
    await form.getByRole("button", { name: "Hisob yaratish" }).click();
    await toast(page, "sinov.xodim@example.uz").waitFor();
    const row = page.locator('tr[data-login="sinov.xodim"]');
    expect(await row.innerText())
      .to.include("Xodimova Sinov")
      .and.include(branchName)
      .and.include("Parol oʻrnatilmagan");

    // The holder opens the mailed link in a browser of their own and sets a password.
    const link = await linkMailedTo(mailpit!, "sinov.xodim@example.uz");
    expect(link.startsWith(e2e.url("/password/set?token="))).to.equal(true);
    staff = await openBrowser();
    const guard = new PageGuard(staff.context);
    const holder = staff.page;
    await holder.goto(link);
    await holder.getByRole("heading", { name: "Parol oʻrnatish" }).waitFor();
    await holder.getByLabel(/^Yangi parol\s*\*?$/).fill("Sinov-parol-2025");
    await holder.getByLabel("Yangi parolni takrorlang").fill("Sinov-parol-2026");
    await holder.getByRole("button", { name: "Parolni saqlash" }).click();
    await holder.getByText("Parollar bir xil emas").waitFor();
    await holder.getByLabel("Yangi parolni takrorlang").fill("Sinov-parol-2025");
    await holder.getByRole("button", { name: "Parolni saqlash" }).click();
    await holder.getByText("Parol oʻrnatildi. Endi tizimga kirishingiz mumkin").waitFor();
    await holder.getByRole("link", { name: "Tizimga kirish", exact: true }).click();
    await holder.getByLabel("Login").fill("sinov.xodim");
    await holder.getByLabel(/^Parol\s*\*?$/).fill("Sinov-parol-2025");
    await holder.getByRole("button", { name: "Kirish", exact: true }).click();
    await holder.waitForURL((url) => url.pathname === "/staff");
    await holder.getByRole("heading", { name: "Arizalar" }).waitFor();
    await holder
      .getByTestId("user-name")
      .filter({ hasText: "Sinov Xodimova" })
      .waitFor({ state: "attached" });

    // The administrator sees the password set, then disables the account after confirming.
    await page.reload();
    await row.waitFor();
    expect(await row.innerText()).to.not.include("Parol oʻrnatilmagan");
    await row.getByRole("button", { name: "Oʻchirib qoʻyish" }).click();
    expect(await dialog(page).innerText()).to.include("sinov.xodim");
    await dialog(page).getByRole("button", { name: "Oʻchirib qoʻyish" }).click();
    await row.getByText("Oʻchirib qoʻyilgan").waitFor();

    // The holder's next page load finds them signed out.
    await holder.reload();
    await holder.waitForURL((url) => url.pathname === "/login");
    await holder.getByRole("heading", { name: "Tizimga kirish" }).waitFor();
    expect(await holder.getByTestId("user-name").count()).to.equal(0);
    guard.verdict();

    // The audit, in Russian: what was done to the account, newest first.
    await page.evaluate(() => localStorage.setItem("portal.lang", "ru"));
    await page.goto(e2e.url("/admin/audit"));
    await page.getByRole("heading", { name: "Журнал действий" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("ru");
    const rows = page.getByTestId("account-audit").locator("tbody tr").filter({ hasText: "sinov.xodim" });
    // The heading stands before the journal's rows have come: wait for them, then read them all.
    await rows.first().waitFor();
    const actions = await rows.allInnerTexts();
    expect(actions[0]).to.include("Отключена").and.include("demo.admin");
    expect(actions.some((text) => text.includes("Пароль установлен") && text.includes("владелец"))).to.equal(
      true,
    );
    expect(actions.at(-1)).to.include("Учётная запись создана");
  });
});
