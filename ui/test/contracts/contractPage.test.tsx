import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import ContractPage from "../../src/contracts/ContractPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { aSessionUser, anAppealDetail } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle } from "../support/render";
import type { AppealDetail } from "../../src/appeals/appealsApi";

const buttons = (root: HTMLElement) => [...root.querySelectorAll("button")].map((b) => b.textContent?.trim());

describe("the contract page's button (spec 2.10)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: aSessionUser("staff") } });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  /** Staff open the contract page of recognition appeal 41, stored with this header. */
  async function openWith(header: AppealDetail["appeal"]): Promise<HTMLElement> {
    const appeal = anAppealDetail({
      id: 41,
      kind: "recognition",
      type_id: 8,
      status: "submitted",
      appeal: header,
      devices: [{ id: 1, type_id: 8, device_name: "Manometr", about_device: "UzNIIM", amount: 1 }],
    });
    http.reply("GET", "/api/appeals/41", { body: { data: appeal } });
    const { container } = await render(
      <SessionProvider>
        <Routes>
          <Route path="/recognition/contract/:id/create" element={<ContractPage />} />
        </Routes>
      </SessionProvider>,
      { at: "/recognition/contract/41/create" },
    );
    await settle();
    await settle();
    return container;
  }

  it("creates an invoice for an appeal the server keeps under the customer's yearly contract", async () => {
    const page = await openWith({ is_recognition: 1, is_yearly: 1, contract_id: 7 });
    expect(buttons(page)).to.include("Hisob-faktura yaratish").and.not.include("Shartnoma tuzish");
  });

  it("creates a contract when is_yearly comes without the yearly contract the server keeps with it", async () => {
    const page = await openWith({ is_recognition: 1, is_yearly: 1 });
    expect(buttons(page)).to.include("Shartnoma tuzish").and.not.include("Hisob-faktura yaratish");
  });
});
