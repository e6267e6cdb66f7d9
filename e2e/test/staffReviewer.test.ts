import { expect } from "chai";
import { reviewerEditsVerification, staffEntersRecognition } from "./scenarios/offline";
import { acceptOffer } from "./support/forms";
import { signIn, useBrowserSuite } from "./support/harness";

describe("staff offline entry and the reviewer's pages (browser)", () => {
  const e2e = useBrowserSuite();

  it("a reviewer edits a verification appeal and the customer sees the new total", () =>
    reviewerEditsVerification(e2e));

  it("staff enter a recognition appeal for a company and land on its contract page", () =>
    staffEntersRecognition(e2e));

  it("offline verification shows sections and no draft button; a comment appeal lands on the reviewer's show page", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.staff", "/staff/new/1/verification");
    await page.getByTestId("offline-customer").waitFor();
    await page.getByLabel("Xizmat turi").selectOption({ label: "Kalibrlash" });
    await page.getByLabel("Boʻlim").waitFor();
    expect(await page.getByRole("button", { name: "Qoralama sifatida saqlash" }).count()).to.equal(0);
    expect(await page.getByTestId("support-phone").count()).to.equal(0);

    await page.goto(e2e.url("/staff/new/1/comment"));
    await page.getByTestId("offline-customer").waitFor();
    await page.getByLabel("Tekshiriladigan oʻlchash vositalari tavsifi (1)").fill("Uchta manometr");
    await acceptOffer(page);
    await page.getByRole("button", { name: "Yuborish", exact: true }).click();
    await page.waitForURL((url) => /^\/reviewer\/appeal\/\d+\/show$/.test(url.pathname), { timeout: 15_000 });
    await page.getByTestId("appeal-rows").getByText("Uchta manometr").waitFor();
  });

  it("speaks Russian on the staff's pages: inbox, new contracts, offline entry and its forms", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.staff");
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: "Заявки" }).waitFor();
    await page.getByRole("link", { name: "Новые договоры", exact: true }).click();
    await page.getByRole("heading", { name: "Новые договоры и счета-фактуры" }).waitFor();
    await page.goto(e2e.url("/staff/new/2/verification"));
    await page.getByRole("heading", { name: "Заявка на поверку / калибровку" }).waitFor();
    await page.getByText("Клиент: Demo Metall MChJ").waitFor();
    await page.goto(e2e.url("/staff"));
    await page.getByRole("link", { name: "Ввести заявку за клиента" }).click();
    await page.getByRole("heading", { name: "Заявка от имени клиента" }).waitFor();
    await page.getByLabel("Найдите клиента (ИНН, ПИНФЛ или название)").fill("нет такого клиента");
    await page.getByRole("button", { name: "Найти" }).click();
    await page.getByText("Клиент не найден").waitFor();
    expect(await page.locator("html").getAttribute("lang")).to.equal("ru");
  });
});
