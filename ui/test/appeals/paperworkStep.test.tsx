import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import type { Role } from "../../src/api/portal";
import AppealPage from "../../src/appeals/AppealPage";
import type { AppealDetail } from "../../src/appeals/appealsApi";
import { changeLanguage } from "../../src/i18n";
import { SessionProvider } from "../../src/session/SessionContext";
import { aSessionUser, anAppealDetail } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byLabel, click, cleanUp, render, settle, type } from "../support/render";

const PREVIEW = "/api/staff/appeals/5/contract-preview";

/** Appeal 5, an approved verification appeal of two devices 49, as its page loads it. */
const approvedVerification = (overrides: Partial<AppealDetail> = {}) =>
  anAppealDetail({
    kind: "verification",
    status: "approved",
    appeal: { branch_id: 1 },
    devices: [
      { id: 1, device_id: 49, device_name: "Elektron savdo tarozisi", amount: 2, total: "100800.00" },
    ],
    total: "100800.00",
    ...overrides,
  });

const aPreview = (overrides: Record<string, unknown> = {}) => ({
  appeal_id: 5,
  kind: "contract",
  lines: [
    {
      id: 1,
      name: "Elektron savdo tarozisi",
      amount: 2,
      unit_price: "45000.00",
      discount: "0.00",
      vat: "10800.00",
      total: "100800.00",
    },
  ],
  total: "100800.00",
  ...overrides,
});

async function openAppeal5(): Promise<HTMLElement> {
  const { container } = await render(
    <SessionProvider>
      <Routes>
        <Route path="/appeals/:id" element={<AppealPage />} />
      </Routes>
    </SessionProvider>,
    { at: "/appeals/5" },
  );
  await settle();
  await settle();
  await settle();
  return container;
}

const step = (page: HTMLElement) => page.querySelector<HTMLElement>("[data-testid=paperwork-step]");

describe("the paperwork step on the staff's appeal page", () => {
  let http: ReturnType<typeof stubFetch>;
  const as = (role: Role, appeal: AppealDetail) =>
    http
      .reply("GET", "/auth/me", { body: { data: aSessionUser(role) } })
      .reply("GET", "/api/appeals/5", { body: { data: appeal } })
      .reply("GET", "/api/appeals/5/contracts", { body: { data: [] } })
      .reply("GET", "/api/appeals/5/results", {
        body: {
          data: {
            appeal_id: 5,
            appeal_status: appeal.status,
            may_record: false,
            may_amend: false,
            may_receive: false,
            complete: false,
            instruments: [],
          },
        },
      });
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("shows an approved verification appeal's lines and total as the server will store them, asks for the number, and creates the contract", async () => {
    as("staff", approvedVerification()).reply("GET", PREVIEW, { body: { data: aPreview() } });
    let created: unknown;
    http.reply("POST", "/recognition/contract/store", (call) => {
      created = call.body;
      return { body: { status: true, message: "Shartnoma yaratildi", data: {} } };
    });
    const page = await openAppeal5();
    const card = step(page);
    expect(card?.querySelector("h2")?.textContent).to.equal("Keyingi qadam: shartnoma");
    const lines = card?.querySelector("[data-testid=paperwork-lines] tbody")?.textContent;
    expect(lines)
      .to.include("Elektron savdo tarozisi")
      .and.match(/45\s000[.,]00/);
    expect(card?.querySelector("[data-testid=paperwork-total]")?.textContent).to.match(/100\s800[.,]00/);

    await click(card?.querySelector("[data-testid=paperwork-create]"));
    expect(card?.textContent).to.include("Shartnoma raqamini kiriting!");
    expect(created).to.equal(undefined);

    await type(byLabel(card!, "Shartnoma raqami"), " SH-2026/5 ");
    await click(card?.querySelector("[data-testid=paperwork-create]"));
    await settle();
    expect(created).to.deep.equal({
      appeal_id: 5,
      contract_number: "SH-2026/5",
      devices: [{ id: 1, amount: 2, cost: "100800.00", together: 0 }],
    });
    const reads = http.calls.filter((call) => call.url.endsWith("/api/appeals/5"));
    expect(reads.length, "the appeal is read again").to.be.at.least(2);
  });

  it("offers the invoice of a yearly appeal with the yearly contract's number prefilled, in Russian too", async () => {
    await changeLanguage("ru");
    as("staff", approvedVerification()).reply("GET", PREVIEW, {
      body: { data: aPreview({ kind: "invoice", contract_number: "YS-2026/04" }) },
    });
    let path = "";
    http.reply("POST", "/recognition/create-invoice", (call) => {
      path = call.url;
      return { body: { status: true, message: "Счёт создан", data: {} } };
    });
    const page = await openAppeal5();
    const card = step(page);
    expect(card?.querySelector("h2")?.textContent).to.equal("Следующий шаг: счёт");
    expect((byLabel(card!, "Номер договора") as HTMLInputElement).value).to.equal("YS-2026/04");
    await click(card?.querySelector("[data-testid=paperwork-create]"));
    await settle();
    expect(path).to.include("/recognition/create-invoice");
  });

  it("sends a recognition appeal to its contract page, and asks for no preview", async () => {
    as("staff", approvedVerification({ kind: "recognition", type_id: 8 }));
    const page = await openAppeal5();
    expect(step(page)?.querySelector("a")?.getAttribute("href")).to.equal("/recognition/contract/5/create");
    expect(http.calls.map((call) => call.url)).to.not.include(PREVIEW);
  });

  it("waits for the review of a customer's submitted appeal, and shows the next step once it is contracted", async () => {
    as("staff", approvedVerification({ status: "submitted" }));
    const page = await openAppeal5();
    expect(step(page)).to.equal(null);
    await cleanUp();
    http.restore();
    http = stubFetch();
    as("staff", approvedVerification({ status: "contracted" }));
    const contracted = await openAppeal5();
    const next = contracted.querySelector("[data-testid=next-step-results] a");
    expect(next?.getAttribute("href")).to.equal("/staff/appeals/5/results");
  });

  it("shows the customer no paperwork step", async () => {
    as("company", approvedVerification());
    const page = await openAppeal5();
    expect(step(page)).to.equal(null);
    expect(http.calls.map((call) => call.url)).to.not.include(PREVIEW);
  });
});
