import { expect } from "chai";
import type { Page } from "playwright-core";
import { PDF_BYTES } from "./support/forms";
import { useBrowserSuite } from "./support/harness";
import {
  desktop,
  download,
  downloadPdf,
  expectNextAction,
  keyScreen,
  onFirstScreen,
  openMenu,
  type Person,
  phone,
  type Screen,
  Walk,
  wordsOf,
} from "./support/journeyScreen";

/**
 * Issue 27's journey 2, driven only by what people click and type: (a) a company applies for
 * verification under its yearly contract, the reviewer approves, staff issue the invoice
 * against that contract, mark the instruments received and record the results; the company
 * downloads the invoice and a certificate. (b) A customer's recognition appeal (spec 2.10,
 * type 8) with its PDF: approved, contracted from the appeal page's next step, its result and
 * signed conclusion recorded; the customer downloads the contract and the conclusion.
 * Each runs on a desktop in one language and on a touch phone in the other.
 */

/** The demo company's yearly contract with VAT (adapters/persistence/seed/yearly-contracts.json). */
const YEARLY = "YSH-2025/0017";

/** Yesterday in Tashkent as the date fields take it: "dd.mm.yyyy". */
const yesterday = (): string =>
  new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10).split("-").reverse().join(".");

const status = (page: Page) => page.locator(".facts [data-testid=appeal-status]");
const toast = (page: Page, text: string) => page.locator(".toast__text", { hasText: text });

/** Sends the open application form (offer accepted first) and answers the new appeal's number. */
async function acceptAndSend(person: Person): Promise<number> {
  const { page, screen } = person;
  const { t, say } = wordsOf(screen.lang);
  await page.getByLabel(t("offer.checkbox")).check();
  await person.press(page.getByRole("dialog").getByRole("button", { name: say("agree") }));
  await page.getByRole("dialog").waitFor({ state: "detached" });
  const send = page.getByRole("button", { name: t("forms.send"), exact: true });
  await expectNextAction(send, "the send button");
  await person.press(send);
  await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
  const link = page.getByTestId("appeals-table").locator("a[href^='/appeals/']").first();
  await link.waitFor();
  return Number((await link.getAttribute("href"))?.split("/").pop());
}

/** Chooses the company's first bank requisite in the form's chooser. */
async function chooseRequisite(person: Person): Promise<void> {
  const { page, screen } = person;
  const { t } = wordsOf(screen.lang);
  await person.press(page.getByRole("button", { name: t("forms.chooseRequisite") }));
  await person.press(
    page
      .getByRole("dialog")
      .getByRole("button", { name: t("requisites.choose") })
      .first(),
  );
  await page
    .getByTestId("chosen-requisite")
    .filter({ hasNotText: t("forms.noRequisite") })
    .waitFor();
}

/** The reviewer takes the appeal for review and approves it from the inbox, their first page. */
async function reviewerApproves(walk: Walk, id: number, step: string): Promise<void> {
  const { t } = wordsOf(walk.screen.lang);
  const reviewer = await walk.signIn("demo.reviewer");
  const { page } = reviewer;
  const row = page.getByTestId(`inbox-row-${id}`);
  const take = row.getByRole("button", { name: t("work.actions.take_for_review"), exact: true });
  await expectNextAction(take, "taking the appeal for review");
  await keyScreen(reviewer, `journey2-${step}-review`, ["Demo Metall MChJ"]);
  await reviewer.press(take);
  await reviewer.press(row.getByRole("button", { name: t("work.actions.approve"), exact: true }));
  await row.getByText(t("appeals.statuses.approved"), { exact: true }).waitFor();
  await reviewer.close();
}

/** Staff open the appeal's own page from their inbox. */
async function staffOpenAppeal(walk: Walk, id: number): Promise<Person> {
  const staff = await walk.signIn("demo.staff");
  await staff.press(
    staff.page.getByTestId(`inbox-row-${id}`).getByRole("link", { name: `#${id}`, exact: true }),
  );
  await staff.page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  return staff;
}

/** Staff mark every instrument received today, from the results page's receipt form. */
async function receiveAll(staff: Person): Promise<void> {
  const { page, screen } = staff;
  const { t } = wordsOf(screen.lang);
  const receipt = page.getByTestId("receipt-form");
  await receipt.getByRole("checkbox").first().waitFor();
  for (const box of await receipt.getByRole("checkbox").all()) await box.check();
  const save = receipt.getByTestId("receipt-save");
  await expectNextAction(save, "marking the instruments received");
  await staff.press(save);
  await toast(page, t("results.receipt.saved")).waitFor();
}

/** Fills one instrument's result on the results page. */
async function recordResult(staff: Person, entry: string, serial: string, outcome: string): Promise<void> {
  const { t } = wordsOf(staff.screen.lang);
  const fields = staff.page.getByTestId(entry);
  await fields.getByLabel(t("results.serial")).fill(serial);
  await fields.getByLabel(t("results.outcome")).selectOption(outcome);
  await fields.getByLabel(t("results.workDate")).fill(yesterday());
}

/** Staff complete the appeal from its page, reached by the results page's link. */
async function complete(staff: Person, id: number): Promise<void> {
  const { page, screen } = staff;
  const { t } = wordsOf(screen.lang);
  await staff.press(page.getByRole("link", { name: t("results.toAppeal") }));
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  const done = page.getByRole("button", { name: t("work.actions.complete"), exact: true });
  await expectNextAction(done, "completing the appeal");
  await staff.press(done);
  await status(page)
    .filter({ hasText: t("appeals.statuses.completed") })
    .waitFor();
}

/** The customer opens the cabinet: the item of this appeal on its first screen leads to the appeal page. */
async function fromCabinet(customer: Person, id: number, kind: "document" | "results", step: string) {
  const { page, screen } = customer;
  const { t } = wordsOf(screen.lang);
  await openMenu(customer, t("nav.cabinet"));
  await page.waitForURL((url) => url.pathname === "/cabinet");
  const item = page.locator(`[data-testid=attention-${kind}][data-appeal="${id}"]`);
  await item.waitFor();
  expect(await onFirstScreen(item), `the cabinet's first screen shows the ${kind} of #${id}`).to.equal(true);
  const open = item.getByRole("link");
  await expectNextAction(open, `the ${kind} of #${id}`);
  await keyScreen(customer, `journey2-${step}-cabinet`);
  await customer.press(open);
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
}

/** (a) The company's verification under its yearly contract, from the application to a certificate. */
async function yearlyVerification(e2e: ReturnType<typeof useBrowserSuite>, screen: Screen): Promise<void> {
  const walk = new Walk(e2e, screen);
  const { t } = wordsOf(screen.lang);
  const serial = `J2A-${Date.now()}`;
  try {
    // The company applies: the yearly contract, the branch, its requisites, two scales.
    const company = await walk.signIn("demo.company");
    const form = company.page;
    await openMenu(company, t("nav.newApplication"));
    await company.press(form.getByRole("link", { name: t("forms.verification.title") }));
    await form.getByLabel(t("forms.verification.yearly")).check();
    const contract = form.getByLabel(t("forms.verification.contract"), { exact: true });
    await contract.locator("option", { hasText: YEARLY }).waitFor({ state: "attached" });
    await contract.selectOption({ label: YEARLY });
    const branch = form.getByLabel(t("forms.verification.branch"), { exact: true });
    await branch.locator("option").nth(1).waitFor({ state: "attached" });
    await branch.selectOption({ index: 1 });
    await chooseRequisite(company);
    await form.getByLabel(t("forms.verification.serviceType"), { exact: true }).selectOption("4");
    const device = form.getByLabel(t("forms.verification.device"), { exact: true });
    await device.locator("option[value='49']").waitFor({ state: "attached" });
    await device.selectOption("49");
    await form.getByLabel(t("forms.verification.amount"), { exact: true }).fill("2");
    await company.press(form.getByRole("button", { name: t("forms.verification.addLine") }));
    await form.getByTestId("application-list").locator("tbody tr").first().waitFor();
    const total = ((await form.getByTestId("form-total").textContent()) ?? "").trim();
    await keyScreen(company, "journey2-a-form");
    const id = await acceptAndSend(company);

    await reviewerApproves(walk, id, "a");

    // Staff: the invoice against the yearly contract, its number prefilled, the server's total.
    const staff = await staffOpenAppeal(walk, id);
    const card = staff.page.getByTestId("paperwork-step");
    await card.getByRole("heading", { name: t("work.paperwork.invoiceTitle") }).waitFor();
    expect(await onFirstScreen(card), "the next step on the staff's first screen").to.equal(true);
    expect(await card.getByLabel(t("forms.contractNumber")).inputValue()).to.equal(YEARLY);
    expect(
      ((await card.getByTestId("paperwork-total").textContent()) ?? "").trim(),
      "the form's total",
    ).to.equal(total);
    const issue = card.getByTestId("paperwork-create");
    await expectNextAction(issue, "issuing the invoice");
    await keyScreen(staff, "journey2-a-invoice", ["Demo Metall MChJ"]);
    await staff.press(issue);
    await status(staff.page)
      .filter({ hasText: t("appeals.statuses.invoiced") })
      .waitFor();

    // The company: the invoice on the cabinet's first screen, then on the appeal page.
    await fromCabinet(company, id, "document", "a-invoice");
    await status(form)
      .filter({ hasText: t("appeals.statuses.invoiced") })
      .waitFor();
    const invoice = form.getByTestId("contracts-table").getByTestId("contract-pdf").first();
    await expectNextAction(invoice, "downloading the invoice");
    expect(await downloadPdf(company, invoice), "the invoice").to.include(YEARLY);
    await keyScreen(company, "journey2-a-customer-invoice");

    // Staff: both instruments received, one result each, the appeal completed.
    await staff.press(staff.page.getByTestId("next-step-results").getByRole("link"));
    await staff.page.waitForURL((url) => url.pathname === `/staff/appeals/${id}/results`);
    await receiveAll(staff);
    await recordResult(staff, "result-entry-1-1", serial, "fit");
    await recordResult(staff, "result-entry-1-2", `${serial}-B`, "fit");
    const save = staff.page.getByTestId("results-save");
    await expectNextAction(save, "saving the results");
    await keyScreen(staff, "journey2-a-results", [serial]);
    await staff.press(save);
    await toast(staff.page, t("results.saved")).waitFor();
    await complete(staff, id);

    // The company: told in the bell, the results on the cabinet, a certificate downloaded.
    await form.reload();
    await form.getByTestId("notification-count").waitFor();
    await fromCabinet(company, id, "results", "a-results");
    const certificate = form.getByTestId("certificate-pdf-1-1");
    await expectNextAction(certificate, "downloading the certificate");
    expect(await downloadPdf(company, certificate), "the certificate").to.include(serial);
    await keyScreen(company, "journey2-a-certificate", [serial]);
    await walk.end();
  } finally {
    await walk.close();
  }
}

/** (b) A recognition appeal with its PDF, contracted from the appeal page's next step. */
async function recognitionWithContract(
  e2e: ReturnType<typeof useBrowserSuite>,
  screen: Screen,
): Promise<void> {
  const walk = new Walk(e2e, screen);
  const { t } = wordsOf(screen.lang);
  const stamp = Date.now();
  const device = `Tarozi VLR-${stamp}`;
  const number = `SH-J2-${stamp}`;
  const signed = Buffer.concat([PDF_BYTES, Buffer.from(`% xulosa ${stamp}\n`)]);
  try {
    // The customer applies for recognition of one instrument, with the documents' PDF.
    const company = await walk.signIn("demo.company");
    const form = company.page;
    await openMenu(company, t("nav.newApplication"));
    await company.press(form.getByRole("link", { name: t("forms.recognition.title") }));
    await form.getByLabel(t("forms.recognition.type.8")).check();
    await form.getByLabel(`${t("forms.name")} (1)`).fill(device);
    await form.getByLabel(`${t("forms.organisation.8")} (1)`).fill("UzNIIM");
    await form
      .getByLabel(`${t("forms.documents")} (1)`)
      .setInputFiles({ name: "hujjatlar.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await form.getByRole("link", { name: t("forms.download") }).waitFor();
    await chooseRequisite(company);
    await keyScreen(company, "journey2-b-form", [device]);
    const id = await acceptAndSend(company);

    await reviewerApproves(walk, id, "b");

    // Staff: the next step on the appeal page opens the kind's contract page.
    const staff = await staffOpenAppeal(walk, id);
    const next = staff.page.getByTestId("paperwork-step").getByRole("link", {
      name: t("work.paperwork.openContractPage"),
    });
    await expectNextAction(next, "opening the contract page");
    await keyScreen(staff, "journey2-b-next-step", ["Demo Metall MChJ", device]);
    await staff.press(next);
    await staff.page.waitForURL((url) => url.pathname === `/recognition/contract/${id}/create`);
    await staff.page.getByLabel(t("forms.contractNumber")).fill(number);
    const create = staff.page.getByRole("button", { name: t("work.contract.createContract"), exact: true });
    await expectNextAction(create, "creating the contract");
    await keyScreen(staff, "journey2-b-contract", ["Demo Metall MChJ", device, number]);
    await staff.press(create);
    await staff.page.waitForURL((url) => url.pathname === "/recognition/contract/new", { timeout: 15_000 });

    // The customer: the contract on the cabinet's first screen, downloaded on the appeal page.
    await fromCabinet(company, id, "document", "b-contract");
    await status(form)
      .filter({ hasText: t("appeals.statuses.contracted") })
      .waitFor();
    const contract = form.getByTestId("contracts-table").getByTestId("contract-pdf").first();
    await expectNextAction(contract, "downloading the contract");
    expect(await downloadPdf(company, contract), "the contract").to.include(number);
    await keyScreen(company, "journey2-b-customer-contract", [device, number]);

    // Staff: the result (accepted) and its signed conclusion, then the appeal completed.
    await openMenu(staff, t("nav.staffArea"));
    await staff.press(staff.page.getByTestId(`results-link-${id}`));
    await staff.page.waitForURL((url) => url.pathname === `/staff/appeals/${id}/results`);
    if ((await staff.page.getByTestId("receipt-form").count()) > 0) await receiveAll(staff);
    await recordResult(staff, "result-entry-1-1", `R-${stamp}`, "accepted");
    await staff.press(staff.page.getByTestId("results-save"));
    await toast(staff.page, t("results.saved")).waitFor();
    const conclusion = staff.page.getByTestId("conclusion-1-1");
    await conclusion
      .getByLabel(t("results.signedFile"))
      .setInputFiles({ name: "xulosa.pdf", mimeType: "application/pdf", buffer: signed });
    const attach = conclusion.getByRole("button", { name: t("results.signedAttach") });
    await expectNextAction(attach, "attaching the signed conclusion");
    await staff.press(attach);
    await conclusion.getByText(t("results.signedOnFile", { name: "xulosa.pdf" })).waitFor();
    await keyScreen(staff, "journey2-b-results", [device, `R-${stamp}`, "xulosa.pdf"]);
    await complete(staff, id);

    // The customer downloads the signed conclusion: those very bytes.
    await fromCabinet(company, id, "results", "b-results");
    const link = form.getByTestId("certificate-pdf-1-1");
    await expectNextAction(link, "downloading the signed conclusion");
    expect(await download(company, link)).to.deep.equal(signed);
    await keyScreen(company, "journey2-b-conclusion", [device, `R-${stamp}`]);
    await walk.end();
  } finally {
    await walk.close();
  }
}

describe("journey 2: a company's yearly verification and a recognition with its contract (browser, issue 27)", function () {
  this.timeout(150_000);
  const e2e = useBrowserSuite();
  // Four people's sign-ins and a dozen screens each: longer than one page's test.
  before(function () {
    this.timeout(120_000);
  });

  it("(a) a yearly-contract verification from the form to a certificate, on a desktop in Uzbek", () =>
    yearlyVerification(e2e, desktop("uz")));
  it("(a) the same on a touch phone in Russian", () => yearlyVerification(e2e, phone("ru")));
  it("(b) a recognition appeal from its PDF to the signed conclusion, on a desktop in Russian", () =>
    recognitionWithContract(e2e, desktop("ru")));
  it("(b) the same on a touch phone in Uzbek", () => recognitionWithContract(e2e, phone("uz")));
});
