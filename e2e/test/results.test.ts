import { expect } from "chai";
import { resultsOfVerification, signedConclusionOfRecognition } from "./scenarios/results";
import { useBrowserSuite } from "./support/harness";

describe("results of the work, certificates and the public check (browser, issue 14)", () => {
  const e2e = useBrowserSuite();

  for (const lang of ["uz", "ru"] as const)
    it(`staff record a fit and an unfit instrument; the customer and an anonymous visitor see them (${lang})`, () =>
      resultsOfVerification(e2e, lang));

  it("staff attach a recognition result's signed conclusion; the customer downloads those bytes", () =>
    signedConclusionOfRecognition(e2e));

  it("opens the public check from the home page and answers a miss in Russian too", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/"));
    await page.getByTestId("home-check").click();
    await page.waitForURL((url) => url.pathname === "/check");
    await page.getByTestId("check-query").fill("01-2026-ZZZZZZZZ");
    await page.getByTestId("check-submit").click();
    await page.getByTestId("check-missing").waitFor();
    expect(await page.getByTestId("check-missing").textContent()).to.include("Bunday sertifikat topilmadi");
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: "Проверка сертификата" }).waitFor();
    await page.goto(e2e.url("/check/01-2026-ZZZZZZZZ"));
    await page.getByTestId("check-missing").waitFor();
    expect(await page.getByTestId("check-missing").textContent()).to.include("Такой сертификат не найден");
    await page.getByRole("link", { name: "Проверить сертификат" }).first().waitFor();
  });
});
