import { expect } from "chai";
import { signOut, submitRecognition } from "./support/api";
import { signIn, toast, useBrowserSuite } from "./support/harness";

describe("the staff inbox (browser)", () => {
  const e2e = useBrowserSuite();

  it("filters appeals, takes one for review and sends it back with a note the customer reads", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const id = await submitRecognition(page, 1);
    await signOut(page);

    await signIn(e2e, "demo.staff", "/staff");
    await page.getByRole("heading", { name: "Arizalar" }).waitFor();
    const filters = page.getByTestId("inbox-filters");
    await filters.getByLabel("Ariza turi").selectOption("recognition");
    await filters.getByLabel("Holati").selectOption("submitted");
    await filters.getByRole("button", { name: "Qidirish" }).click();
    const row = page.getByTestId(`inbox-row-${id}`);
    await row.waitFor();
    expect(await row.innerText())
      .to.include("Eʼtirof etish")
      .and.include("Yuborilgan");
    expect(await row.getByRole("link", { name: "Ishlash" }).getAttribute("href")).to.equal(
      `/recognition/contract/${id}/create`,
    );

    // Another filter hides it.
    await filters.getByLabel("Holati").selectOption("rejected");
    await filters.getByRole("button", { name: "Qidirish" }).click();
    await page.getByText("Arizalar topilmadi").waitFor();
    await filters.getByLabel("Holati").selectOption("");
    await filters.getByRole("button", { name: "Qidirish" }).click();

    await row.getByRole("button", { name: "Koʻrib chiqishga olish" }).click();
    await row.getByText("Koʻrib chiqilmoqda").waitFor();
    // Sending back needs a note.
    await row.getByRole("button", { name: "Tuzatishga qaytarish" }).click();
    await toast(page, "Sababini yozing").waitFor();
    await row.getByLabel("Izoh (sababi)").fill("Pasport nusxasi o'qilmaydi");
    await row.getByRole("button", { name: "Tuzatishga qaytarish" }).click();
    await row.getByText("Tuzatish kerak").waitFor();
    await signOut(page);

    await signIn(e2e, "demo.person", `/appeals/${id}`);
    const history = page.getByTestId("appeal-history");
    await history.getByText("Pasport nusxasi o'qilmaydi").waitFor();
    expect(await history.locator("li").count()).to.equal(3);
    await page.getByRole("button", { name: "Qayta yuborish" }).click();
    await page.locator(".facts [data-testid=appeal-status]", { hasText: "Yuborilgan" }).waitFor();
    expect(await history.locator("li").count()).to.equal(4);
  });
});
