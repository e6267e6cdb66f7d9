import { expect } from "chai";
import { submitRecognition } from "./support/api";
import { signIn, useBrowserSuite } from "./support/harness";

describe("the customer's appeal page (browser)", () => {
  const e2e = useBrowserSuite();

  it("opens from my applications with its kind, status, rows, total and history", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const id = await submitRecognition(page, 2);
    await page.goto(e2e.url("/application/expected"));
    await page.getByRole("link", { name: `#${id}` }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
    await page.getByRole("heading", { name: `Ariza #${id}` }).waitFor();
    expect(await page.locator(".facts [data-testid=appeal-status]").innerText()).to.equal("Yuborilgan");
    expect(await page.getByTestId("appeal-rows").innerText()).to.include("Tarozi VLR-200");
    expect(await page.getByTestId("appeal-history").locator("li").count()).to.equal(1);
    expect(await page.getByTestId("appeal-history").innerText()).to.include("Yuborilgan");
    // The contracts load after the appeal: wait for their answer, not for its absence.
    await page.getByTestId("appeal-contracts").getByText("Hali shartnoma yoki hisob-faktura yoʻq").waitFor();

    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: `Заявка #${id}` }).waitFor();
    expect(await page.locator(".facts [data-testid=appeal-status]").innerText()).to.equal("Отправлена");
  });
});
