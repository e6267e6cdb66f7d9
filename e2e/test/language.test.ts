import { expect } from "chai";
import { signIn, useBrowserSuite } from "./support/harness";

describe("the language switch (browser)", () => {
  const e2e = useBrowserSuite();

  it("opens in Uzbek and switches to Russian", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/"));
    await page.getByText("Metrologiya xizmatlari portali").first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("uz");
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByText("Портал метрологических услуг").first().waitFor();
    await page.getByRole("link", { name: "Обращение" }).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("ru");
  });

  it("remembers the choice after a reload", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/feedback"));
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: "Отправить обращение" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Отправить обращение" }).waitFor();
    await page.getByRole("tab", { name: "Анонимно" }).waitFor();
  });

  it("shows the spec's messages in Russian too", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/feedback"));
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("button", { name: "Отправить" }).click();
    await page.getByText("Заполните сообщение").waitFor();
    await page.getByText("Выберите филиал").waitFor();
  });

  it("shows the cabinet in Russian and back in Uzbek", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: "Банковские счета" }).waitFor();
    await page.getByRole("button", { name: "Узбекский" }).click();
    await page.getByRole("heading", { name: "Bank hisob raqamlari" }).waitFor();
  });
});
