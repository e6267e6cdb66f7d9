import { expect } from "chai";
import type { Page } from "playwright-core";
import { signIn, useBrowserSuite } from "./support/harness";

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const table = (page: Page) => page.getByTestId("self-devices-table");
const entries = (page: Page) => table(page).locator("tbody tr.register-row");

/** The widths that scroll sideways when the first is larger: the page's and the table's box. */
const widths = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as Element;
    const box = document.querySelector('[data-testid="self-devices-table"]')?.parentElement as Element;
    return {
      page: { scroll: root.scrollWidth, client: root.clientWidth },
      table: { scroll: box.scrollWidth, client: box.clientWidth },
    };
  });

describe("the register reads instrument-first (browser, demo data)", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

  it("fits a 1366 px screen in Uzbek: nothing scrolls sideways, the next date and the actions in sight, the owner said once", async () => {
    const { page } = e2e;
    await page.setViewportSize(DESKTOP);
    await signIn(e2e, "demo.company", "/self-devices");
    // The demo company's 28 instruments, one page (4 + 8 + 4 + 10 + 2 by due state).
    await entries(page).nth(27).waitFor();
    const shown = await widths(page);
    expect(shown.page.scroll, "the page's width").to.be.at.most(shown.page.client);
    expect(shown.table.scroll, "the table's width").to.be.at.most(shown.table.client);
    const outside = await entries(page).evaluateAll((rows) =>
      rows.flatMap((row) =>
        [".register-cell--next", ".register-cell--actions"].flatMap((cell) => {
          const box = row.querySelector(cell)?.getBoundingClientRect();
          return box && box.left >= 0 && box.right <= window.innerWidth && box.width > 0
            ? []
            : [`${row.getAttribute("data-device")} ${cell}`];
        }),
      ),
    );
    expect(outside).to.deep.equal([]);

    // The company, its tax id and parent organisation stand once above the table, in no row.
    const owner = page.getByTestId("register-owner");
    expect(await owner.textContent())
      .to.include("Demo Metall MChJ")
      .and.include("301234567")
      .and.include("Yuqori turuvchi tashkilot");
    expect(await table(page).getByText("Demo Metall MChJ").count()).to.equal(0);
    // A row is a line or two, not five: the page is no longer thousands of pixels tall.
    const tallest = Math.max(
      ...(await entries(page).evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))),
    );
    expect(tallest).to.be.below(80);

    // An entry's other columns open under it, and the table still fits.
    const first = entries(page).first();
    const toggle = first.getByRole("button", { name: /^Batafsil/ });
    expect(await toggle.getAttribute("aria-expanded")).to.equal("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).to.equal("true");
    const details = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await details.waitFor();
    expect(await details.textContent())
      .to.include("Ishlab chiqarilgan davlat")
      .and.include("Qurilma kodi")
      .and.include("Tekshiruv sanasi")
      .and.include("Qurilma joylashgan hudud");
    const opened = await widths(page);
    expect(opened.table.scroll).to.be.at.most(opened.table.client);
    await toggle.click();
    await details.waitFor({ state: "detached" });
  });

  it("shows an instrument card on a 390 px touch screen's first screen in Russian, its details one tap away", async () => {
    const browser = e2e.page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: "ru-RU",
    });
    try {
      const page = await context.newPage();
      await page.goto(e2e.url("/"));
      await page.evaluate(() => localStorage.setItem("portal.lang", "ru"));
      await signIn({ ...e2e, page }, "demo.company");
      await page.goto(e2e.url("/self-devices"));
      await page.getByRole("heading", { name: "Мои средства измерений" }).waitFor();
      const card = entries(page).first();
      await card.waitFor();
      const device = card.locator(".register-cell--device");
      expect((await device.textContent())?.trim()).not.to.equal("");
      const box = await device.boundingBox();
      expect(box, "the first card's device name").not.to.equal(null);
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).to.be.at.most(PHONE.height);
      // The card is short: the device, its serial number, state and next date, no fourteen fields.
      expect((await card.boundingBox())?.height).to.be.below(200);
      for (const cell of [".register-cell--serial", ".register-cell--state", ".register-cell--next"])
        expect(await card.locator(cell).isVisible(), cell).to.equal(true);
      expect(await card.locator(".register-cell--next").textContent()).to.match(/^\d\d\.\d\d\.\d{4}$/);
      expect(await card.textContent()).not.to.include("Страна производства");
      const shown = await widths(page);
      expect(shown.page.scroll).to.be.at.most(shown.page.client);

      const toggle = card.getByRole("button", { name: /^Подробнее/ });
      expect(await toggle.getAttribute("aria-expanded")).to.equal("false");
      await toggle.tap();
      expect(await toggle.getAttribute("aria-expanded")).to.equal("true");
      const details = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await details.waitFor();
      expect(await details.textContent())
        .to.include("Страна производства")
        .and.include("Код устройства")
        .and.include("Дата поверки");
      // On a phone the entry's edit and delete wait in its details too.
      await details.getByRole("button", { name: "Изменить" }).waitFor();
      await details.getByRole("button", { name: "Удалить" }).waitFor();
      // The filters fold behind a button of their own on a phone, and open with a tap.
      const filters = page.getByRole("button", { name: /^Фильтры/ });
      expect(await page.getByTestId("filter-state").isVisible()).to.equal(false);
      await filters.tap();
      expect(await filters.getAttribute("aria-expanded")).to.equal("true");
      await page.getByTestId("filter-state").waitFor();
    } finally {
      await context.close();
    }
  });
});
