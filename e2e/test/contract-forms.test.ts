import { PROVIDER_DEVICE_ID, TypeId } from "@portal/domain/shared/constants";
import { recognitionTestFee } from "@portal/domain/appeals/fees";
import { formatSom } from "@portal/domain/shared/money";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { postJson, signOut, uploadPdf } from "./support/api";
import { signIn, useBrowserSuite } from "./support/harness";

/** Saves an appeal through its save call as the signed-in customer; answers its id. */
async function save(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  const answer = await postJson(page, path, { appeal: { is_old: 0 }, offer_accepted: true, ...body });
  if (answer.status !== 200) throw new Error(`save failed: ${JSON.stringify(answer.body)}`);
  return answer.body.appeal_id as number;
}

describe("the forms' mode 2 on the contract and appeal pages (browser)", () => {
  const e2e = useBrowserSuite();

  it("staff open a customer's recognition test on its sinov contract page, priced by the domain fee, and contract it", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const file = await uploadPdf(page);
    const id = await save(page, "/save-recognition-appeal", {
      type_id: TypeId.recognitionTest,
      devices: [
        {
          type_id: TypeId.recognitionTest,
          device_name: "Spektrometr SF-56",
          about_device: "Sinov laboratoriyasi uchun",
          amount: 3,
          recognition_file: file,
        },
      ],
    });
    await signOut(page);

    await signIn(e2e, "demo.staff", `/recognition/sinov/contract/${id}/create`);
    const name = page.getByLabel("O'lchash vositasining nomi (1)");
    await name.waitFor({ timeout: 20_000 });
    expect(await name.inputValue()).to.equal("Spektrometr SF-56");
    expect(await name.isDisabled()).to.equal(true);
    expect(await page.getByLabel("Qurilma haqida maʼlumot (1)").isDisabled()).to.equal(true);
    expect(await page.getByLabel("Soni (1)").isDisabled()).to.equal(true);
    const fee = formatSom(recognitionTestFee(3, false), "uz");
    expect(fee).to.equal("12 000 000,00 soʻm");
    expect((await page.getByTestId("form-row").first().textContent()) ?? "").to.include(fee);
    expect(await page.getByLabel("Ommaviy oferta shartlari bilan tanishdim va roziman").count()).to.equal(0);
    expect(await page.getByRole("button", { name: "+ Qator qoʻshish" }).count()).to.equal(0);

    await page.getByRole("button", { name: "Shartnoma tuzish" }).click();
    await page
      .locator(".application-form__errors li", { hasText: "Shartnoma raqamini kiriting!" })
      .waitFor({ timeout: 20_000 });
    await page.getByLabel("Shartnoma raqami").fill("SH-2026/9");
    await page.getByRole("button", { name: "Shartnoma tuzish" }).click();
    await page.waitForURL((url) => url.pathname === "/recognition/contract/new", { timeout: 30_000 });
    const table = page.getByTestId("contracts-table");
    await table.getByText("SH-2026/9").waitFor({ timeout: 20_000 });
    expect((await table.textContent()) ?? "").to.include("12 000 000,00");
  });

  it("shows a customer's provider appeal read-only on its appeal page", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const id = await save(page, "/api/recognition/save-recognition-provider-appeal", {
      devices: [
        {
          device_type_id: 7,
          mtd_name: "Bosim o'lchash",
          laboratory_name: "Metrologiya laboratoriyasi",
          laboratory_director_name: "Karimov A.",
          laboratory_address: "Toshkent, Chilonzor 1",
          measurement_size: "Bosim",
          method: "Taqqoslash",
          applied_devices: "Manometr MO-250",
          about_device: "Yo'q",
          amount: 1,
          type_id: TypeId.provider,
          device_id: PROVIDER_DEVICE_ID,
          cost: 0,
          device_name: "Bosim o'lchash",
        },
      ],
    });
    await page.goto(e2e.url(`/appeals/${id}`));
    const view = page.getByTestId("appeal-view");
    await view.waitFor({ timeout: 20_000 });
    await view.getByRole("heading", { name: "Malaka sinovlari provayderi uchun ariza" }).waitFor();
    const method = view.getByLabel("Uslubiyot nomi (1)");
    expect(await method.inputValue()).to.equal("Bosim o'lchash");
    expect(await method.isDisabled()).to.equal(true);
    expect(await view.getByLabel("Laboratoriya rahbari (1)").inputValue()).to.equal("Karimov A.");
    expect(await view.getByLabel("Turi (1)").isDisabled()).to.equal(true);
    expect(await view.getByRole("button", { name: "Yuborish" }).count()).to.equal(0);
    expect(await view.getByRole("button", { name: "O'chirish" }).count()).to.equal(0);
    expect(await page.getByLabel("Ommaviy oferta shartlari bilan tanishdim va roziman").count()).to.equal(0);
    expect(await page.locator(".facts [data-testid=appeal-status]").textContent()).to.equal("Yuborilgan");
  });
});
