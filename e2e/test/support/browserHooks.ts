// Mocha's --require for the browser suites (e2e/.mocharc.json): one Chromium per mocha process,
// held open between tests (each test gets a fresh context on it, see harness.ts). `npm test`
// runs the files in two worker processes (e2e/package.json: `--parallel --jobs 2`, the longest
// file, audit.test.ts, first so the two end together); there these hooks run around every
// file, and the worker's Chromium stays open for its next file until the worker exits
// (Playwright kills the browsers a process launched when it exits). Run serially (one file,
// `npx mocha test/x.test.ts`), they run once, and the browser is closed at the end.
import { closeBrowser, holdBrowser } from "@portal/testkit/chromium";

const inWorker = process.env.MOCHA_WORKER_ID !== undefined;

export const mochaHooks = {
  beforeAll() {
    holdBrowser();
  },
  async afterAll() {
    if (!inWorker) await closeBrowser();
  },
};
