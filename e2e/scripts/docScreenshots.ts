// The README's pictures: the main pages on the demo data, at a phone's 375 px and a
// desktop's 1366 px, in Uzbek, into docs/screenshots/ (what a reader sees first: the window,
// not the whole page). `npm run screenshots` builds the UI and runs this; commit the PNGs.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openBrowser } from "@portal/testkit/chromium";
import { WIDTHS, waitForSettledPage } from "../test/support/audit";
import { DEMO_PASSWORD } from "../test/support/harness";
import { startPortalWithUi } from "../test/support/portal";

const out = join(import.meta.dirname, "..", "..", "docs", "screenshots");
mkdirSync(out, { recursive: true });

const portal = await startPortalWithUi({ DEMO_DATA: "on" });
const base = portal.url;

/** One signed-in (or visitor's) walk: a name for each page and its address. */
interface Walk {
  readonly login?: string;
  readonly pages: (page: Page) => Promise<readonly (readonly [string, string])[]>;
}

/** The first appeal of a list in one of these statuses (the first of all without any). */
async function appealOf(
  page: Page,
  list: string,
  statuses: readonly string[] = [],
): Promise<number | undefined> {
  const answer = await page.evaluate(
    async (path) => (await fetch(path, { headers: { Accept: "application/json" } })).json(),
    list,
  );
  const appeals = (answer as { data: { id: number; status: string }[] }).data;
  return (statuses.length === 0 ? appeals[0] : appeals.find((a) => statuses.includes(a.status)))?.id;
}

const walks: readonly Walk[] = [
  {
    pages: async () => [
      ["home", "/"],
      ["sign-in", "/login"],
    ],
  },
  {
    login: "demo.company",
    pages: async (page) => [
      ["cabinet", "/cabinet"],
      ["register", "/self-devices"],
      ["my-applications", "/application/expected"],
      ["notifications", "/notifications"],
      ["verification-form", "/applications/verification"],
      ...[await appealOf(page, "/api/my/appeals?limit=50", ["completed"])]
        .filter((id) => id !== undefined)
        .map((id) => ["appeal-with-results", `/appeals/${id}`] as const),
    ],
  },
  {
    login: "demo.staff",
    pages: async (page) => [
      ["staff-inbox", "/staff"],
      ["staff-standards", "/staff/standards"],
      ...[await appealOf(page, "/api/staff/appeals?limit=50", ["contracted", "invoiced"])]
        .filter((id) => id !== undefined)
        .map((id) => ["staff-results", `/staff/appeals/${id}/results`] as const),
    ],
  },
];

for (const walk of walks) {
  for (const [size, width] of Object.entries(WIDTHS)) {
    const browser = await openBrowser({ viewport: { width, height: size === "phone" ? 812 : 900 } });
    const { page } = browser;
    await page.goto(base);
    await page.evaluate(() => localStorage.setItem("portal.lang", "uz"));
    if (walk.login) {
      await page.goto(`${base}/login`);
      await page.locator("input[name=login]").fill(walk.login);
      await page.locator("input[name=password]").fill(DEMO_PASSWORD);
      await page.locator("form button[type=submit]").click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    }
    for (const [name, path] of await walk.pages(page)) {
      await page.goto(`${base}${path}`);
      await waitForSettledPage(page);
      const file = join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`saved docs/screenshots/${name}-${width}.png`);
    }
    await browser.close();
  }
}

await portal.stop();
