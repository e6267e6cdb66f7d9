import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fillTemplate } from "@portal/domain/shared/messages";
import { expect } from "chai";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { countRequestsInFlight, settledState } from "./audit";
import { docScreenshot } from "./docScreenshot";
import { closeNoticesOver } from "./notices";
import { DEMO_PASSWORD } from "./harness";
import { PageGuard } from "./pageGuard";

/**
 * What the journeys of issue 27 share: a person on a screen (desktop or a phone held in the
 * hand) in one language, with their own browser context and page guard; the words they read,
 * taken from the UI's own translation files (so a changed word or apostrophe needs no change
 * here); and the checks of what a person sees at each key screen.
 */

export type Lang = "uz" | "ru";

export interface Screen {
  readonly name: "desktop" | "phone";
  readonly lang: Lang;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly touch: boolean;
}

/** A desktop in Uzbek, and a phone held in the hand (touch, the mobile viewport) in Russian. */
export const SCREENS: readonly Screen[] = [
  { name: "desktop", lang: "uz", viewport: { width: 1366, height: 900 }, touch: false },
  { name: "phone", lang: "ru", viewport: { width: 390, height: 844 }, touch: true },
];

const I18N = join(import.meta.dirname, "..", "..", "..", "ui", "src", "i18n");
type Tree = { readonly [key: string]: string | Tree };
const dictionaries: Record<Lang, Tree> = {
  uz: JSON.parse(readFileSync(join(I18N, "uz.json"), "utf8")) as Tree,
  ru: JSON.parse(readFileSync(join(I18N, "ru.json"), "utf8")) as Tree,
};

/** A UI text by its i18next key ("forms.send"), `{{name}}` filled in, as the page shows it. */
export function uiText(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = dictionaries[lang];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no ${lang} text "${key}" in the UI's translations`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** A template of the domain's catalogue filled in (`{n}`), as the server or page says it. */
export const domainText = (template: string, params: Record<string, string | number> = {}): string =>
  fillTemplate(template, params);

/** A text anywhere inside, exactly: a regular expression that matches it literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/**
 * Uzbek words of the interface that must not stand on a Russian page (their apostrophes as
 * either variant): application, save, status, send, device, contract, result, approve, serial.
 */
const UZBEK_WORDS =
  /\b(Ariza|Saqlash|Holati|Yuborish|Qurilma|Shartnoma|Natija|Tasdiqla|Zavod raqami|Yuklab olish|Qabul qilingan|so[ʻ'‘`]m)/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** One person of the journey: their own browser context (on the run's one Chromium) and page. */
export interface Person {
  readonly screen: Screen;
  readonly lang: Lang;
  readonly page: Page;
  readonly context: BrowserContext;
  readonly guard: PageGuard;
  /** A word of the page's language by its UI key. */
  t(key: string, params?: Record<string, string | number>): string;
  /** A click on a desktop, a tap on the phone. */
  press(locator: Locator): Promise<void>;
}

export async function openPerson(browser: Browser, screen: Screen): Promise<Person> {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.touch,
    hasTouch: screen.touch,
    locale: screen.lang === "ru" ? "ru-RU" : "uz-UZ",
  });
  // The person chose the language before, as the portal remembers it (a document without
  // storage, a downloaded file's, has none to set).
  await context.addInitScript((lang) => {
    try {
      localStorage.setItem("portal.lang", lang);
    } catch {}
  }, screen.lang);
  await countRequestsInFlight(context);
  const guard = new PageGuard(context);
  const page = await context.newPage();
  return {
    screen,
    lang: screen.lang,
    page,
    context,
    guard,
    t: (key, params) => uiText(screen.lang, key, params),
    press: (locator) => (screen.touch ? locator.tap() : locator.click()),
  };
}

/** Signs in through the sign-in page and waits for the role's first page with the user in the header. */
export async function signInAs(person: Person, baseUrl: string, login: string): Promise<void> {
  const { page } = person;
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(person.t("auth.login")).fill(login);
  await page.getByLabel(person.t("auth.password")).fill(DEMO_PASSWORD);
  await person.press(page.getByRole("button", { name: person.t("auth.signIn"), exact: true }).last());
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.getByTestId("user-name").waitFor({ state: "attached" });
}

/** Follows a link of the main navigation: on a phone, behind the menu button first. */
export async function navigate(person: Person, key: string): Promise<void> {
  const { page } = person;
  const link = page.locator("nav.main-nav").getByRole("link", { name: person.t(key), exact: true });
  const menu = page.getByTestId("menu-button");
  await menu.waitFor({ state: "attached" });
  // The router commits a new address (and the header closes its menu on it) only once the
  // page's code has come in: a menu opened before that closes under the finger. Seen on a
  // fresh sign-in at 390 px even after the network settled (not yet explained), so an open
  // menu that closed again is opened once more, up to three times.
  await settled(page);
  for (let attempt = 1; ; attempt++) {
    if (!(await link.isVisible())) {
      if ((await menu.getAttribute("aria-expanded")) !== "true") await person.press(menu);
      await page.locator("header.header--menu-open").waitFor();
    }
    try {
      await (person.screen.touch ? link.tap({ timeout: 5_000 }) : link.click({ timeout: 5_000 }));
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The page has stopped asking the server for things: what it shows is what it will show. */
export const settled = settledState;

/** Whether the element's box lies inside the viewport, and its centre is the element itself (nothing sticky over it). */
async function onScreen(locator: Locator): Promise<{ inside: boolean; covered: boolean; box: string }> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inside =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.top >= 0 &&
      rect.left >= 0 &&
      rect.bottom <= window.innerHeight &&
      rect.right <= window.innerWidth;
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const covered = !(top && (element === top || element.contains(top) || top.contains(element)));
    const over =
      covered && top
        ? `, under ${top.tagName.toLowerCase()}${top.className ? `.${String(top.className).split(" ").join(".")}` : ""} "${(top.textContent ?? "").trim().slice(0, 60)}"`
        : "";
    const box = `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${window.innerWidth}×${window.innerHeight}${over}`;
    return { inside, covered, box };
  });
}

/** The next action stands on the first screen, as the page opened, uncovered. */
export async function expectOnFirstScreen(person: Person, locator: Locator, what: string): Promise<void> {
  await locator.waitFor();
  await settled(person.page);
  await closeNoticesOver(locator);
  expect(await locator.isVisible(), `${what}: visible`).to.equal(true);
  const seen = await onScreen(locator);
  expect(seen.inside, `${what}: on the first screen (${seen.box})`).to.equal(true);
  expect(seen.covered, `${what}: not covered by anything (${seen.box})`).to.equal(false);
}

/** The next action is reached by scrolling to it, and then seen whole and uncovered. */
export async function expectReachable(person: Person, locator: Locator, what: string): Promise<void> {
  await locator.waitFor();
  await settled(person.page);
  await locator.scrollIntoViewIfNeeded();
  await closeNoticesOver(locator);
  expect(await locator.isVisible(), `${what}: visible`).to.equal(true);
  const seen = await onScreen(locator);
  expect(seen.inside, `${what}: inside the viewport once scrolled to (${seen.box})`).to.equal(true);
  expect(seen.covered, `${what}: not covered by anything (${seen.box})`).to.equal(false);
}

/**
 * What every key screen must be: no sideways scroll, and the main content in the page's
 * language only (on a Russian page none of the Uzbek interface words; on an Uzbek page no
 * Cyrillic letter), apart from `typed`, the data the person typed in.
 */
export async function expectScreenSound(person: Person, where: string, typed: readonly string[] = []) {
  const { page } = person;
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${where}: sideways scroll (${widths.scroll} > ${widths.inner})`).to.be.at.most(
    widths.inner,
  );
  let text = await page.locator("main").innerText();
  for (const data of typed) text = text.split(data).join(" ");
  const foreign = person.lang === "ru" ? UZBEK_WORDS.exec(text) : CYRILLIC.exec(text);
  const around = foreign ? text.slice(Math.max(0, foreign.index - 60), foreign.index + 60) : "";
  expect(foreign?.[0], `${where}: a word of the other language in "${around}"`).to.equal(undefined);
}

/** Saves the screen as `docs/screenshots/<journey>-<step>-<width>.png`, the whole page. */
export const shoot = (person: Person, journey: string, step: string): Promise<void> =>
  docScreenshot(person.page, `${journey}-${step}-${person.screen.viewport.width}`, { fullPage: true });

/**
 * Presses a document's download link as the person would and answers what came: the file's
 * first bytes (the browser's download), and the status and type the server answers for that
 * address in the person's session (a download emits no response event to read them from).
 */
export async function downloadByPress(
  person: Person,
  link: Locator,
): Promise<{ status: number; type: string; head: string }> {
  const { page } = person;
  const href = (await link.getAttribute("href")) ?? "";
  expect(href, "the link's address").to.not.equal("");
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent("download"), person.press(link)]);
  expect(await download.failure(), "the download").to.equal(null);
  const head = readFileSync(await download.path())
    .subarray(0, 5)
    .toString("latin1");
  const answer = await page.context().request.get(new URL(href, page.url()).href);
  return { status: answer.status(), type: answer.headers()["content-type"] ?? "", head };
}
