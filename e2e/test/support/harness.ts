import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";
import type { Locator, Page } from "playwright-core";
import { type BrowserSession, openBrowser } from "@portal/testkit/chromium";
import { type ProductionServices, startProductionServices } from "../../../server/test/support/services";
import type { Role } from "../../../ui/src/api/portal";
import { homeOf } from "../../../ui/src/session/roles";
import { countRequestsInFlight } from "./audit";
import { describeProblems, type ExpectedRefusal, PageGuard } from "./pageGuard";
import { startPortalWithUi, type TestPortal } from "./portal";

export const DEMO_PASSWORD = "Demo12345!";
const SCREENSHOTS = join(import.meta.dirname, "..", "..", "screenshots");

export interface E2e {
  readonly portal: TestPortal;
  readonly page: Page;
  /** The portal's address of a path. */
  url(path?: string): string;
  /**
   * This test provokes this refusal on purpose (a wrong password's 401, say): the page guard
   * lets it pass, and fails the test if it never happens.
   */
  allowRefusal(rule: ExpectedRefusal): void;
}

/**
 * Makes a test's body end with the page guard's verdict, so a page's refusal, server error or
 * console error fails that very test (a failing afterEach would instead stop the whole file).
 */
function endWithVerdict(test: Mocha.Test | undefined, guard: PageGuard): void {
  if (!test?.fn) return;
  // A retried test is a clone that carries the wrapper: wrap its own body again, not the wrapper.
  const body = unguarded.get(test.fn) ?? test.fn;
  if (body.length > 0) throw new Error(`"${test.title}": browser tests are async functions, without done`);
  const guarded = async function (this: Mocha.Context) {
    try {
      await (body as Mocha.AsyncFunc).call(this);
    } catch (error) {
      // What the pages did wrong often explains the failure: a refused request behind a blank page.
      const problems = guard.problems();
      if (error instanceof Error && problems.length > 0) error.message += `\n${describeProblems(problems)}`;
      throw error;
    }
    guard.verdict();
  };
  unguarded.set(guarded, body);
  test.fn = guarded;
}
const unguarded = new WeakMap<Mocha.Func | Mocha.AsyncFunc, Mocha.Func | Mocha.AsyncFunc>();

/**
 * Mocha hooks for a browser suite: one real server for the file (fresh data, the built UI;
 * the embedded profile, or with `production` FerretDB, MinIO and Redis, the run's shared ones
 * with a database, bucket and Redis database of the file's own), a fresh browser context on
 * the run's one Chromium for every test, the page guard on every test (see pageGuard.ts),
 * and a screenshot in e2e/screenshots/ of every test that fails.
 */
export function useBrowserSuite({
  production = false,
  env = {},
}: {
  readonly production?: boolean;
  /** More environment for the server (DEMO_DATA=on, say), read when the suite starts it (a hook before may fill it in). */
  readonly env?: NodeJS.ProcessEnv;
} = {}): E2e {
  let portal: TestPortal | undefined;
  let services: ProductionServices | undefined;
  let browser: BrowserSession | undefined;
  let guard: PageGuard | undefined;

  before(async function () {
    this.timeout(production ? 600_000 : 120_000);
    if (production) services = await startProductionServices(this);
    portal = await startPortalWithUi({ ...services?.env, ...env });
  });
  after(async function () {
    this.timeout(60_000);
    await portal?.stop();
    await services?.dispose();
  });

  beforeEach(async function () {
    browser = await openBrowser();
    // Installed before the first page loads: the page's own fetch counts its requests (settledState).
    await countRequestsInFlight(browser.context);
    guard = new PageGuard(browser.context);
    endWithVerdict(this.currentTest, guard);
  });
  afterEach(async function () {
    const test = this.currentTest;
    if (test?.state === "failed" && browser) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = test
        .fullTitle()
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .slice(0, 120);
      const path = join(SCREENSHOTS, `${name}.png`);
      await browser.page.screenshot({ path, fullPage: true }).catch(() => undefined);
      console.log(`    screenshot: ${path}`);
    }
    await browser?.close();
    browser = undefined;
    guard = undefined;
  });

  return {
    get portal() {
      if (!portal) throw new Error("the portal is not started");
      return portal;
    },
    get page() {
      if (!browser) throw new Error("no browser for this test");
      return browser.page;
    },
    url: (path = "/") => `${portal?.url}${path}`,
    allowRefusal(rule) {
      if (!guard) throw new Error("no browser for this test");
      guard.allowRefusal(rule);
    },
  };
}

/**
 * Signs in through the sign-in page (in Uzbek or Russian) and waits to land on the role's first page with the
 * signed-in user rendered in the header.
 */
export async function signInThroughForm(e2e: E2e, login: string, password = DEMO_PASSWORD): Promise<void> {
  const { page } = e2e;
  await page.goto(e2e.url("/login"));
  // The page in whichever language the browser chose before (Uzbek unless a test switched).
  await page.getByLabel(/Login|Логин/).fill(login);
  await page.getByLabel(/Parol|Пароль/).fill(password);
  await page
    .getByRole("button", { name: /^(Kirish|Войти)$/ })
    .last()
    .click();
  await page.waitForURL((url) => url.pathname !== "/login");
  await userShown(page);
}

/**
 * Signs in as a test's setup, not its subject: the sign-in call through the browser context
 * (its cookies are the page's), then the page `at`, or the one the form would have landed on,
 * the role's home. The form itself is walked by the sign-in tests and every journey
 * (`signInThroughForm`); here it would cost a page load in about a hundred tests, and the home
 * page one more in the forty that start elsewhere (docs/decisions.md).
 */
export async function signIn(e2e: E2e, login: string, at?: string): Promise<void> {
  const { page } = e2e;
  const request = page.context().request;
  const token = async () =>
    (await page.context().cookies(e2e.url("/"))).find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
  if ((await token()) === undefined) await request.get(e2e.url("/healthz"));
  const answer = await request.post(e2e.url("/auth/login"), {
    data: { login, password: DEMO_PASSWORD },
    headers: { "x-xsrf-token": decodeURIComponent((await token()) ?? "") },
  });
  expect(answer.status(), `signing in as ${login}: ${await answer.text()}`).to.equal(200);
  const { data } = (await answer.json()) as { data: { role: Role } };
  await page.goto(e2e.url(at ?? homeOf(data.role)));
  await userShown(page);
}

/**
 * The address changes before React renders the new user: until the header shows them, the
 * page (navigation, support phone) may still be the visitor's of the sign-in page.
 * Attached, not visible: on a phone the user's name waits behind the menu button.
 */
const userShown = (page: Page) => page.getByTestId("user-name").waitFor({ state: "attached" });

/**
 * Asserts an input's value when it is filled in from a server answer: waits (up to
 * `timeout` ms) for the value to become `expected`, then fails like chai's `equal` with the
 * last value read.
 */
export async function expectValue(locator: Locator, expected: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await locator.inputValue();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    actual = await locator.inputValue();
  }
  expect(actual, `the value of ${locator}`).to.equal(expected);
}

/** A toast with this text (the portal's non-blocking alert). */
export const toast = (page: Page, text: string) => page.locator(".toast__text", { hasText: text });

/** The open modal dialog (the top one). */
export const dialog = (page: Page) => page.getByRole("dialog").last();
