// Mocha's --require for the UI tests: a DOM (jsdom) for the component tests, React's act
// environment, and i18next started once with a storage the tests can read.
import globalJsdom from "global-jsdom";
import { loadAllTables } from "../../src/api/call";
import { loadLanguage, setUpI18n } from "../../src/i18n";
import { memoryStorage } from "./memoryStorage";

globalJsdom(undefined, { url: "http://portal.test/", pretendToBeVisual: true });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const testStorage = memoryStorage();

/**
 * Mocha's root hook: i18next started, both languages' words and the call tables at hand before any test (tests
 * switch with i18n.changeLanguage directly too). A hook, not a top-level await, so that this
 * file stays in the module system the tests are loaded in, and they share one i18next.
 */
export const mochaHooks = {
  async beforeAll() {
    await setUpI18n(testStorage);
    await loadLanguage("ru");
    // The pages load their call tables on their first call; here they are loaded before any test.
    await loadAllTables();
  },
};
