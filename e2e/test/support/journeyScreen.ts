import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@portal/domain/shared/constants";
import { type MessageKey, render } from "@portal/domain/shared/messages";
import { pdfText } from "@portal/testkit/pdfText";
import { expect } from "chai";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { countRequestsInFlight } from "./audit";
import { docScreenshot } from "./docScreenshot";
import { closeNoticesOver } from "./notices";
import { DEMO_PASSWORD, type E2e } from "./harness";
import { PageGuard } from "./pageGuard";

/**
 * What the journeys of issue 27 share: one screen (a desktop, or a phone held in the hand),
 * one browser context per person walking it (with the page guard on it), the page's words
 * from the UI's own i18n files and the domain catalogue, and the checks of what a person sees.
 */

export interface Screen {
  readonly width: number;
  readonly height: number;
  readonly touch: boolean;
  readonly lang: Language;
}

export const desktop = (lang: Language): Screen => ({ width: 1366, height: 900, touch: false, lang });
export const phone = (lang: Language): Screen => ({ width: 390, height: 844, touch: true, lang });

type Tree = { readonly [key: string]: string | Tree };
const catalogues: Record<Language, Tree> = {
  uz: JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "..", "..", "ui", "src", "i18n", "uz.json"), "utf8"),
  ),
  ru: JSON.parse(
    readFileSync(join(import.meta.dirname, "..", "..", "..", "ui", "src", "i18n", "ru.json"), "utf8"),
  ),
};

/** A UI text of the page's language, as i18next writes it ("a.b.c", with {{name}} filled in). */
export function uiText(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = catalogues[lang];
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`no UI text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** The words of one language: the UI's (`t`) and the domain catalogue's (`say`). */
export const wordsOf = (lang: Language) => ({
  t: (key: string, params?: Record<string, string | number>) => uiText(lang, key, params),
  say: (key: MessageKey, params?: Record<string, string | number>) => render({ key, params }, lang),
});

/** One person on the screen: their own browser context, signed in. */
export interface Person {
  readonly page: Page;
  readonly screen: Screen;
  /** A click on a desktop, a tap on a phone. */
  press(target: Locator): Promise<void>;
  close(): Promise<void>;
}

/** Every person's guard of a test: the verdict at the end fails it on a console error or a refused request. */
export class Walk {
  private readonly guards: PageGuard[] = [];
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly e2e: E2e,
    readonly screen: Screen,
  ) {}

  /** Opens a context of the screen in its language, with the guard, and signs `login` in through the sign-in page. */
  async signIn(login: string): Promise<Person> {
    const browser = this.e2e.page.context().browser();
    if (!browser) throw new Error("no browser");
    const { screen } = this;
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.touch,
      hasTouch: screen.touch,
      locale: screen.lang === "ru" ? "ru-RU" : "uz-UZ",
    });
    context.setDefaultTimeout(15_000);
    await countRequestsInFlight(context);
    this.contexts.push(context);
    this.guards.push(new PageGuard(context));
    // The person chose the language before, as the portal remembers it.
    await context.addInitScript((lang) => {
      // A document without storage (a download's) has nothing to remember.
      try {
        localStorage.setItem("portal.lang", lang);
      } catch {}
    }, screen.lang);
    const page = await context.newPage();
    const press = (target: Locator) => (screen.touch ? target.tap() : target.click());
    const words = wordsOf(screen.lang);
    await page.goto(this.e2e.url("/login"));
    await page.getByLabel(words.t("auth.login")).first().fill(login);
    await page.getByLabel(words.t("auth.password")).first().fill(DEMO_PASSWORD);
    await press(page.locator("main").getByRole("button", { name: words.t("auth.submit"), exact: true }));
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.getByTestId("user-name").waitFor({ state: "attached" });
    return { page, screen, press, close: () => context.close() };
  }

  /** The guards' verdict (every context's), then the contexts closed. */
  async end(): Promise<void> {
    try {
      for (const guard of this.guards) guard.verdict();
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((c) => c.close().catch(() => undefined)));
    this.contexts.length = 0;
  }
}

/**
 * The next action a person is to take: visible, within the viewport once scrolled to (not
 * cut at the sides), and on top (no sticky bar or toast over its middle). A toast over it is
 * closed, as a person closes it; anything else that covers it for a moment is waited out, and
 * a sticky bar that covers it for good still fails.
 */
export async function expectNextAction(target: Locator, what: string): Promise<void> {
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  await closeNoticesOver(target);
  const handle = await target.elementHandle();
  await target
    .page()
    .waitForFunction(
      (el) => {
        if (!el) return false;
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (el === top || el.contains(top) || top.contains(el));
      },
      handle,
      { timeout: TRANSIENT_OVERLAY_MS, polling: 100 },
    )
    .catch(() => undefined); // the verdict below names what stayed over it
  const seen = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return {
      inside:
        box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight,
      onTop: top !== null && (el === top || el.contains(top) || top.contains(el)),
      over: top?.outerHTML.slice(0, 160) ?? "nothing",
    };
  });
  expect(seen.inside, `${what}: within the viewport`).to.equal(true);
  expect(seen.onTop, `${what}: nothing over it (${seen.over})`).to.equal(true);
}

/** Longer than any toast lives (an error's 10 s), with room for a busy machine. */
const TRANSIENT_OVERLAY_MS = 20_000;

/** Whether the first screen (no scrolling) shows the element's top edge. */
export const onFirstScreen = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => {
    window.scrollTo(0, 0);
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });

/** UI words of each language that never belong on a page of the other one. */
const UZBEK_WORDS = [
  "Ariza",
  "Shartnoma",
  "Hisob-faktura",
  "Tasdiqlash",
  "Yuklab olish",
  "Natijalar",
  "Qurilma",
  "Holati",
  "Mening arizalarim",
  "soʻm",
  "so'm",
  "Keyingi qadam",
  "Tarix",
];
const RUSSIAN_LETTERS = /[А-Яа-яЁё]/;

/**
 * No word of the other language in the page's main content, `allowed` (what people typed
 * or the catalogue holds in one language only) aside; and the page is in its language.
 */
export async function expectOneLanguage(
  page: Page,
  lang: Language,
  allowed: readonly string[] = [],
): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden text
  let text = await page.locator("main").innerText();
  for (const own of allowed) text = text.split(own).join(" ");
  if (lang === "uz") {
    const cyrillic = text.split("\n").filter((line) => RUSSIAN_LETTERS.test(line));
    expect(cyrillic, `Russian on an Uzbek page (${page.url()})`).to.deep.equal([]);
  } else {
    expect(text, `a Russian page (${page.url()})`).to.match(RUSSIAN_LETTERS);
    const found = UZBEK_WORDS.filter((word) => text.includes(word));
    expect(found, `Uzbek words on a Russian page (${page.url()})`).to.deep.equal([]);
  }
}

/** No sideways scrolling at the screen's width. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const wide = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(wide.scroll, `sideways scroll on ${what}`).to.be.at.most(wide.inner);
}

/** What a person sees at a key screen: no sideways scroll, one language; then its screenshot. */
export async function keyScreen(
  person: Person,
  name: string,
  allowed: readonly string[] = [],
): Promise<void> {
  await expectNoSidewaysScroll(person.page, name);
  await expectOneLanguage(person.page, person.screen.lang, allowed);
  await docScreenshot(person.page, `${name}-${person.screen.width}`, { fullPage: true });
}

/** Clicks (taps) a download link as a person does and answers the file's bytes, a PDF's. */
export async function download(person: Person, link: Locator): Promise<Buffer> {
  await link.scrollIntoViewIfNeeded();
  const [file] = await Promise.all([person.page.waitForEvent("download"), person.press(link)]);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString("latin1"), "a PDF").to.equal("%PDF");
  return bytes;
}

/** Downloads as `download` does and answers the PDF's words. */
export const downloadPdf = async (person: Person, link: Locator): Promise<string> =>
  pdfText(await download(person, link));

/** Opens a page of the main menu as a person does: on a phone, through the menu button. */
export async function openMenu(person: Person, name: string): Promise<void> {
  const { page } = person;
  // A page still loading moves under the opening menu: the menu is opened on a page at rest.
  await page.locator("main h1").first().waitFor();
  await page
    .locator("main")
    .getByText(uiText(person.screen.lang, "common.loading"))
    .first()
    .waitFor({ state: "detached" });
  const button = page.getByTestId("menu-button");
  const link = page.locator(".header__nav").getByRole("link", { name, exact: true });
  // The menu closes when the address changes: a page that is still settling may close it again.
  for (let attempt = 0; attempt < 3 && !(await link.isVisible()); attempt++) {
    if ((await button.getAttribute("aria-expanded")) !== "true") await person.press(button);
    await link.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await person.press(link);
}
