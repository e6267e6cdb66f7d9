import { addDays, tashkentDay } from "@portal/domain";
import { type MailpitServer, startMailpit } from "@portal/testkit";
import { expect } from "chai";
import { postJson } from "./support/api";
import { auditPage } from "./support/audit";
import { type E2e, signIn, useBrowserSuite } from "./support/harness";

/**
 * Issue 15's reminder in the browser: the server's clock (the test clock, PORTAL_TEST_CLOCK)
 * moves 23 days, the customer gets one e-mail through a real SMTP server (Mailpit, read
 * through its API) and sees the bell.
 */
/** What the customer reads, in each language. */
const WORDS = {
  uz: {
    subject: "Eslatma: 1 ta oʻlchash vositasining qiyoslash muddati",
    due7: "(7 kun qoldi)",
    bellUnread: "Bildirishnomalar: 1 ta oʻqilmagan",
    title: "Bildirishnomalar",
    markAll: "Hammasini oʻqildi deb belgilash",
    noneUnread: "Oʻqilmagan: 0",
    unsubscribeQuestion: "E-pochta orqali qiyoslash muddati eslatmalarini oʻchirasizmi?",
    unsubscribeButton: "Eslatmalarni oʻchirish",
    unsubscribed: "E-pochta orqali eslatmalar oʻchirildi.",
  },
  ru: {
    subject: "Напоминание: срок поверки 1 средств измерения",
    due7: "(осталось 7 дней)",
    bellUnread: "Уведомления: непрочитанных 1",
    title: "Уведомления",
    markAll: "Отметить все как прочитанные",
    noneUnread: "Непрочитанных: 0",
    unsubscribeQuestion: "Отключить напоминания о сроках поверки по электронной почте?",
    unsubscribeButton: "Отключить напоминания",
    unsubscribed: "Напоминания по электронной почте отключены.",
  },
} as const;

// Each language on each profile: the embedded one (NeDB) and the production one (MongoDB's claim of each reminder).
const PROFILES = [false, true] as const;
const LANGUAGES = Object.keys(WORDS) as (keyof typeof WORDS)[];
for (const [production, lang] of PROFILES.flatMap((p) => LANGUAGES.map((l) => [p, l] as const))) {
  describe(`reminders (browser, Mailpit, ${production ? "production" : "embedded"} profile, ${lang})`, () => {
    let mailpit: MailpitServer | undefined;
    const env: NodeJS.ProcessEnv = { PORTAL_TEST_CLOCK: "1", REMINDER_TICK_SECONDS: "0" };
    before(async function () {
      this.timeout(120_000);
      mailpit = await startMailpit();
      env.SMTP_URL = mailpit.smtpUrl;
      env.PUBLIC_URL = "https://portal.test";
    });
    after(() => mailpit?.dispose());
    const e2e = useBrowserSuite({ production, env });

    it("the clock moves 23 days: one e-mail arrives, the bell counts one, the list shows it and marks it read; its unsubscribe link asks, then turns e-mail off", () =>
      clockMovesAndOneReminderArrives(e2e, () => mailpit!, lang));
  });
}

async function clockMovesAndOneReminderArrives(
  e2e: E2e,
  mailpit: () => MailpitServer,
  lang: keyof typeof WORDS,
): Promise<void> {
  const { page } = e2e;
  const words = WORDS[lang];
  const today = tashkentDay(new Date());
  await signIn(e2e, "demo.company");
  const saved = await postJson(page, "/self-devices/save", {
    device_id: 49,
    country_id: 1,
    area_of_use_id: 14,
    inspection_date: addDays(today, -335),
    next_inspection_date: addDays(today, 30),
    serial_number: "E2E-7",
  });
  expect(saved.status).to.equal(200);
  const before = await page.request.get(e2e.url("/api/notifications/unread-count"));
  expect(await before.json()).to.deep.equal({ unread: 0 });
  if (lang === "ru") {
    // The bell tells the server the language the customer reads the portal in (its calls send
    // the interface's language; the test's own calls above send none, so the server heard uz).
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("link", { name: "Уведомления" }).waitFor();
    let settings = await page.request.get(e2e.url("/api/notifications/settings"));
    while ((await settings.json()).data.language !== "ru")
      settings = await page.request.get(e2e.url("/api/notifications/settings"));
  }

  const moved = await postJson(page, "/api/test/clock", { at: `${addDays(today, 23)}T05:00:00.000Z` });
  expect(moved.status).to.equal(200);

  const mail = await mailpit().messages();
  expect(mail.map((m) => m.to)).to.deep.equal([["demo.company@example.com"]]);
  expect(mail[0]!.subject).to.equal(words.subject);
  expect(mail[0]!.text).to.contain("(№ E2E-7)");
  expect(mail[0]!.text).to.contain(words.due7);
  expect(mail[0]!.text).to.contain("https://portal.test/applications/verification?register=due");

  await page.goto(e2e.url("/cabinet"));
  const bell = page.getByTestId("notification-bell");
  await page.getByTestId("notification-count").filter({ hasText: "1" }).waitFor();
  expect(await bell.getAttribute("aria-label")).to.equal(words.bellUnread);
  await bell.click();
  await page.getByRole("heading", { name: words.title, level: 1 }).waitFor();
  // The heading shows while the list still loads: wait for the list itself.
  await page.getByTestId("notifications").waitFor();
  const item = page.getByTestId("notification");
  expect(await item.count()).to.equal(1);
  expect((await item.getByRole("heading").textContent()) ?? "").to.contain(words.subject);
  expect(await item.textContent()).to.contain(words.due7);
  await page.getByRole("button", { name: words.markAll }).click();
  await page.getByTestId("notification-count").waitFor({ state: "detached" });
  expect(await page.getByText(words.noneUnread).count()).to.equal(1);

  // The e-mail's unsubscribe link: opening it only asks (in the mail's language); the button turns e-mail off.
  const link = /https:\/\/portal\.test(\/unsubscribe\?\S+)/.exec(mail[0]!.text)?.[1];
  expect(link).to.be.a("string");
  const emailOn = async () =>
    (await (await page.request.get(e2e.url("/api/notifications/settings"))).json()).data.email_reminders;
  await page.goto(e2e.url(link));
  await page.getByText(words.unsubscribeQuestion).waitFor();
  expect(await page.locator("html").getAttribute("lang")).to.equal(lang);
  expect(await auditPage(page)).to.deep.equal([]);
  expect(await emailOn()).to.equal(true);
  await page.getByRole("button", { name: words.unsubscribeButton }).click();
  await page.getByRole("status").filter({ hasText: words.unsubscribed }).waitFor();
  expect(await emailOn()).to.equal(false);
}
