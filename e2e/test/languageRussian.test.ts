import { expect } from "chai";
import type { Page } from "playwright-core";
import { type E2e, signIn, useBrowserSuite } from "./support/harness";

/** An amount as a Russian page writes it: space-grouped thousands, a decimal comma, then сум. */
const RUSSIAN_MONEY = /\d{1,3}(?: \d{3})*,\d{2} сум/;
/** The Uzbek currency, in any of its spellings. */
const UZBEK_CURRENCY = /so['‘ʻ’]m/;

/**
 * The catalogue's Uzbek names that differ from their Russian ones (devices, service types,
 * countries, provinces), read from the lookups in both languages: none may stand on a Russian page.
 */
async function uzbekOnlyNames(e2e: E2e): Promise<string[]> {
  const names = async (path: string, lang: string) => {
    const answer = await e2e.page.context().request.get(e2e.url(`${path}?lang=${lang}`));
    return ((await answer.json()) as { name: string }[]).map((item) => item.name);
  };
  const found = new Set<string>();
  for (const path of ["/api/front/types", "/devices/all", "/devices/countries", "/api/front/provinces"]) {
    const russian = new Set(await names(path, "ru"));
    for (const name of await names(path, "uz")) if (!russian.has(name)) found.add(name);
  }
  return [...found];
}

/** The page's main text, once it holds `ready`. */
async function mainText(page: Page, ready: string): Promise<string> {
  await page.locator("main").getByText(ready, { exact: false }).first().waitFor();
  return page.locator("main").innerText();
}

function expectRussianOnly(text: string, uzbek: readonly string[], where: string): void {
  const left = uzbek.filter((name) => text.includes(name));
  expect(left, `Uzbek catalogue names on the Russian ${where}`).to.deep.equal([]);
  expect(text, `the Uzbek currency on the Russian ${where}`).to.not.match(UZBEK_CURRENCY);
}

async function inRussian(e2e: E2e, login: string): Promise<void> {
  const { page } = e2e;
  await page.goto(e2e.url("/"));
  await page.evaluate(() => localStorage.setItem("portal.lang", "ru"));
  await signIn(e2e, login);
  await page.locator("html[lang=ru]").waitFor({ state: "attached" });
}

describe("one language per page: a Russian page (browser, demo data)", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

  it("fills the verification form from the register with Russian names and prices in сум", async function () {
    this.timeout(90_000);
    const { page } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });
    await inRussian(e2e, "demo.company");
    const uzbek = await uzbekOnlyNames(e2e);
    expect(uzbek).to.include("Qiyoslash").and.include("Kalibrlash");

    await page.goto(e2e.url("/self-devices"));
    const register = await mainText(page, "Вышестоящая организация");
    expectRussianOnly(register, uzbek, "register");
    expect(register).to.include("Организации, не подчинённые органам хозяйственного управления");

    await page.locator('[data-testid="reapply-due"]:not([disabled])').click();
    await page.waitForURL((address) => address.pathname === "/applications/verification");
    await page.getByTestId("application-list").locator("tbody tr").first().waitFor();
    // A device chosen in the editor shows its price in the page's words too.
    await page.locator("select[name=type]").selectOption("7");
    await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
    await page.locator("select[name=device]").selectOption("148");
    await page.getByTestId("line-vat").filter({ hasText: "сум" }).waitFor();
    const typeNames = await page.locator("select[name=type] option").allInnerTexts();
    expect(typeNames).to.include("Калибровка").and.not.include("Kalibrlash");
    const form = await mainText(page, "сум");
    expectRussianOnly(form, uzbek, "verification form");
    expect(await page.getByTestId("form-total").innerText()).to.match(RUSSIAN_MONEY);
    expect(await page.getByTestId("application-list").innerText()).to.match(RUSSIAN_MONEY);
  });

  it("shows the completed appeal with Russian names, сум, people by name and the certificate as two PDF buttons", async function () {
    this.timeout(90_000);
    const { page } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });
    await inRussian(e2e, "demo.company");
    const uzbek = await uzbekOnlyNames(e2e);

    await page.goto(e2e.url("/application/expected"));
    const completed = page.getByRole("row").filter({ hasText: "Выполнена" }).first();
    expect(await completed.innerText()).to.match(RUSSIAN_MONEY);
    await completed.getByRole("link").first().click();
    await page.getByTestId("results-table").waitFor();
    const appeal = await mainText(page, "История заявки");
    expectRussianOnly(appeal, uzbek, "appeal page");
    expect(await page.getByTestId("appeal-total").innerText()).to.match(RUSSIAN_MONEY);
    const by = await page.getByTestId("history-by").allInnerTexts();
    expect(by[0]).to.equal("Demo Metall MChJ");
    expect(by.join(" ")).to.not.match(/пользователь #|foydalanuvchi #/);
    const row = page.getByTestId("result-row-1-1");
    await row.getByRole("link", { name: /^PDF \(русский\)/ }).waitFor();
    await row.getByRole("link", { name: /^PDF \(узбекский\)/ }).waitFor();
    // The customer reading their own appeal is not named to themselves.
    expect(await page.getByTestId("appeal-customer").count()).to.equal(0);
  });

  it("names the customer at the top of the staff's appeal page, with the company's TIN", async function () {
    this.timeout(90_000);
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await inRussian(e2e, "demo.staff");
    const uzbek = await uzbekOnlyNames(e2e);
    await page.goto(e2e.url("/staff"));
    const company = page.getByRole("row").filter({ hasText: "Demo Metall MChJ" }).first();
    await company.getByRole("link", { name: /^#\d+$/ }).click();
    const customer = page.getByTestId("appeal-customer");
    await customer.waitFor();
    expect(await customer.innerText()).to.equal("Клиент: Demo Metall MChJ · ИНН 301234567");
    const appeal = await mainText(page, "История заявки");
    expectRussianOnly(appeal, uzbek, "staff's appeal page");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      "no sideways scrolling at 390 px",
    ).to.equal(true);
  });
});
