import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";

/** The documentation's screenshots, which the README and docs/ show. */
export const DOC_SCREENSHOTS = join(import.meta.dirname, "..", "..", "..", "docs", "screenshots");

/**
 * Whether this run writes them: `npm run screenshots` runs the browser suite with
 * `PORTAL_SCREENSHOTS=1`. `npm test` leaves them alone: a test run then changes no file of the
 * checkout, and spends no time encoding some eighty full-page pictures nobody looks at.
 */
export const writesDocScreenshots = (): boolean => process.env.PORTAL_SCREENSHOTS === "1";

/** Saves `docs/screenshots/<name>.png` of a page (the whole page with `fullPage`) or of one part of it, when this run writes them. */
export async function docScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { readonly fullPage?: boolean } = {},
): Promise<void> {
  if (!writesDocScreenshots()) return;
  mkdirSync(DOC_SCREENSHOTS, { recursive: true });
  const path = join(DOC_SCREENSHOTS, `${name}.png`);
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
