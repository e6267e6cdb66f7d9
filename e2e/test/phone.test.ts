import { expect } from "chai";
import type { Page } from "playwright-core";
import { WIDTHS, waitForSettledPage } from "./support/audit";
import { signIn, useBrowserSuite } from "./support/harness";
import { expectVisibleFocus, focused, tabTo } from "./support/keyboard";

const PHONE = { width: WIDTHS.phone, height: 812 };
/** The narrowest and widest phones of issue 18, and the audit's. */
const PHONE_WIDTHS = [360, WIDTHS.phone, 414] as const;

/** Whether the page scrolls sideways: wider than the window it is shown in. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

const menuButton = (page: Page) => page.getByRole("button", { name: "Menyu" });
const navigation = (page: Page) => page.getByRole("navigation", { name: "Asosiy menyu" });

describe("the portal on a phone (375 px)", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

  it("folds the navigation behind a menu button that the keyboard opens and Escape closes", async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await signIn(e2e, "demo.company");
    await waitForSettledPage(page);
    expect(await navigation(page).isVisible()).to.equal(false);
    expect(await menuButton(page).getAttribute("aria-expanded")).to.equal("false");
    const controlled = (await menuButton(page).getAttribute("aria-controls"))?.split(" ") ?? [];
    expect(controlled).to.include(await page.locator("#site-menu").getAttribute("id"));

    await page.locator("body").focus();
    await tabTo(page, /^button\|.*Menyu/);
    await page.keyboard.press("Enter");
    expect(await menuButton(page).getAttribute("aria-expanded")).to.equal("true");
    await navigation(page).waitFor();
    // The menu's links come next in the tab order; Escape closes and gives the focus back.
    await tabTo(page, /^a\|.*Mening arizalarim/);
    await page.keyboard.press("Escape");
    expect(await navigation(page).isVisible()).to.equal(false);
    expect(await focused(page)).to.match(/^button\|.*Menyu/);
    await expectVisibleFocus(page);

    // Space opens it too, and a followed link closes it on the page it leads to.
    await page.keyboard.press("Space");
    await tabTo(page, /^a\|.*Mening arizalarim/);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/application/expected");
    // The header learns of the new page once its code has loaded: wait for that state.
    await page.locator("[data-testid=menu-button][aria-expanded=false]").waitFor();
    expect(await navigation(page).isVisible()).to.equal(false);
  });

  it("keeps the language switch and sign-out in the menu, the bell on the bar", async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await signIn(e2e, "demo.person");
    // The customer's bell stays in sight with the menu closed.
    await page.getByTestId("notification-bell").waitFor();
    expect(await page.getByRole("button", { name: "Chiqish" }).isVisible()).to.equal(false);
    expect(await page.locator(".lang-switch").isVisible()).to.equal(false);
    // Opened at once, maybe before the cabinet's code has come in: the router's late commit of
    // the new address does not close it under the reader's finger.
    await menuButton(page).click();
    await page.getByRole("heading", { name: "Shaxsiy kabinet", level: 1 }).waitFor();
    expect(await menuButton(page).getAttribute("aria-expanded")).to.equal("true");
    await page.getByRole("button", { name: "Chiqish" }).waitFor();
    await page.getByTestId("user-name").waitFor();
    await page.locator(".lang-switch").waitFor();
  });

  it("never scrolls a main page sideways at 360, 375 or 414 px, the menu open or closed", async () => {
    const { page } = e2e;
    const wide: string[] = [];
    // Each page is loaded once and looked at in every width: the layout is CSS alone, a resize is enough.
    const visit = async (paths: readonly string[]) => {
      for (const path of paths) {
        await page.setViewportSize({ ...PHONE, width: PHONE_WIDTHS[0] });
        await page.goto(e2e.url(path));
        await waitForSettledPage(page);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ ...PHONE, width });
          if (await scrollsSideways(page)) wide.push(`${path} at ${width} px`);
          // The open menu must fit too.
          await menuButton(page).click();
          await navigation(page).waitFor();
          if (await scrollsSideways(page)) wide.push(`${path} at ${width} px (menu open)`);
          await menuButton(page).click();
          await navigation(page).waitFor({ state: "hidden" });
        }
      }
    };
    await visit(["/", "/login", "/feedback", "/offer", "/check"]);
    await signIn(e2e, "demo.company");
    await visit([
      "/cabinet",
      "/self-devices",
      "/application/expected",
      "/notifications",
      "/applications/new",
      "/applications/verification",
      "/applications/kompleks",
    ]);
    await page.context().clearCookies();
    await signIn(e2e, "demo.staff");
    await visit(["/staff", "/staff/new", "/recognition/contract/new"]);
    expect(wide).to.deep.equal([]);
  });

  it("keeps the verification form's total in sight while a long list of lines scrolls by", async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await signIn(e2e, "demo.company");
    // Every instrument of the demo register, taken into the form as one line each.
    const register = (await page.evaluate(async () =>
      (await fetch("/self-devices/page?limit=100", { headers: { Accept: "application/json" } })).json(),
    )) as { data: { id: number }[] };
    await page.goto(
      e2e.url(`/applications/verification?register=${register.data.map((e) => e.id).join(",")}`),
    );
    await page.getByTestId("register-prefill").waitFor();
    const lines = page.getByTestId("application-list").locator("tbody tr");
    await lines.first().waitFor();
    const count = await lines.count();
    const list = await page.getByTestId("application-list").boundingBox();
    // The list is longer than the window: without the sticky total it would sit below the fold.
    expect(list?.height ?? 0, `${count} lines`).to.be.greaterThan(PHONE.height);
    for (const index of [0, Math.floor(count / 2), count - 1]) {
      await lines.nth(index).scrollIntoViewIfNeeded();
      expect(await totalInSight(page), `scrolled to line ${index + 1} of ${count}`).to.equal(true);
    }
  });

  it("shows a data table as cards, each cell under its column's name", async () => {
    const { page } = e2e;
    await page.setViewportSize(PHONE);
    await signIn(e2e, "demo.company");
    for (const [path, table, labelled] of [
      ["/application/expected", "appeals-table", undefined],
      ["/cabinet", "accounts-table", undefined],
      // The register's card is short (device, state, serial number, next date; the rest in its
      // details): the two figures carry their column's name, the device and its state speak for themselves.
      ["/self-devices", "self-devices-table", ["Zavod raqami", "Keyingi tekshiruv sanasi ↑"]],
    ] as const) {
      await page.goto(e2e.url(path));
      await waitForSettledPage(page);
      await page.getByTestId(table).locator("tbody tr").first().waitFor();
      const cards = await cardsOf(page, table, labelled);
      expect(cards.headerHidden, `${path}: the header row is for screen readers only`).to.equal(true);
      expect(cards.rows, path).to.be.greaterThan(1);
      expect(cards.faults, path).to.deep.equal([]);
    }
    // The staff's inbox: a customer's name and TIN, and an actions cell of a note and buttons.
    await page.context().clearCookies();
    await signIn(e2e, "demo.staff", "/staff");
    await waitForSettledPage(page);
    await page.getByTestId("inbox-table").locator("tbody tr").first().waitFor();
    const inbox = await cardsOf(page, "inbox-table");
    expect(inbox.rows, "/staff").to.be.greaterThan(1);
    expect(inbox.faults, "/staff").to.deep.equal([]);
  });
});

/** Whether the form's total is inside the window and on top there (no line, no header covers it). */
function totalInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const total = document.querySelector(".form-total");
    if (!total) return false;
    const box = total.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) return false;
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return onTop !== null && total.contains(onTop);
  });
}

/**
 * How a data table is laid out: whether its header row is hidden from sight, its body rows, and
 * what is wrong with them as cards (a row wider than the window, a link, button, field or text
 * standing outside its card, a part of a value standing under its column's name, a cell not
 * shown as a block of its own, a cell whose shown label is not its column's name: every named
 * column's, or the `labelled` columns' only).
 */
function cardsOf(page: Page, testId: string, labelled?: readonly string[]) {
  return page.evaluate(
    ({ id, labelled }) => {
      const table = document.querySelector(`[data-testid="${id}"]`);
      if (!table) return { headerHidden: false, rows: 0, faults: [`no table ${id}`] };
      const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
      const head = table.querySelector("thead")?.getBoundingClientRect();
      const rows = [...table.querySelectorAll("tbody tr")];
      const faults: string[] = [];
      rows.forEach((row, r) => {
        const card = row.getBoundingClientRect();
        if (card.width > window.innerWidth) faults.push(`row ${r + 1} is wider than the window`);
        // Nothing of a card stands outside it, where the card's edge would cut it off.
        for (const part of row.querySelectorAll("a, button, input, select, span")) {
          const box = part.getBoundingClientRect();
          if (box.width > 0 && (box.left < card.left - 1 || box.right > card.right + 1))
            faults.push(
              `row ${r + 1}: "${part.textContent?.trim() || part.getAttribute("placeholder")}" stands outside its card`,
            );
        }
        [...row.querySelectorAll("td")].forEach((cell, c) => {
          const header = headers[c] ?? "";
          if (getComputedStyle(cell).display === "table-cell")
            faults.push(`row ${r + 1} cell ${c + 1} is a table cell`);
          if (cell.scrollWidth > cell.clientWidth + 1)
            faults.push(`row ${r + 1} cell ${c + 1}: "${cell.textContent?.trim()}" runs out of its card`);
          // A labelled cell's value stands in the value column, every part of it.
          const style = getComputedStyle(cell);
          if (style.display === "grid" && cell.hasAttribute("data-label")) {
            const [nameColumn = 0] = style.gridTemplateColumns.split(" ").map(Number.parseFloat);
            const valueStarts =
              cell.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft) + nameColumn;
            for (const part of cell.children)
              if (part.getBoundingClientRect().left < valueStarts)
                faults.push(
                  `row ${r + 1} cell ${c + 1}: "${part.textContent?.trim()}" stands under the column's name`,
                );
          }
          if (header === "" || (labelled && !labelled.includes(header))) return;
          // The shown label is the column's name: all of a header of words, the words of a sort button's.
          const content = getComputedStyle(cell, "::before").content;
          const label = content.startsWith('"') ? (JSON.parse(content) as string) : "";
          if (label === "" || !header.includes(label))
            faults.push(`row ${r + 1} cell ${c + 1} is labelled ${content}, not "${header}"`);
        });
      });
      return { headerHidden: (head?.height ?? 0) <= 1 && (head?.width ?? 0) <= 1, rows: rows.length, faults };
    },
    { id: testId, labelled },
  );
}
