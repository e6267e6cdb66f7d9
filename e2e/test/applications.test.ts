import { expect } from "chai";
import { signIn, useBrowserSuite } from "./support/harness";

/** A verification appeal as the API takes it (the application forms come with a later issue). */
const verificationAppeal = () => ({
  appeal: { branch_id: 1, account_number_id: 1 },
  devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0 }],
  offer_accepted: true,
});

describe("my applications (browser)", () => {
  const e2e = useBrowserSuite();

  it("lists the customer's appeals newest first with kind, date, status and total", async () => {
    const client = await e2e.portal.signedIn("demo.company");
    const first = await client.post("/front/save-appeal", verificationAppeal());
    const second = await client.post("/front/save-appeal", verificationAppeal());
    expect([first.status, second.status]).to.deep.equal([200, 200]);

    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("link", { name: "Mening arizalarim" }).click();
    const rows = page.getByTestId("appeals-table").locator("tbody tr");
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts[0]).to.include(`#${second.json.appeal_id}`);
    expect(texts[1]).to.include(`#${first.json.appeal_id}`);
    expect(texts[0])
      .to.include("Qiyoslash / kalibrlash")
      .and.include("Yuborilgan")
      .and.include("100 800,00 soʻm");
    expect(texts[0]).to.match(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  it("pages through more than one page of appeals", async () => {
    const client = await e2e.portal.signedIn("demo.person");
    for (let i = 0; i < 11; i++) await client.post("/front/save-appeal", verificationAppeal());
    const { page } = e2e;
    await signIn(e2e, "demo.person", "/application/expected");
    const rows = page.getByTestId("appeals-table").locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).to.equal(10);
    await page.getByRole("button", { name: "Keyingi" }).click();
    await page.getByText("2-sahifa").waitFor();
    expect(await rows.count()).to.equal(1);
    expect(await page.getByRole("button", { name: "Keyingi" }).isDisabled()).to.equal(true);
    await page.getByRole("button", { name: "Oldingi" }).click();
    await page.getByText("1-sahifa").waitFor();
    expect(await rows.count()).to.equal(10);
  });
});
