import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";

const require = createRequire(import.meta.url);
/**
 * axe-core's browser bundle: evaluated by the test in the page (through the DevTools protocol,
 * which the page's Content-Security-Policy does not govern), never shipped to users.
 */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export const WIDTHS = { phone: 375, desktop: 1366 } as const;

interface AxeResult {
  readonly violations: readonly {
    readonly id: string;
    readonly impact: string | null;
    readonly help: string;
    readonly nodes: readonly { readonly target: readonly unknown[] }[];
  }[];
}

/**
 * Counts the page's requests in flight (the portal asks its server with `fetch`), once per
 * document: a second copy of the script leaves the first in charge. It wraps fetch and changes
 * nothing it answers.
 */
const COUNT_REQUESTS = `(() => {
  if ("__requestsInFlight" in window) return;
  const own = window.fetch.bind(window);
  let inFlight = 0;
  window.fetch = (...args) => {
    inFlight += 1;
    return own(...args).finally(() => {
      inFlight -= 1;
    });
  };
  Object.defineProperty(window, "__requestsInFlight", { get: () => inFlight });
})();`;

/**
 * Makes every page of this browser context count its requests in flight, for `settledState`:
 * the browser suites install it on every context they open (harness.ts, journey.ts).
 */
export async function countRequestsInFlight(target: Page | BrowserContext): Promise<void> {
  // A script of its own, as written: the test's compiler would add helpers the page does not have.
  await target.addInitScript({ content: COUNT_REQUESTS });
}

/**
 * The page has stopped asking the server for things and shows no spinner, as seen from inside it
 * at each frame, and its fonts are in: what it shows is what it will show. A state, not the half
 * second of network quiet Playwright's "networkidle" waits for on every call. A page without the
 * counter (a document opened outside the suites' contexts) falls back to that quiet.
 */
export async function settledState(page: Page): Promise<void> {
  if (!(await page.evaluate(() => "__requestsInFlight" in window)))
    await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      ((window as { __requestsInFlight?: number }).__requestsInFlight ?? 0) === 0 &&
      document.querySelector(".page-loading, .spinner") === null,
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Waits until the page has rendered all it loads: no request in flight, no spinner, a heading
 * of its own. A state, never a time. The heading is looked for at every frame: a locator's wait
 * polls less and less often (Playwright's backoff ends at 500 ms), and a page that renders its
 * heading 300 ms after loading was seen 800 ms after, which was most of the audit's time.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => [...document.querySelectorAll("main h1, main h2")].some((heading) => heading.checkVisibility()),
    undefined,
    { polling: "raf" },
  );
  await settledState(page);
}

/**
 * A path no route of the UI names: its not-found page stands between two pages reached in the
 * app, so the next page is mounted afresh even when it is the same route with another id.
 */
const BETWEEN_PAGES = "/__audit/between-pages";

/**
 * Opens a path inside the running app, as its own links do (the router hears a history
 * entry), and waits until a heading of the new page is shown and the page has settled. The
 * headings shown before are marked, so the old page's heading is never taken for the new one.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  for (const to of [BETWEEN_PAGES, path]) {
    await page.evaluate((target) => {
      for (const heading of document.querySelectorAll("main h1, main h2"))
        heading.setAttribute("data-audit-left", "");
      const entry = {
        usr: null,
        key: Math.random().toString(36).slice(2, 10),
        idx: (history.state?.idx ?? 0) + 1,
      };
      history.pushState(entry, "", target);
      dispatchEvent(new PopStateEvent("popstate", { state: entry }));
    }, to);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("main h1, main h2")].some(
          (heading) => !heading.hasAttribute("data-audit-left") && heading.checkVisibility(),
        ),
      undefined,
      { polling: "raf" },
    );
  }
  await settledState(page);
  const shown = await page.evaluate(() => location.pathname + location.search);
  if (shown !== path) throw new Error(`opening ${path} in the app ended on ${shown}`);
}

/** The page's WCAG 2 A/AA violations, one line each: the rule, its impact and where. */
export async function auditPage(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    WCAG_TAGS,
  )) as AxeResult;
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(" "))
        .join(", ")}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ""}`,
  );
}
