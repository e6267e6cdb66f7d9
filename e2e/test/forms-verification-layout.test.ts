import { expect } from "chai";
import type { Browser, Locator, Page } from "playwright-core";
import { priceLine } from "@portal/domain/appeals/formulas";
import { percent, som } from "@portal/domain/shared/money";
import { dialog, signIn, useBrowserSuite } from "./support/harness";
import { acceptOffer } from "./support/forms";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Device 148 (Kalibrlash, 58 500 so'm) once, with demo.company's 10 % discount and 12 % VAT. */
const CALIBRATION = priceLine(
  { cost: som(58500), amount: 1, typeId: 7 },
  { discount: percent(10), nds: percent(12) },
);

/** An amount shown on the page, in tiyin, whatever its grouping, decimal mark and currency. */
const tiyin = (text: string | null): bigint => BigInt((text ?? "").replace(/[^\d]/g, "") || "0");

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether the element is inside the window and on top at its centre: nothing (a sticky bar) covers it. */
async function inSightUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return onTop !== null && element.contains(onTop);
  });
}

/** The register's "apply for every due instrument": the form opens filled from the register. */
async function applyForDue(page: Page, url: (path: string) => string): Promise<void> {
  await page.goto(url("/self-devices"));
  const due = page.getByTestId("reapply-due");
  await page.locator('[data-testid="reapply-due"]:not([disabled])').waitFor();
  await due.click();
  await page.waitForURL((address) => address.pathname === "/applications/verification");
  await page.getByTestId("register-prefill").waitFor();
  await page.getByTestId("application-list").locator("tbody tr").first().waitFor();
}

const lines = (page: Page) => page.getByTestId("application-list").locator("tbody tr");
const total = (page: Page) => page.getByTestId("form-total");

/** Chooses Kalibrlash and its device 148 in the line editor, without adding the line. */
async function chooseCalibration(page: Page): Promise<void> {
  await page.locator("select[name=type]").selectOption("7");
  await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
  await page.locator("select[name=device]").selectOption("148");
}

/** A phone in Russian: 390 × 844, touch, the page's language chosen before signing in. */
async function russianPhone(browser: Browser, e2e: ReturnType<typeof useBrowserSuite>) {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    locale: "ru-RU",
  });
  const page = await context.newPage();
  await page.goto(e2e.url("/"));
  await page.evaluate(() => localStorage.setItem("portal.lang", "ru"));
  await signIn({ ...e2e, page }, "demo.company");
  return { context, page };
}

describe("the verification form without traps (browser, demo register)", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

  it("at 1366 px in Uzbek: the register's notice in sight, its lines first with their serial numbers, and a device chosen but not added counted and sent", async function () {
    this.timeout(120_000);
    const { page } = e2e;
    await page.setViewportSize(DESKTOP);
    await signIn(e2e, "demo.company");
    await applyForDue(page, e2e.url);

    const notice = page.getByTestId("register-prefill");
    expect(await notice.innerText()).to.include("Ariza reyestrdan toʻldirildi");
    expect(await inSightUncovered(notice), "the notice, uncovered in the first screen").to.equal(true);
    expect(await scrollsSideways(page)).to.equal(false);

    // The prefilled lines come first, each with the serial numbers of its instruments; the editor follows.
    const prefilled = await lines(page).count();
    expect(prefilled).to.be.greaterThan(0);
    for (const text of await lines(page).allInnerTexts()) expect(text).to.match(/Zavod raqami: DM-\d+/);
    const listBox = await page.getByTestId("application-list").boundingBox();
    const editorBox = await page.getByTestId("line-editor").boundingBox();
    expect(
      listBox && editorBox && listBox.y + listBox.height <= editorBox.y,
      "the list above the editor",
    ).to.equal(true);
    expect(await page.getByTestId("line-editor").locator("legend").innerText()).to.equal(
      `Qurilma qoʻshish (№ ${prefilled + 1})`,
    );

    // A device chosen in the editor but not added counts in the total, which says so.
    const before = tiyin(await total(page).innerText());
    await chooseCalibration(page);
    await page.getByTestId("pending-counted").waitFor();
    expect(await page.getByTestId("pending-counted").innerText()).to.include(`№${prefilled + 1}`);
    expect(tiyin(await total(page).innerText())).to.equal(before + CALIBRATION.totalWithVat);
    const shown = await total(page).innerText();

    await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
    await page.getByLabel("Filial").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Rekvizitni tanlash" }).click();
    await dialog(page).getByRole("button", { name: "Tanlash" }).first().click();
    await acceptOffer(page);
    await page.getByRole("button", { name: "Yuborish", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
    const first = page.getByTestId("appeals-table").locator("tbody tr").first();
    await first.waitFor();
    // What was sent is what the bar said: every prefilled line and the one from the editor.
    expect(tiyin(await first.locator("td.num").last().innerText())).to.equal(tiyin(shown));
    const mine = await page.evaluate(async () => (await fetch("/api/my/appeals?limit=1")).json());
    const sent = await page.evaluate(
      async (id) => (await fetch(`/api/appeals/${id}`)).json(),
      mine.data[0].id,
    );
    expect(sent.data.devices).to.have.length(prefilled + 1);
    expect(sent.data.devices.at(-1)).to.include({ device_id: 148, type_id: 7, amount: 1 });
  });

  it("on a 390 px touch phone in Russian: the notice in sight, lines as cards, a half-chosen line stops the sending with what it lacks", async function () {
    this.timeout(120_000);
    const browser = e2e.page.context().browser();
    if (!browser) throw new Error("no browser");
    const { context, page } = await russianPhone(browser, e2e);
    try {
      await applyForDue(page, e2e.url);
      const notice = page.getByTestId("register-prefill");
      expect(await notice.innerText()).to.include("Заявка заполнена из реестра");
      expect(await inSightUncovered(notice), "the notice, uncovered in the first screen").to.equal(true);
      expect(await scrollsSideways(page)).to.equal(false);

      // Each line is a card whose prices, serial numbers and buttons stand inside the screen.
      const count = await lines(page).count();
      for (let i = 0; i < count; i++) {
        const line = lines(page).nth(i);
        await line.scrollIntoViewIfNeeded();
        expect(await line.innerText()).to.match(/Заводской номер: DM-\d+/);
        for (const part of [
          line.locator("td.num").last(),
          line.getByRole("button", { name: "Изменить" }),
          line.getByRole("button", { name: "Удалить" }),
        ]) {
          const box = await part.boundingBox();
          expect(box, `line ${i + 1}`).to.not.equal(null);
          expect(
            (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width,
            `line ${i + 1}`,
          ).to.equal(true);
        }
      }
      expect(await scrollsSideways(page)).to.equal(false);

      // A type chosen but no device: sending stops and says which line lacks what.
      const before = tiyin(await total(page).innerText());
      await page.locator("select[name=type]").selectOption("7");
      await page.getByRole("button", { name: "Отправить", exact: true }).tap();
      const n = count + 1;
      const errors = page.locator(".application-form__errors li");
      await errors.first().waitFor();
      expect(await errors.allInnerTexts()).to.include.members([
        `Устройство №${n}:Не добавлено в список: заполните или очистите его`,
        `Устройство №${n}:Выберите устройство`,
      ]);
      expect(new URL(page.url()).pathname).to.equal("/applications/verification");
      // The editor's own message stands above the sticky total, not under it.
      const lineError = page
        .getByTestId("line-editor")
        .locator("xpath=following-sibling::div[1]//li")
        .first();
      await lineError.scrollIntoViewIfNeeded();
      expect(await inSightUncovered(lineError), "the line's message, uncovered").to.equal(true);
      expect(tiyin(await total(page).innerText())).to.equal(before);

      // Once the device is chosen the line counts, and the bar says so.
      await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
      await page.locator("select[name=device]").selectOption("148");
      await page.getByTestId("pending-counted").waitFor();
      expect(tiyin(await total(page).innerText())).to.equal(before + CALIBRATION.totalWithVat);
      expect(await scrollsSideways(page)).to.equal(false);
    } finally {
      await context.close();
    }
  });
});
