import { expect } from "chai";
import { dialog, useBrowserSuite } from "./support/harness";

describe("the public offer (browser)", () => {
  const e2e = useBrowserSuite();

  it("opens the offer modal on ticking the box, with the offer page in a frame", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/offer"));
    await page.getByLabel("Ommaviy oferta shartlari bilan tanishdim va roziman").check();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Ommaviy oferta bilan tanishib chiqing!" }).waitFor();
    const frame = page.frameLocator("iframe.offer-frame");
    await frame
      .getByRole("heading", { name: /ommaviy oferta/i })
      .first()
      .waitFor();
    await frame.getByText("NAMUNA MATN").waitFor();
  });

  it("closes with 'Roziman' and keeps the box ticked", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/offer"));
    const box = page.getByLabel("Ommaviy oferta shartlari bilan tanishdim va roziman");
    await box.check();
    await dialog(page).getByRole("button", { name: "Roziman" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await box.isChecked()).to.equal(true);
    await page.getByText("Siz ommaviy oferta shartlariga rozilik bildirdingiz.").waitFor();
  });

  it("serves the offer page itself in both languages", async () => {
    const { page } = e2e;
    await page.goto(e2e.url("/offerta-4.html"));
    await page.getByRole("heading", { name: "Публичная оферта на оказание метрологических услуг" }).waitFor();
    await page.getByText("ШАБЛОН").waitFor();
  });
});
