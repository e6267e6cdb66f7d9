import { expect } from "chai";
import type { Page } from "playwright-core";
import { postJson, signOut, submitRecognition, uploadPdf } from "./support/api";
import { type E2e, signIn, toast, useBrowserSuite } from "./support/harness";

/** The customer's save of one kind of appeal through its own call; answers the appeal's id. */
async function save(page: Page, path: string, devices: unknown[]): Promise<number> {
  const answer = await postJson(page, path, {
    appeal: { branch_id: 1, is_old: 0 },
    devices,
    offer_accepted: true,
  });
  if (answer.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.appeal_id as number;
}

/** demo.person saves an appeal, then the reviewer signs in in the same browser. */
async function reviewerAfterCustomerSaves(
  e2e: E2e,
  saveOne: (page: Page) => Promise<number>,
): Promise<number> {
  await signIn(e2e, "demo.person");
  const id = await saveOne(e2e.page);
  await signOut(e2e.page);
  await signIn(e2e, "demo.reviewer");
  return id;
}

/** The status the appeal page shows beside its kind and date. */
const shownStatus = (page: Page) => page.locator(".facts [data-testid=appeal-status]");

/** Presses a review button (with the note a send-back or rejection needs) and waits for the status it leads to. */
async function review(page: Page, button: string, status: string, note?: string): Promise<void> {
  if (note !== undefined) await page.getByLabel("Izoh (sababi)").fill(note);
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.locator(".facts [data-testid=appeal-status]", { hasText: status }).waitFor();
  expect(await shownStatus(page).innerText()).to.equal(status);
}

/** The appeal page as the reviewer sees it: the appeal and its review buttons, no contracts. */
async function expectReviewerAppealPage(page: Page, id: number, status: string): Promise<void> {
  await page.getByTestId(`appeal-actions-${id}`).waitFor();
  expect(await shownStatus(page).innerText()).to.equal(status);
  expect(await page.getByTestId("appeal-contracts").count()).to.equal(0);
  expect(await page.getByText("Maʼlumotlarni yuklab boʻlmadi").count()).to.equal(0);
}

describe("a reviewer reviews every kind of appeal on its own page (browser)", () => {
  const e2e = useBrowserSuite();

  it("takes a recognition appeal for review on its appeal page, which asks for no contracts", async () => {
    const { page } = e2e;
    const id = await reviewerAfterCustomerSaves(e2e, (p) => submitRecognition(p, 2));
    await page.goto(e2e.url(`/appeals/${id}`));
    await page.getByRole("heading", { name: `Ariza #${id}` }).waitFor();
    await expectReviewerAppealPage(page, id, "Yuborilgan");
    expect(await page.getByTestId("appeal-rows").innerText()).to.include("Tarozi VLR-200");
    await review(page, "Koʻrib chiqishga olish", "Koʻrib chiqilmoqda");
    expect(await page.getByTestId("appeal-contracts").count()).to.equal(0);
  });

  it("sends a comment appeal back from the inbox's show page, with the note in its history", async () => {
    const { page } = e2e;
    const id = await reviewerAfterCustomerSaves(e2e, (p) =>
      save(p, "/front/save-appeal-comment", [{ comment: "Uchta manometr", amount: 3 }]),
    );
    await page.getByTestId(`inbox-row-${id}`).getByRole("link", { name: "Ishlash" }).click();
    await page.waitForURL((url) => url.pathname === `/reviewer/appeal/${id}/show`);
    await expectReviewerAppealPage(page, id, "Yuborilgan");
    expect(await page.getByTestId("appeal-rows").innerText()).to.include("Uchta manometr");
    await review(page, "Koʻrib chiqishga olish", "Koʻrib chiqilmoqda");
    await review(page, "Tuzatishga qaytarish", "Tuzatish kerak", "Manometrlar turini yozing");
    await page.getByTestId("appeal-history").getByText("Manometrlar turini yozing").waitFor();
  });

  it("rejects a verification appeal opened on its update page", async () => {
    const { page } = e2e;
    const id = await reviewerAfterCustomerSaves(e2e, (p) =>
      save(p, "/front/save-appeal", [
        {
          type_id: 7,
          section_id: 24,
          device_id: 148,
          amount: 1,
          check_in: 1,
          check_out: 0,
          about_device: "",
        },
      ]),
    );
    await page.goto(e2e.url(`/reviewer/application/${id}/update`));
    await page.getByTestId("application-list").locator("tbody tr").first().waitFor();
    expect(await page.getByTestId("reviewer-appeal").getByTestId("appeal-status").innerText()).to.equal(
      "Yuborilgan",
    );
    await page.getByRole("link", { name: "Holati va tarixi" }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
    await expectReviewerAppealPage(page, id, "Yuborilgan");
    await review(page, "Koʻrib chiqishga olish", "Koʻrib chiqilmoqda");
    await review(page, "Rad etish", "Rad etilgan", "Qurilma ro'yxatda yo'q");
    await page.getByTestId("appeal-history").getByText("Qurilma ro'yxatda yo'q").waitFor();
    // A rejected appeal is closed: no button is left.
    expect(await page.getByTestId(`appeal-actions-${id}`).count()).to.equal(0);
  });

  it("confirms a customer's claim of exemption during review, which approval waits for", async () => {
    const { page } = e2e;
    const id = await reviewerAfterCustomerSaves(e2e, async (p) => {
      const answer = await postJson(p, "/front/save-appeal", {
        appeal: { branch_id: 1, is_old: 0, no_nds: 1, resolution: "PQ-4321, 2024" },
        devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0, about_device: "" }],
        offer_accepted: true,
      });
      if (answer.status !== 200) throw new Error(`the claim was not saved: ${JSON.stringify(answer.body)}`);
      return answer.body.appeal_id as number;
    });
    await page.goto(e2e.url(`/appeals/${id}`));
    const panel = page.getByTestId("exemption");
    await panel.waitFor();
    expect(await panel.getByTestId("exemption-state").innerText()).to.equal("Tasdiqlash kutilmoqda");
    expect(await panel.innerText())
      .to.include("QQSsiz")
      .and.include("PQ-4321, 2024");
    // The claim is decided under review: until then the panel says what to do first.
    await panel.getByText("arizani koʻrib chiqishga oling").waitFor();
    await review(page, "Koʻrib chiqishga olish", "Koʻrib chiqilmoqda");

    // Approval waits for the word on the claim.
    await page.getByRole("button", { name: "Tasdiqlash", exact: true }).click();
    await toast(page, "Avval imtiyozni tasdiqlang yoki rad eting").waitFor();
    expect(await shownStatus(page).innerText()).to.equal("Koʻrib chiqilmoqda");

    await panel.getByRole("button", { name: "Imtiyozni tasdiqlash" }).click();
    await panel.getByTestId("exemption-state").filter({ hasText: "Imtiyoz tasdiqlangan" }).waitFor();
    expect(await panel.innerText()).to.include("QQSsiz tuziladi");
    expect(await panel.getByRole("button", { name: "Imtiyozni tasdiqlash" }).count()).to.equal(0);
    await page.getByTestId("appeal-history").getByText("Imtiyozni tasdiqlash").waitFor();
    // Two devices 49: 90 000.00 without VAT once confirmed.
    expect(await page.getByTestId("appeal-total").innerText()).to.match(/^90\s?000[.,]00/);
    await review(page, "Tasdiqlash", "Tasdiqlangan");
  });

  it("approves a kompleks appeal opened on its update page", async () => {
    const { page } = e2e;
    const id = await reviewerAfterCustomerSaves(e2e, async (p) =>
      save(p, "/save-kompleks-appeal", [
        {
          device_name: "Gaz taqsimlash shoxobchasi",
          amount: 1,
          recognition_file: await uploadPdf(p, "/front/kompleks-appeal/file-upload"),
          check_in: 1,
        },
      ]),
    );
    await page.goto(e2e.url(`/reviewer/application/${id}/update`));
    await page.getByRole("heading", { name: "Kompleks qurilmalar uchun ariza" }).waitFor();
    expect(await page.getByLabel("Kompleks nomi (1)").inputValue()).to.equal("Gaz taqsimlash shoxobchasi");
    await page.getByRole("link", { name: "Holati va tarixi" }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
    await expectReviewerAppealPage(page, id, "Yuborilgan");
    await review(page, "Koʻrib chiqishga olish", "Koʻrib chiqilmoqda");
    await review(page, "Tasdiqlash", "Tasdiqlangan");
  });
});
