import { expect } from "chai";
import type { Page } from "playwright-core";
import { type BrowserSession, openBrowser } from "@portal/testkit/chromium";
import { postJson } from "./support/api";
import { useBrowserSuite } from "./support/harness";
import { PageGuard } from "./support/pageGuard";

/**
 * The page guard every browser test runs under, watched on a browser of its own (the suite's
 * guard would fail these tests for what they provoke on purpose).
 */
describe("the page guard of the browser tests", () => {
  const e2e = useBrowserSuite();
  let own: BrowserSession | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });

  /** A fresh browser on the portal's home page, watched by a new guard. */
  async function watched(): Promise<{ page: Page; guard: PageGuard }> {
    own = await openBrowser();
    const guard = new PageGuard(own.context);
    await own.page.goto(e2e.url("/"));
    return { page: own.page, guard };
  }

  /** The page's GET of a path, with the guard's sight of its answer awaited. */
  const fetchFrom = (page: Page, path: string) =>
    Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
      page.evaluate(async (p) => (await fetch(p)).status, path),
    ]);

  it("reports a refused request by its method, path, status and page", async () => {
    const { page, guard } = await watched();
    const [, status] = await fetchFrom(page, "/api/contracts");
    expect(status).to.equal(401);
    expect(guard.problems()).to.deep.equal(["refused: GET /api/contracts → 401 (on /)"]);
    expect(() => guard.verdict()).to.throw("refused: GET /api/contracts → 401");
  });

  it("reports a console error and an error the page does not catch", async () => {
    const { page, guard } = await watched();
    await Promise.all([
      page.waitForEvent("console", (entry) => entry.text() === "guard check: logged"),
      page.evaluate(() => console.error("guard check: logged")),
    ]);
    await Promise.all([
      page.waitForEvent("pageerror"),
      page.evaluate(() => {
        setTimeout(() => {
          throw new Error("guard check: thrown");
        });
      }),
    ]);
    expect(guard.problems()).to.deep.equal([
      `console error: guard check: logged (on ${e2e.url("/")})`,
      "uncaught in the page: guard check: thrown",
    ]);
  });

  it("passes an allowed refusal, names one that never came, and takes a 422 as an answer", async () => {
    const { page, guard } = await watched();
    guard.allowRefusal({ status: 401, method: "GET", path: /^\/api\/contracts$/ });
    guard.allowRefusal({ status: 403, method: "GET", path: "/api/staff/appeals" });
    await fetchFrom(page, "/api/contracts");
    // The feedback form's empty send: a validation answer, which Chromium logs as a console error.
    const [, invalid] = await Promise.all([
      page.waitForEvent("console", (entry) => entry.text().includes("status of 422")),
      postJson(page, "/apply", {}),
    ]);
    expect(invalid.status).to.equal(422);
    expect(guard.problems()).to.deep.equal(["an allowed refusal never happened: 403 GET /api/staff/appeals"]);
  });
});
