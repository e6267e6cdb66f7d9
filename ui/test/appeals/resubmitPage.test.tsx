import { expect } from "chai";
import { act } from "react";
import { Route, Routes } from "react-router-dom";
import ResubmitPage from "../../src/appeals/ResubmitPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { aSessionUser, anAppealDetail } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, click, render, settle } from "../support/render";

const REASON = "Ikkinchi tarozining zavod raqamini yozing";

const line = (amount: number, serials: string) => ({
  id: amount,
  type_id: 7,
  device_id: 148,
  device_name: "Elektron savdo tarozisi",
  about_device: `Zavod raqami: ${serials}`,
  cost: "58500.00",
  amount,
  check_in: 1,
  check_out: 0,
});

/** demo.person's verification appeal of two lines, which the reviewer sent back, at version 4. */
const sentBack = anAppealDetail({
  kind: "verification",
  status: "needs_changes",
  version: 4,
  appeal: { branch_id: 1, nds: "12.00", is_old: 0 },
  devices: [line(1, "T-100"), line(2, "T-200, T-201")],
  total: "196560.00",
  history: [
    { status: "submitted", at: "2026-01-10T09:00:00.000Z", by: 1 },
    { status: "under_review", at: "2026-01-10T10:00:00.000Z", by: 4, action: "take_for_review" },
    { status: "needs_changes", at: "2026-01-10T11:00:00.000Z", by: 4, action: "send_back", note: REASON },
  ],
});

async function openResubmit5(): Promise<HTMLElement> {
  const { container } = await render(
    <SessionProvider>
      <Routes>
        <Route path="/appeals/:id/resubmit" element={<ResubmitPage />} />
        <Route path="/appeals/:id" element={<p>appeal page</p>} />
      </Routes>
    </SessionProvider>,
    { at: "/appeals/5/resubmit" },
  );
  // The form is its own chunk: wait for it as the browser would.
  for (let i = 0; i < 50 && !container.querySelector("[data-testid=application-list], .card.notice"); i++)
    await settle();
  await settle();
  return container;
}

describe("the form of a sent-back appeal", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch()
      .reply("GET", "/auth/me", { body: { data: aSessionUser("person") } })
      .reply("GET", "/api/front/types", { body: [{ id: 7, name: "Kalibrlash" }] })
      .reply("GET", "/api/front/branches", { body: [{ id: 1, name: "Toshkent" }] });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  it("opens with the reviewer's reason on top and the saved lines with their serial numbers", async () => {
    http.reply("GET", "/api/appeals/5", { body: { data: sentBack } });
    const page = await openResubmit5();
    const notice = page.querySelector("[data-testid=sent-back-notice]");
    expect(notice?.textContent).to.include("Ariza qaytarildi").and.include(REASON);
    const rows = [...page.querySelectorAll("[data-testid=application-list] tbody tr")].map(
      (r) => r.textContent,
    );
    expect(rows).to.have.length(2);
    expect(rows[0]).to.include("Elektron savdo tarozisi").and.include("Zavod raqami: T-100");
    expect(rows[1]).to.include("Zavod raqami: T-200, T-201");
  });

  it("resubmits the saved lines at the version it was opened at, then shows the appeal", async () => {
    http
      .reply("GET", "/api/appeals/5", { body: { data: sentBack } })
      .reply("POST", "/api/appeals/5/resubmit", {
        body: { status: 1, appeal_id: 5, message: "Muvaffaqiyatli yuborildi", redirect: "/appeals/5" },
      });
    const page = await openResubmit5();
    await click(byText(page, "Qayta yuborish", "button"));
    // The form checks the lines for a moment before it sends them (spec 2.5).
    for (let i = 0; i < 200 && !page.textContent?.includes("appeal page"); i++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const sent = http.calls.find((call) => call.method === "POST");
    expect(sent?.url).to.match(/\/api\/appeals\/5\/resubmit\?version=4$/);
    const devices = (sent?.body as { devices: { about_device: string }[] } | undefined)?.devices ?? [];
    expect(devices.map((d) => d.about_device)).to.deep.equal([
      "Zavod raqami: T-100",
      "Zavod raqami: T-200, T-201",
    ]);
    expect(page.textContent).to.include("appeal page");
  });

  it("says an appeal that is not sent back cannot be corrected, and offers no form", async () => {
    const resubmitted = {
      ...sentBack,
      status: "submitted" as const,
      history: [...sentBack.history, { status: "submitted" as const, at: "2026-01-10T12:00:00.000Z", by: 1 }],
    };
    http.reply("GET", "/api/appeals/5", { body: { data: resubmitted } });
    const page = await openResubmit5();
    expect(page.querySelector("[data-testid=sent-back-notice]")).to.equal(null);
    expect(page.textContent).to.include("Bu ariza qaytarilmagan");
    expect(page.querySelector("[data-testid=application-list]")).to.equal(null);
  });
});
