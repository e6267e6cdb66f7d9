// Mocha's --require for the UI tests: a DOM (jsdom) for the component tests, React's act
// environment, and i18next started once with a storage the tests can read.
import globalJsdom from "global-jsdom";
import { setUpI18n } from "../../src/i18n";
import { memoryStorage } from "./memoryStorage";

globalJsdom(undefined, { url: "http://portal.test/", pretendToBeVisual: true });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const testStorage = memoryStorage();
setUpI18n(testStorage);
