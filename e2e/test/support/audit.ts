import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

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
 * Waits until the page has rendered its content: no page-level spinner, no request running,
 * a heading of its own. A state, never a time.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator(".page-loading").first().waitFor({ state: "detached" });
  await page.locator("main h1, main h2").first().waitFor();
  await page.waitForLoadState("networkidle");
}

const COUNT_REQUESTS = `(() => {
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
 * Makes every page of this browser count its requests in flight (the portal asks its server with
 * `fetch`), for `waitForSettledPage`. The count wraps fetch and changes nothing it answers.
 */
export async function countRequestsInFlight(page: Page): Promise<void> {
  // A script of its own, as written: the test's compiler would add helpers the page does not have.
  await page.addInitScript({ content: COUNT_REQUESTS });
}

/**
 * Waits until the page has rendered all it loads, as seen from inside it at each frame: no
 * request in flight, no spinner, a heading of its own. Quicker than `waitForPage`, which waits
 * for the network to be quiet for half a second; needs `countRequestsInFlight` first.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as { __requestsInFlight?: number }).__requestsInFlight === 0 &&
      document.querySelector(".page-loading, .spinner") === null &&
      document.querySelector("main h1, main h2") !== null,
  );
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
