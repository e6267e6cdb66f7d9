import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pdfText } from "@portal/testkit/pdfText";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { postJson, signOut } from "./support/api";
import { auditPage, waitForSettledPage } from "./support/audit";
import { docScreenshot } from "./support/docScreenshot";
import { type E2e, signIn, toast, useBrowserSuite } from "./support/harness";

/** Fetches a link's document in the page (the user's session) and answers its bytes. */
async function download(page: Page, href: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, href);
  return Buffer.from(base64, "base64");
}

/** Today in Tashkent as the pages write a day: "dd.mm.yyyy". */
const todayShown = (): string =>
  new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10).split("-").reverse().join(".");

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const shoot = (page: Page, name: string): Promise<void> => docScreenshot(page, name, { fullPage: true });

/** Setup, not the journey: the company applies for the verification of two devices 49 through the API. */
async function companyApplies(e2e: E2e): Promise<number> {
  const { page } = e2e;
  await signIn(e2e, "demo.company");
  const requisites = (await page.evaluate(async () => (await fetch("/api/requisites")).json())) as {
    data: { id: number }[];
  };
  const saved = await postJson(page, "/front/save-appeal", {
    appeal: { branch_id: 1, is_old: 0, account_number_id: requisites.data[0]?.id },
    devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0 }],
    offer_accepted: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  await signOut(page);
  return saved.body.appeal_id as number;
}

describe("the paperwork step and the receipt of the instruments (browser, issue 27)", () => {
  const e2e = useBrowserSuite();

  it("staff approve a new verification appeal, create its contract on its page and mark one instrument received (1366 × 900, Uzbek); the customer downloads the contract and reads the receipt (390 × 844, Russian)", async () => {
    const { page } = e2e;
    const id = await companyApplies(e2e);
    const contractNumber = `SH-${id}/2026`;
    const status = page.locator(".facts [data-testid=appeal-status]");

    // Staff, on a desktop in Uzbek: the review from the inbox, then the appeal's own page.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(e2e, "demo.staff", "/staff");
    const row = page.getByTestId(`inbox-row-${id}`);
    await row.getByRole("button", { name: /^Ko.rib chiqishga olish$/ }).click();
    await row.getByRole("button", { name: "Tasdiqlash" }).click();
    await row.getByText("Tasdiqlangan").waitFor();
    await row.getByRole("link", { name: "Ishlash" }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}`);

    // The next step: the contract, with the lines and total the server will store.
    const card = page.getByTestId("paperwork-step");
    await card.getByRole("heading", { name: "Keyingi qadam: shartnoma" }).waitFor();
    expect(await card.isVisible(), "the next step is on the first screen").to.equal(true);
    expect(await card.getByTestId("paperwork-lines").textContent()).to.include("Elektron savdo tarozisi");
    expect(await card.getByTestId("paperwork-total").textContent()).to.match(/100\s800[.,]00/);
    const create = card.getByRole("button", { name: "Shartnoma tuzish" });
    await create.click();
    await card.getByText("Shartnoma raqamini kiriting!").waitFor();
    await card.getByLabel("Shartnoma raqami").fill(contractNumber);
    await waitForSettledPage(page);
    expect(await auditPage(page), "accessibility of the paperwork step").to.deep.equal([]);
    await shoot(page, "paperwork-contract-1366-uz");
    await create.click();
    await status.filter({ hasText: "Shartnoma tuzilgan" }).waitFor();
    await page.getByTestId("contracts-table").getByText(contractNumber).waitFor();
    expect(await scrollsSideways(page), "sideways scroll on the appeal page").to.equal(false);

    // Then the receipt and the results: one instrument came in today, the other not yet.
    const next = page.getByTestId("next-step-results");
    await next.getByRole("link", { name: "Qabul qilish va natijalar" }).click();
    await page.waitForURL((url) => url.pathname === `/staff/appeals/${id}/results`);
    const receipt = page.getByTestId("receipt-form");
    expect(await receipt.getByLabel("Qabul qilingan sana").inputValue()).to.equal(todayShown());
    await waitForSettledPage(page);
    expect(await auditPage(page), "accessibility of the receipt form").to.deep.equal([]);
    await receipt.getByTestId("receipt-1-1").getByRole("checkbox").check();
    await receipt.getByRole("button", { name: "Qabul qilinganini belgilash" }).click();
    await toast(page, "Qabul qilish belgilandi").waitFor();
    const entry = page.getByTestId("results-entry");
    await entry.getByText(`Qabul qilingan: ${todayShown()}`).waitFor();
    expect(await entry.locator(":scope > fieldset > legend").nth(1).textContent()).to.include(
      "Hali qabul qilinmagan",
    );
    expect(await receipt.getByTestId("receipt-1-2").count(), "1.2 still to come").to.equal(1);
    await page.getByTestId("result-entry-1-1").getByLabel("Zavod raqami").waitFor();
    expect(await scrollsSideways(page), "sideways scroll on the results page").to.equal(false);
    await shoot(page, "paperwork-receipt-1366-uz");
    await signOut(page);

    // The customer, on a phone in Russian: the contract to download and the receipt.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem("portal.lang", "ru"));
    await signIn(e2e, "demo.company", `/appeals/${id}`);
    await status.filter({ hasText: "Заключён договор" }).waitFor();
    const contracts = page.getByTestId("contracts-table");
    await contracts.getByText(contractNumber).waitFor();
    const href = (await contracts.getByTestId("contract-pdf").first().getAttribute("href")) ?? "";
    expect(href).to.match(/[?&]lang=ru$/);
    const pdf = pdfText(await download(page, href));
    expect(pdf).to.include(`Договор № ${contractNumber}`);
    const uzbek = pdfText(await download(page, href.replace(/lang=ru$/, "lang=uz")));
    expect(uzbek, "the same contract in Uzbek").to.include(`Shartnoma № ${contractNumber}`);
    const results = page.getByTestId("appeal-results");
    expect(await results.getByTestId("result-row-1-1").textContent()).to.include(`Принято ${todayShown()}`);
    expect(await results.getByTestId("result-row-1-2").textContent()).to.include("Ещё не принято");
    expect(await page.getByTestId("paperwork-step").count(), "no staff step for the customer").to.equal(0);
    expect(await scrollsSideways(page), "sideways scroll on the phone").to.equal(false);
    await waitForSettledPage(page);
    expect(await auditPage(page), "accessibility of the customer's appeal page").to.deep.equal([]);
    await shoot(page, "paperwork-customer-390-ru");
  });
});
