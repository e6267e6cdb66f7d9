import { recognitionFee } from "@portal/domain/appeals/fees";
import { formatSom } from "@portal/domain/shared/money";
import { expect } from "chai";
import type { ContractEntry } from "../../src/forms/contractEntry";
import RecognitionPage from "../../src/appeals/forms/RecognitionPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { contractSteps } from "../../src/contracts/contractSteps";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

describe("the recognition form in mode 2 (spec 2.10, 4)", () => {
  let fetch: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetch = stubFetch().reply("GET", "/auth/me", { body: { data: null } });
  });
  afterEach(async () => {
    await cleanUp();
    fetch.restore();
  });

  const contract: ContractEntry = {
    label: "Shartnoma tuzish",
    steps: (rows, number) => contractSteps(7, false, rows, number),
  };
  const preloaded = [
    { type_id: 8, device_name: "Manometr", about_device: "UzNIIM", amount: 3, together: 0 as const },
  ];

  it("shows each row's cost, disables the fields and hides the offer checkbox", async () => {
    const { container } = await render(
      <SessionProvider>
        <RecognitionPage mode={2} preloaded={preloaded} contract={contract} />
      </SessionProvider>,
    );
    await settle();
    expect(container.textContent).to.include(formatSom(recognitionFee(8, 3, false), "uz"));
    expect(
      (container.querySelector("[aria-label='O\\'lchash vositasining nomi (1)']") as HTMLInputElement)
        .disabled,
    ).to.equal(true);
    expect(container.textContent).to.not.include("Ommaviy oferta shartlari bilan tanishdim va roziman");
    expect(byLabel(container, "Shartnoma raqami").tagName).to.equal("INPUT");
  });

  it("prices type 8 with 3 devices jointly once the joint certificate is chosen", async () => {
    const { container } = await render(
      <SessionProvider>
        <RecognitionPage mode={2} preloaded={preloaded} contract={contract} />
      </SessionProvider>,
    );
    await settle();
    const joint = byText(container, "Umumiy sertifikat", "label")?.querySelector("input");
    await click(joint);
    expect(container.textContent).to.include(formatSom(recognitionFee(8, 3, true), "uz"));
    expect(formatSom(recognitionFee(8, 3, true), "uz")).to.equal("1 284 446,80 soʻm");
  });

  it("sends the joint choice with the saved row's id, amount and the fee shown (spec 7)", async () => {
    fetch.reply("POST", "/recognition/contract/store", {
      body: { status: true, message: "Shartnoma yaratildi" },
    });
    const saved = [{ ...preloaded[0]!, id: 1 }];
    const { container } = await render(
      <SessionProvider>
        <RecognitionPage mode={2} preloaded={saved} contract={contract} />
      </SessionProvider>,
    );
    await settle();
    await click(byText(container, "Umumiy sertifikat", "label")?.querySelector("input"));
    await type(byLabel(container, "Shartnoma raqami"), "SH-8");
    await click(byText(container, "Shartnoma tuzish", "button"));
    const end = Date.now() + 4000;
    while (!fetch.calls.some((call) => call.method === "POST") && Date.now() < end) {
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fetch.calls.find((call) => call.method === "POST")?.body).to.deep.equal({
      appeal_id: 7,
      contract_number: "SH-8",
      devices: [{ id: 1, device_id: null, type_id: 8, amount: 3, cost: "1284446.80", together: 1 }],
    });
  });
});
