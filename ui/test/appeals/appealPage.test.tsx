import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import type { Role } from "../../src/api/portal";
import AppealPage from "../../src/appeals/AppealPage";
import type { AppealDetail } from "../../src/appeals/appealsApi";
import { useAppeal } from "../../src/appeals/work/useAppeal";
import { SessionProvider } from "../../src/session/SessionContext";
import { aSessionUser, anAppealDetail } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, render, settle, settleUntil } from "../support/render";

const CONTRACTS = "/api/appeals/5/contracts";

/** The appeal page of appeal 5 as the role sees it, once its calls are answered. */
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
  return container;
}

/** What a page holding useAppeal(5, prepare) shows: its kind once the appeal is there. */
function Shown({ prepare }: { readonly prepare: (appeal: AppealDetail) => Promise<void> }) {
  const { appeal } = useAppeal(5, prepare);
  return <p>{appeal ? `shown: ${appeal.kind}` : "loading"}</p>;
}

const buttons = (root: HTMLElement) => [...root.querySelectorAll("button")].map((b) => b.textContent?.trim());

describe("the appeal page", () => {
  let http: ReturnType<typeof stubFetch>;
  const signedInAs = (role: Role) =>
    http
      .reply("GET", "/auth/me", { body: { data: aSessionUser(role) } })
      .reply("GET", "/api/appeals/5", { body: { data: anAppealDetail() } });
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  it("asks a reviewer for no contracts, which they may not read, and offers the review buttons", async () => {
    signedInAs("reviewer");
    const page = await openAppeal5();
    expect(http.calls.map((call) => call.url)).to.not.include(CONTRACTS);
    expect(byText(page, "Ariza #5", "h1")).to.not.equal(undefined);
    expect(buttons(page)).to.include.members(["Tasdiqlash", "Tuzatishga qaytarish", "Rad etish"]);
    expect(page.querySelector("[data-testid=appeal-contracts]")).to.equal(null);
    expect(page.textContent).to.not.include("Maʼlumotlarni yuklab boʻlmadi");
  });

  it("keeps the appeal on the page when its contracts cannot be loaded, and says so in their place", async () => {
    signedInAs("staff").reply("GET", CONTRACTS, { status: 500, body: { message: "down" } });
    const page = await openAppeal5();
    expect(http.calls.map((call) => call.url)).to.include(CONTRACTS);
    expect(byText(page, "Ariza #5", "h1")).to.not.equal(undefined);
    expect(buttons(page)).to.include("Tasdiqlash");
    const contracts = page.querySelector("[data-testid=appeal-contracts]");
    expect(contracts?.textContent).to.include("Maʼlumotlarni yuklab boʻlmadi");
  });

  it("lists the customer's contracts beside their appeal", async () => {
    signedInAs("person").reply("GET", CONTRACTS, {
      body: {
        data: [
          {
            id: 9,
            appeal_id: 5,
            kind: "contract",
            contract_number: "SH-17",
            total: "100.00",
            created_at: "2026-01-11T09:00:00.000Z",
          },
        ],
      },
    });
    const page = await openAppeal5();
    expect(page.querySelector("[data-testid=contracts-table]")?.textContent).to.include("SH-17");
  });

  it("names a comment appeal's rows by their description", async () => {
    signedInAs("staff").reply("GET", CONTRACTS, { body: { data: [] } });
    const page = await openAppeal5();
    expect(page.querySelector("[data-testid=appeal-rows] tbody")?.textContent).to.include("Uchta manometr");
  });
  it("shows the customer why their verification appeal was sent back, with the way to correct it in its form", async () => {
    const note = "Zavod raqamini yozing";
    http.reply("GET", "/auth/me", { body: { data: aSessionUser("person") } }).reply("GET", "/api/appeals/5", {
      body: {
        data: anAppealDetail({
          kind: "verification",
          status: "needs_changes",
          history: [
            { status: "submitted", at: "2026-01-10T09:00:00.000Z", by: 1 },
            { status: "needs_changes", at: "2026-01-10T11:00:00.000Z", by: 4, action: "send_back", note },
          ],
        }),
      },
    });
    const page = await openAppeal5();
    const notice = page.querySelector("[data-testid=sent-back-notice]");
    expect(notice?.textContent).to.include(note);
    expect(notice?.querySelector("a")?.getAttribute("href")).to.equal("/appeals/5/resubmit");
    expect(buttons(page)).to.not.include("Qayta yuborish");
  });

  it("loads an appeal (useAppeal) and shows it only once its page has prepared for it (the chunk of the form its kind is shown in)", async () => {
    http.reply("GET", "/api/appeals/5", { body: { data: anAppealDetail({ kind: "provider" }) } });
    const prepared: string[] = [];
    let ready: () => void = () => undefined;
    const prepare = (appeal: AppealDetail) => {
      prepared.push(appeal.kind);
      return new Promise<void>((resolve) => {
        ready = resolve;
      });
    };
    const { container } = await render(<Shown prepare={prepare} />);
    await settleUntil(() => prepared.length > 0, "the appeal to be prepared for");
    await settle();
    expect(prepared).to.deep.equal(["provider"]);
    expect(container.textContent).to.equal("loading");
    ready();
    await settleUntil(() => container.textContent !== "loading", "the appeal to be shown");
    expect(container.textContent).to.equal("shown: provider");
  });
});
