import { expect } from "chai";
import type { Page } from "playwright-core";

/** What the focused element is, in words a test can match: its tag, name, label and text. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    // Inside a frame of the portal's own (the offer's text): the frame's focused element, or
    // the frame itself while its document as a whole has the focus.
    const inner = el instanceof HTMLIFrameElement ? el.contentDocument?.activeElement : undefined;
    if (inner && inner !== inner.ownerDocument.body) el = inner as HTMLElement;
    if (!el || el === document.body) return "body";
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? "";
    return [
      el.tagName.toLowerCase(),
      el.getAttribute("name") ?? "",
      el.getAttribute("aria-label") ?? "",
      label,
      el.textContent ?? "",
    ]
      .map((part) => part.replace(/\s+/g, " ").trim())
      .join("|");
  });
}

/**
 * Whether the focused element shows that it has the focus: an outline or a box shadow of its
 * own, as :focus-visible / :focus give every control in styles.css (inside a frame: the frame's
 * focused element).
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el = document.activeElement;
    const inner = el instanceof HTMLIFrameElement ? el.contentDocument?.activeElement : undefined;
    if (inner && inner !== inner.ownerDocument.body) el = inner;
    if (!el || el === document.body) return false;
    const style = (el.ownerDocument.defaultView ?? window).getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none";
  });
}

/** Fails unless the focused element shows its focus; names the element when it does not. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const what = await focused(page);
  expect(await focusIsVisible(page), `no visible focus on ${what}`).to.equal(true);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches, checking at every
 * stop that the focus is visible: the way a keyboard user walks a page. Fails after `limit` stops.
 */
export async function tabTo(page: Page, target: RegExp, { limit = 60, back = false } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const what = await focused(page);
    seen.push(what);
    if (what !== "body") await expectVisibleFocus(page);
    if (target.test(what)) return;
  }
  throw new Error(`${target} not reached by Tab; stops: ${seen.join(" → ")}`);
}

/** Moves a focused closed <select> down by arrow keys until the chosen option's text matches. */
export async function arrowToOption(
  page: Page,
  option: RegExp | ((text: string) => boolean),
  limit = 80,
): Promise<void> {
  const fits = typeof option === "function" ? option : (text: string) => option.test(text);
  for (let i = 0; i < limit; i++) {
    const chosen = await page.evaluate(() => {
      const select = document.activeElement as HTMLSelectElement;
      return select.selectedOptions?.[0]?.textContent ?? "";
    });
    if (fits(chosen.trim())) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no option ${option} reached by the arrow keys`);
}
