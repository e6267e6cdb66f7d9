import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** The machine's own Chromium (Debian's package, see scripts/ensure-chromium.sh); never a downloaded one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * What the browser tests drive: Debian's build of Chromium's headless shell (the package
 * `chromium-headless-shell`, the same engine without the browser's windowing and UI layers,
 * which Playwright's own headless runs use too), where installed; the full Chromium otherwise.
 * It took about 40 % less CPU for the same tests, the suite's largest cost (docs/decisions.md).
 * The benchmark's cold first visits keep the full browser a visitor has (`openColdBrowser`).
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM);

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;

/**
 * The test browser's own: the GPU thread (software compositing here) inside the browser process
 * rather than a process of its own, which spared about a tenth of Chromium's CPU per test
 * (docs/decisions.md). The benchmark's cold browser keeps a visitor's process layout.
 */
const TEST_FLAGS = ["--in-process-gpu"] as const;

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  readonly viewport?: { width: number; height: number };
  readonly locale?: string;
  readonly timeoutMs?: number;
}

const DEFAULTS = { viewport: { width: 1280, height: 900 }, locale: "uz-UZ", timeoutMs: 15_000 } as const;

/**
 * One launched Chromium for the whole process, started on first use: launching one takes
 * seconds, a new context on it a fraction of one. A test run holds it open between tests
 * (`holdBrowser`, a root hook) and closes it at its end (`closeBrowser`); otherwise (a script)
 * it closes a second after its last session, so the process can exit.
 */
let shared: Promise<Browser> | undefined;
let sessions = 0;
let held = false;
let idle: NodeJS.Timeout | undefined;
const IDLE_CLOSE_MS = 1000;

function browser(): Promise<Browser> {
  if (!shared) {
    const launched = chromium.launch({
      executablePath: TEST_CHROMIUM,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...TEST_FLAGS],
    });
    shared = launched;
    // A browser that crashed or was closed is launched again by the next session.
    launched.then(
      (b) =>
        b.on("disconnected", () => {
          if (shared === launched) shared = undefined;
        }),
      () => {
        if (shared === launched) shared = undefined;
      },
    );
  }
  return shared;
}

/** Keeps the shared browser open between sessions until `closeBrowser` (a test runner's root hook). */
export function holdBrowser(): void {
  held = true;
}

/** Closes the shared browser, if one was launched. */
export async function closeBrowser(): Promise<void> {
  held = false;
  clearTimeout(idle);
  const closing = shared;
  shared = undefined;
  const launched = await closing?.catch(() => undefined);
  await launched?.close().catch(() => undefined);
}

/**
 * A fresh browser context with one page on the process's shared Chromium: no cookie, storage,
 * cache or remembered language leaks from one test into the next, as with a fresh profile.
 * Used by the e2e suites and the screenshot scripts.
 */
export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  clearTimeout(idle);
  sessions += 1;
  try {
    const context = await (await browser()).newContext({
      viewport: options.viewport ?? DEFAULTS.viewport,
      locale: options.locale ?? DEFAULTS.locale,
    });
    context.setDefaultTimeout(options.timeoutMs ?? DEFAULTS.timeoutMs);
    const page = await context.newPage();
    let closed = false;
    return {
      context,
      page,
      async close() {
        if (closed) return;
        closed = true;
        await context.close().catch(() => undefined);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function release(): void {
  sessions -= 1;
  if (sessions > 0 || held) return;
  clearTimeout(idle);
  idle = setTimeout(() => {
    if (sessions === 0 && !held) void closeBrowser();
  }, IDLE_CLOSE_MS);
}

/**
 * Chromium launched for this session alone, with a fresh profile (its own --user-data-dir,
 * removed on close): a cold browser, as a visitor's first page meets it. The benchmark's
 * browser figures use it, so a measurement never pays for or profits from another's state.
 */
export async function openColdBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), "portal-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    viewport: options.viewport ?? DEFAULTS.viewport,
    locale: options.locale ?? DEFAULTS.locale,
  });
  context.setDefaultTimeout(options.timeoutMs ?? DEFAULTS.timeoutMs);
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
