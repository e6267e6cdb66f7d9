import { tashkentDay } from "@portal/domain";
import { appealNoticeText } from "@portal/domain/notifications/appealNotices";
import { catalogue } from "@portal/domain/shared/messages";
import { expect } from "chai";
import type { Browser } from "playwright-core";
import { useBrowserSuite } from "./support/harness";
import { describeProblems } from "./support/pageGuard";
import {
  expectOnFirstScreen,
  expectReachable,
  expectScreenSound,
  downloadByPress,
  literally,
  navigate,
  openPerson,
  type Person,
  SCREENS,
  type Screen,
  shoot,
  signInAs,
} from "./support/journey";

/**
 * Issue 27's first journey, driven only by what people click and type: a private person
 * applies for the verification of two instruments; the reviewer sends it back with a reason;
 * the person sees it on the cabinet's first screen and in the bell, fixes the second line in
 * the application's own form and resubmits; the reviewer approves; staff make the contract,
 * then the invoice, on the appeal's page; the person downloads the invoice; staff mark the
 * instruments received and record both fit, then complete the appeal; the person is told,
 * downloads each certificate and finds the next inspection dates in the register.
 * Each person has a browser of their own, all on one screen and in one language per run.
 */

/** What the people type, per run: the serial numbers and the reviewer's reason. */
const TYPED = {
  uz: {
    serialA: "UZ-A-101",
    serialB: "UZ-B-202",
    about: (serial: string) => `Zavod raqami: ${serial}`,
    unnumbered: "Stol tarozisi",
    reason: "Ikkinchi tarozining zavod raqamini yozing",
  },
  ru: {
    serialA: "RU-A-303",
    serialB: "RU-B-404",
    about: (serial: string) => `Заводской номер: ${serial}`,
    unnumbered: "Настольные весы",
    reason: "Укажите заводской номер вторых весов",
  },
} as const;

/** The catalogue's verification (service type 4) and two of its scales, 45 000 and 52 500. */
const VERIFICATION = "4";
const DEVICE_A = "49";
const DEVICE_B = "50";

/** An ISO day as the portal's date fields show and take it: "2026-03-01" → "01.03.2026". */
const dotted = (iso: string) => iso.split("-").reverse().join(".");

/** Yesterday in Tashkent: a receipt and work day the server takes whatever the hour. */
const yesterday = (): string => tashkentDay(new Date(Date.now() - 86_400_000));

/** The default valid-until of the 12-month interval of verification: a year on, the day before. */
function yearOn(day: string): string {
  const date = new Date(`${Number(day.slice(0, 4)) + 1}${day.slice(4)}T00:00:00Z`);
  if (date.toISOString().slice(5, 10) !== day.slice(5)) date.setUTCDate(0); // 29 February
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The subject of an appeal's notice as the reader's list shows it, from the domain's words. */
const noticeSubject = (person: Person, id: number, event: "sent_back" | "invoiced" | "completed") =>
  appealNoticeText({ appeal_id: id, event }, person.lang, { baseUrl: "" }).subject;

/** The status badge in the appeal page's facts. */
const statusOf = (person: Person) => person.page.locator(".facts [data-testid=appeal-status]");

async function waitForStatus(person: Person, status: string): Promise<void> {
  await statusOf(person)
    .filter({ hasText: person.t(`appeals.statuses.${status}`) })
    .waitFor({ timeout: 15_000 });
}

/** One line of the verification form's editor: the service, the device, what the customer writes. */
async function addLine(person: Person, device: string, about: string): Promise<void> {
  const { page, t } = person;
  await page.getByLabel(t("forms.verification.serviceType"), { exact: true }).selectOption(VERIFICATION);
  await page.locator(`select[name=device] option[value='${device}']`).waitFor({ state: "attached" });
  await page.getByLabel(t("forms.verification.device"), { exact: true }).selectOption(device);
  await page.getByLabel(t("forms.verification.aboutDevice"), { exact: true }).fill(about);
  await person.press(page.getByRole("button", { name: t("forms.verification.addLine"), exact: true }));
}

/** The customer applies for the verification of two scales; answers the application's number. */
async function apply(person: Person): Promise<number> {
  const { page, t } = person;
  const typed = TYPED[person.lang];
  await navigate(person, "nav.newApplication");
  await person.press(page.getByRole("link", { name: t("forms.verification.title") }));
  await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
  await addLine(person, DEVICE_A, typed.about(typed.serialA));
  await addLine(person, DEVICE_B, typed.unnumbered);
  const lines = page.getByTestId("application-list").locator("tbody tr");
  await lines.nth(1).waitFor();
  expect(await lines.count(), "two lines in the list").to.equal(2);
  await page.getByLabel(t("forms.verification.branch"), { exact: true }).selectOption({ index: 1 });
  await person.press(page.getByLabel(t("offer.checkbox")));
  const modal = page.getByRole("dialog").last();
  await person.press(modal.getByRole("button", { name: catalogue.agree[person.lang] }));
  await modal.waitFor({ state: "detached" });
  await person.press(page.getByRole("button", { name: t("forms.send"), exact: true }));
  await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
  const first = page.getByTestId("appeals-table").locator("tbody tr").first();
  await first.waitFor();
  const id = Number(/#(\d+)/.exec(await first.innerText())?.[1]);
  expect(id, "the new application's number").to.be.greaterThan(0);
  return id;
}

/** A reviewer or staff member opens the appeal's page from the inbox. */
async function openFromInbox(person: Person, id: number, role: "reviewer" | "staff"): Promise<void> {
  const { page, t } = person;
  await navigate(person, "nav.staffArea");
  const row = page.getByTestId(`inbox-row-${id}`);
  await person.press(row.getByRole("link", { name: t("work.work"), exact: true }));
  if (role === "reviewer") {
    // A reviewer's "work" is the application's update page; its status page is one link on.
    await page.waitForURL((url) => url.pathname === `/reviewer/application/${id}/update`);
    await person.press(page.getByRole("link", { name: t("work.reviewer.history") }));
  }
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  await page.getByRole("heading", { name: t("work.appealTitle", { id }) }).waitFor();
}

/** The reviewer takes the application and sends it back with the reason. */
async function sendBack(reviewer: Person, id: number): Promise<void> {
  const { page, t } = reviewer;
  await openFromInbox(reviewer, id, "reviewer");
  await reviewer.press(page.getByRole("button", { name: t("work.actions.take_for_review"), exact: true }));
  await waitForStatus(reviewer, "under_review");
  await page.getByLabel(t("work.note"), { exact: true }).fill(TYPED[reviewer.lang].reason);
  await reviewer.press(page.getByRole("button", { name: t("work.actions.send_back"), exact: true }));
  await waitForStatus(reviewer, "needs_changes");
}

/** The customer's bell counts something unread; pressed, its list holds this notice. */
async function expectNotice(person: Person, subject: string): Promise<void> {
  const { page } = person;
  const count = page.getByTestId("notification-count");
  await count.waitFor();
  expect(Number(await count.innerText()), "unread notices in the bell").to.be.greaterThan(0);
  await expectOnFirstScreen(person, page.getByTestId("notification-bell"), "the bell");
  await person.press(page.getByTestId("notification-bell"));
  await page.waitForURL((url) => url.pathname === "/notifications");
  const notice = page.getByTestId("notification").filter({ hasText: literally(subject) });
  await expectOnFirstScreen(person, notice.first(), `the notice "${subject}"`);
}

/** The customer sees the sent-back application first in the cabinet and in the bell, and corrects it. */
async function correct(person: Person, id: number): Promise<void> {
  const { page, t } = person;
  const typed = TYPED[person.lang];
  await navigate(person, "nav.cabinet");
  const item = page.locator(`[data-testid=attention-sent-back][data-appeal="${id}"]`);
  await item.waitFor();
  expect(await item.innerText())
    .to.include(t("attention.sentBack", { id }))
    .and.include(typed.reason);
  const fix = item.getByRole("link", { name: t("work.sentBack.fix") });
  await expectOnFirstScreen(person, fix, "the correction from the cabinet");
  await expectScreenSound(person, "the cabinet with attention", [typed.reason]);
  await shoot(person, "journey1", "cabinet-attention");

  // The bell says it too, and its notice leads to the appeal, the reason on top.
  await expectNotice(person, noticeSubject(person, id, "sent_back"));
  await person.press(
    page
      .getByTestId("notification")
      .filter({ hasText: literally(noticeSubject(person, id, "sent_back")) })
      .getByRole("link", { name: t("notifications.openAppeal") }),
  );
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  const notice = page.getByTestId("sent-back-notice");
  await notice.waitFor();
  expect(await notice.innerText()).to.include(typed.reason);
  const open = notice.getByRole("link", { name: t("work.sentBack.fix") });
  await expectOnFirstScreen(person, open, "the correction on the appeal page");
  await expectScreenSound(person, "the sent-back appeal", [
    typed.reason,
    typed.about(typed.serialA),
    typed.unnumbered,
  ]);
  await shoot(person, "journey1", "sent-back-appeal");

  // Its own form: the reason on top, both lines as sent; the second gets its serial number.
  await person.press(open);
  await page.waitForURL((url) => url.pathname === `/appeals/${id}/resubmit`);
  const lines = page.getByTestId("application-list").locator("tbody tr");
  await lines.nth(1).waitFor();
  expect(await page.getByTestId("sent-back-notice").innerText()).to.include(typed.reason);
  expect(await lines.nth(0).innerText()).to.include(typed.serialA);
  expect(await lines.nth(1).innerText()).to.include(typed.unnumbered);
  const edit = lines.nth(1).getByRole("button", { name: t("common.edit") });
  await expectReachable(person, edit, "the second line's edit");
  await expectScreenSound(person, "the correction form", [
    typed.reason,
    typed.about(typed.serialA),
    typed.unnumbered,
  ]);
  await shoot(person, "journey1", "resubmit-form");
  await person.press(edit);
  await page
    .getByLabel(t("forms.verification.aboutDevice"), { exact: true })
    .fill(typed.about(typed.serialB));
  await person.press(page.getByRole("button", { name: t("forms.verification.saveLine"), exact: true }));
  await lines.nth(1).filter({ hasText: typed.serialB }).waitFor();
  const send = page.getByRole("button", { name: t("work.sentBack.send"), exact: true });
  await expectReachable(person, send, "the resubmission");
  await person.press(send);
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`, { timeout: 15_000 });
  await waitForStatus(person, "submitted");
  expect(await page.getByTestId("sent-back-notice").count(), "no reason once resubmitted").to.equal(0);
  expect(await page.getByTestId("appeal-rows").innerText()).to.include(typed.serialB);
}

/** The reviewer reads the corrected lines and approves. */
async function approve(reviewer: Person, id: number): Promise<void> {
  const { page, t } = reviewer;
  await openFromInbox(reviewer, id, "reviewer");
  expect(await page.getByTestId("appeal-rows").innerText()).to.include(TYPED[reviewer.lang].serialB);
  await reviewer.press(page.getByRole("button", { name: t("work.actions.take_for_review"), exact: true }));
  await waitForStatus(reviewer, "under_review");
  await reviewer.press(page.getByRole("button", { name: t("work.actions.approve"), exact: true }));
  await waitForStatus(reviewer, "approved");
}

/** Staff make the contract and then the invoice against it on the appeal's page. */
async function paperwork(staff: Person, id: number): Promise<void> {
  const { page, t } = staff;
  await openFromInbox(staff, id, "staff");
  const card = page.getByTestId("paperwork-step");
  await card.getByRole("heading", { name: t("work.paperwork.contractTitle") }).waitFor();
  const number = card.getByLabel(t("forms.contractNumber"));
  await number.fill(`SH-${id}/${staff.lang}`);
  const create = card.getByRole("button", { name: t("work.contract.createContract") });
  await expectReachable(staff, create, "the contract's creation");
  await expectScreenSound(staff, "the paperwork card (contract)");
  await shoot(staff, "journey1", "paperwork-contract");
  await staff.press(create);
  await waitForStatus(staff, "contracted");

  // The invoice to pay, under the contract's number, prefilled.
  await card.getByRole("heading", { name: t("work.paperwork.invoiceTitle") }).waitFor();
  expect(await card.getByLabel(t("forms.contractNumber")).inputValue()).to.equal(`SH-${id}/${staff.lang}`);
  const invoice = card.getByRole("button", { name: t("work.contract.createInvoice") });
  await expectReachable(staff, invoice, "the invoice's creation");
  await expectScreenSound(staff, "the paperwork card (invoice)");
  await shoot(staff, "journey1", "paperwork-invoice");
  await staff.press(invoice);
  await waitForStatus(staff, "invoiced");
  await page
    .getByTestId("contracts-table")
    .getByText(t("work.documentKind.invoice"), { exact: true })
    .waitFor();
}

/** The customer opens the invoice from the cabinet and downloads it: a PDF. */
async function downloadInvoice(person: Person, id: number): Promise<void> {
  const { page, t } = person;
  await navigate(person, "nav.cabinet");
  const item = page.locator(`[data-testid=attention-document][data-appeal="${id}"]`).filter({
    hasText: literally(t("attention.document.invoice", { id, number: `SH-${id}/${person.lang}` })),
  });
  const read = item.getByRole("link", { name: t("attention.readDocument") });
  await expectOnFirstScreen(person, read, "the invoice in the cabinet");
  await person.press(read);
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  const row = page.getByTestId("contracts-table").locator("tr", { hasText: t("work.documentKind.invoice") });
  const link = row.getByTestId("contract-pdf");
  await expectReachable(person, link, "the invoice's download");
  await expectScreenSound(person, "the invoice on the customer's page", [
    TYPED[person.lang].about(TYPED[person.lang].serialA),
    TYPED[person.lang].about(TYPED[person.lang].serialB),
  ]);
  await shoot(person, "journey1", "invoice-customer");
  const pdf = await downloadByPress(person, link);
  expect(pdf, "the invoice's answer").to.deep.include({
    status: 200,
    type: "application/pdf",
    head: "%PDF-",
  });
}

/** Staff mark both instruments received and record both fit with their serial numbers; then complete. */
async function results(staff: Person, id: number, day: string): Promise<void> {
  const { page, t } = staff;
  const typed = TYPED[staff.lang];
  const next = page
    .getByTestId("next-step-results")
    .getByRole("link", { name: t("work.paperwork.openResults") });
  await expectReachable(staff, next, "the receipt and results");
  await staff.press(next);
  await page.waitForURL((url) => url.pathname === `/staff/appeals/${id}/results`);
  const receipt = page.getByTestId("receipt-form");
  await receipt.getByLabel(t("results.receipt.day")).fill(dotted(day));
  for (const instrument of ["receipt-1-1", "receipt-2-1"])
    await staff.press(receipt.getByTestId(instrument).getByRole("checkbox"));
  const mark = receipt.getByRole("button", { name: t("results.receipt.save") });
  await expectReachable(staff, mark, "the receipt's mark");
  await expectScreenSound(staff, "the receipt form");
  await shoot(staff, "journey1", "receipt");
  await staff.press(mark);
  await receipt.waitFor({ state: "detached" });

  for (const [entry, serial] of [
    ["result-entry-1-1", typed.serialA],
    ["result-entry-2-1", typed.serialB],
  ] as const) {
    const fields = page.getByTestId(entry);
    await fields.getByLabel(t("results.serial")).fill(serial);
    await fields.getByLabel(t("results.outcome")).selectOption("fit");
    await fields.getByLabel(t("results.workDate")).fill(dotted(day));
  }
  const save = page.getByTestId("results-save");
  await expectReachable(staff, save, "the results' save");
  await expectScreenSound(staff, "the results entry", [typed.serialA, typed.serialB]);
  await shoot(staff, "journey1", "results-entry");
  await staff.press(save);
  await page.getByTestId("results-entry").waitFor({ state: "detached" });

  // The appeal is completed on its page, the customer's results ready.
  await staff.press(page.getByRole("link", { name: t("results.toAppeal") }));
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  const complete = page.getByRole("button", { name: t("work.actions.complete"), exact: true });
  await expectOnFirstScreen(staff, complete, "the completion");
  await staff.press(complete);
  await waitForStatus(staff, "completed");
}

/** The customer is told, downloads each certificate, and finds the next dates in the register. */
async function certificates(person: Person, id: number, day: string): Promise<void> {
  const { page, t } = person;
  const typed = TYPED[person.lang];
  await navigate(person, "nav.cabinet");
  const ready = page.locator(`[data-testid=attention-results][data-appeal="${id}"]`);
  expect(await ready.innerText()).to.include(t("attention.results", { id }));
  await expectNotice(person, noticeSubject(person, id, "completed"));
  await person.press(
    page
      .getByTestId("notification")
      .filter({ hasText: literally(noticeSubject(person, id, "completed")) })
      .getByRole("link", { name: t("notifications.openAppeal") }),
  );
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  await waitForStatus(person, "completed");
  const table = page.getByTestId("appeal-results");
  for (const [row, serial] of [
    ["1-1", typed.serialA],
    ["2-1", typed.serialB],
  ] as const) {
    const line = table.getByTestId(`result-row-${row}`);
    await line.locator('[data-status="valid"]').waitFor();
    expect(await line.innerText())
      .to.include(serial)
      .and.include(dotted(yearOn(day)));
  }
  const first = table.getByTestId("certificate-pdf-1-1");
  await expectReachable(person, first, "the first certificate");
  await expectScreenSound(person, "the certificates", [
    typed.serialA,
    typed.serialB,
    typed.about(typed.serialA),
    typed.about(typed.serialB),
  ]);
  await shoot(person, "journey1", "certificates");
  for (const link of ["certificate-pdf-1-1", "certificate-pdf-2-1"]) {
    const pdf = await downloadByPress(person, table.getByTestId(link));
    expect(pdf, `the answer of ${link}`).to.deep.include({
      status: 200,
      type: "application/pdf",
      head: "%PDF-",
    });
  }

  // The register lists both instruments with the next inspection date of their results.
  await navigate(person, "nav.selfDevices");
  await page.waitForURL((url) => url.pathname === "/self-devices");
  const register = page.locator("table", { has: page.getByTestId("sort-next") });
  for (const serial of [typed.serialA, typed.serialB]) {
    const entry = register.locator("tbody tr", { hasText: serial }).first();
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text, `the register's entry of ${serial}: ${text}`).to.include(dotted(yearOn(day)));
  }
  const entry = register.locator("tbody tr", { hasText: typed.serialA }).first();
  // The first screen shows an instrument; the new ones are found by scrolling (the register
  // sorts by next date, and an earlier run's entries may come first).
  await expectOnFirstScreen(person, register.locator("tbody tr").first(), "the register's first entry");
  await expectReachable(person, entry, "the register's new entry");
  await expectScreenSound(person, "the register", [typed.serialA, typed.serialB]);
  await shoot(person, "journey1", "register");
}

async function journey(browser: Browser, baseUrl: string, screen: Screen): Promise<void> {
  const [customer, reviewer, staff] = await Promise.all([
    openPerson(browser, screen),
    openPerson(browser, screen),
    openPerson(browser, screen),
  ]);
  const people = [customer, reviewer, staff];
  try {
    const day = yesterday();
    await signInAs(customer, baseUrl, "demo.person");
    const id = await apply(customer);
    // The reviewer and staff come to the inbox once there is work for them.
    await signInAs(reviewer, baseUrl, "demo.reviewer");
    await sendBack(reviewer, id);
    await correct(customer, id);
    await approve(reviewer, id);
    await signInAs(staff, baseUrl, "demo.staff");
    await paperwork(staff, id);
    await downloadInvoice(customer, id);
    await results(staff, id, day);
    await certificates(customer, id, day);
    for (const person of people) person.guard.verdict();
  } catch (error) {
    // What the pages did wrong often explains the failure: a refused request behind a blank page.
    // Each person's screen as it stood, beside the suite's own failure screenshot.
    await Promise.all(
      people.map((person, i) =>
        person.page
          .screenshot({ path: `screenshots/journey1-failed-${screen.name}-${i}.png`, fullPage: true })
          .catch(() => undefined),
      ),
    );
    const problems = people.flatMap((person) => person.guard.problems());
    if (error instanceof Error && problems.length > 0) error.message += `\n${describeProblems(problems)}`;
    throw error;
  } finally {
    await Promise.all(people.map((person) => person.context.close()));
  }
}

describe("journey 1: verification from application to certificate, a sent-back application fixed (browser, issue 27)", () => {
  const e2e = useBrowserSuite();

  for (const screen of SCREENS)
    it(`a person applies, corrects, is invoiced and downloads the certificates (${screen.viewport.width}×${screen.viewport.height}${screen.touch ? " touch" : ""}, ${screen.lang})`, async function () {
      this.timeout(180_000);
      const browser = e2e.page.context().browser();
      if (!browser) throw new Error("no browser");
      await journey(browser, e2e.portal.url, screen);
    });
});
