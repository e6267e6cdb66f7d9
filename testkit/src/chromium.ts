import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

/** The machine's own Chromium (Debian's package, see scripts/ensure-chromium.sh); never a downloaded one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * Headless Chromium with a fresh profile (its own --user-data-dir, removed on close), so
 * no cookie, session or remembered language leaks from one test or measurement into the
 * next. Used by the e2e suites and the benchmark's browser figures.
 */
export async function openBrowser(
  options: { viewport?: { width: number; height: number }; locale?: string; timeoutMs?: number } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), "portal-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? "uz-UZ",
  });
  context.setDefaultTimeout(options.timeoutMs ?? 15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
