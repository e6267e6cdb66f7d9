import type { Locator } from "playwright-core";

/**
 * A notice (toast) over the action is closed, as a person closes one to reach what is under it:
 * notices come and go (a quick walk still sees the one of its previous step), while what the
 * checks look for is a bar or a layout that stays over the action.
 */
export async function closeNoticesOver(locator: Locator): Promise<void> {
  const underNotice = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return (
      document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)?.closest(".toast") !=
      null
    );
  });
  if (!underNotice) return;
  const page = locator.page();
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>(".toast__close")) close.click();
  });
  await page.locator(".toast").first().waitFor({ state: "detached" });
}
