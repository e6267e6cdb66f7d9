import { expect } from "chai";
import { act, type ReactElement } from "react";
import { Route, Routes } from "react-router-dom";
import type { Role } from "../../src/api/portal";
import AppealPage from "../../src/appeals/AppealPage";
import StaffPage from "../../src/appeals/StaffPage";
import { StatusBadge } from "../../src/appeals/work/StatusBadge";
import { changeLanguage } from "../../src/i18n";
import { SessionProvider } from "../../src/session/SessionContext";
import { Navigation } from "../../src/shell/Navigation";
import { aSessionUser, anAppealDetail } from "../builders";
import { aPaidInvoice, anInvoice } from "../payments/builders";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, render, settle } from "../support/render";

const PAYMENTS = "/api/appeals/5/payments";

/** A page inside the session of `role`, at `at`. */
async function openAs(
  http: ReturnType<typeof stubFetch>,
  role: Role,
  at: string,
  path: string,
  page: ReactElement,
) {
  http.reply("GET", "/auth/me", { body: { data: aSessionUser(role) } });
  const { container } = await render(
    <SessionProvider>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </SessionProvider>,
    { at },
  );
  await settle();
  await settle();
  return container;
}

describe("the paid status of an appeal", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("is named in both languages", async () => {
    const { container } = await render(<StatusBadge status="paid" />);
    expect(container.textContent).to.equal("Toʻlangan");
    await act(() => changeLanguage("ru"));
    expect(container.textContent).to.equal("Оплачено");
  });

  it("is a filter of the staff inbox", async () => {
    http
      .reply("GET", "/api/staff/appeals", { body: { data: [] } })
      .reply("GET", "/api/front/branches", { body: [] });
    const page = await openAs(http, "staff", "/staff", "/staff", <StaffPage />);
    const status = [...page.querySelectorAll("[data-testid=inbox-filters] label")].find(
      (label) => label.firstChild?.textContent === "Holati",
    );
    const options = [...(status?.querySelectorAll("option") ?? [])].map((o) => o.value);
    expect(options).to.include.members(["invoiced", "paid", "completed"]);
  });

  it("keeps the results step for staff, with the receipt of the payment on the page", async () => {
    http
      .reply("GET", "/api/appeals/5", {
        body: { data: anAppealDetail({ kind: "verification", status: "paid" }) },
      })
      .reply("GET", "/api/appeals/5/contracts", { body: { data: [] } })
      .reply("GET", PAYMENTS, { body: { data: [aPaidInvoice()] } });
    const staff = await openAs(http, "staff", "/appeals/5", "/appeals/:id", <AppealPage />);
    expect(staff.querySelector("[data-testid=appeal-status]")?.textContent).to.equal("Toʻlangan");
    expect(staff.querySelector("[data-testid=next-step-results] a")?.getAttribute("href")).to.equal(
      "/staff/appeals/5/results",
    );
    expect(staff.querySelector("[data-testid=payment-receipt]")).to.not.equal(null);
  });

  it("asks the payments of an invoiced appeal for its customer, and none for a reviewer, who reads no invoice", async () => {
    http
      .reply("GET", "/api/appeals/5", { body: { data: anAppealDetail({ status: "invoiced" }) } })
      .reply("GET", "/api/appeals/5/contracts", { body: { data: [] } })
      .reply("GET", PAYMENTS, { body: { data: [anInvoice()] } });
    const customer = await openAs(http, "person", "/appeals/5", "/appeals/:id", <AppealPage />);
    expect(byText(customer, "Payme orqali toʻlash", "a")).to.not.equal(undefined);
    await cleanUp();
    http.calls.length = 0;
    const reviewer = await openAs(http, "reviewer", "/appeals/5", "/appeals/:id", <AppealPage />);
    expect(http.calls.map((call) => call.url)).to.not.include(PAYMENTS);
    expect(reviewer.querySelector("[data-testid=payment-card]")).to.equal(null);
  });

  it("asks no payments of an appeal before its invoice", async () => {
    http
      .reply("GET", "/api/appeals/5", { body: { data: anAppealDetail({ status: "contracted" }) } })
      .reply("GET", "/api/appeals/5/contracts", { body: { data: [] } });
    await openAs(http, "person", "/appeals/5", "/appeals/:id", <AppealPage />);
    expect(http.calls.map((call) => call.url)).to.not.include(PAYMENTS);
  });
});

describe("the staff menu", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  const current = (page: HTMLElement) =>
    [...page.querySelectorAll("nav a[aria-current=page]")].map((a) => a.textContent);

  it("marks the payments ledger alone on its page, and the staff area on its other pages", async () => {
    const ledger = await openAs(http, "staff", "/staff/payments", "*", <Navigation />);
    expect(current(ledger)).to.deep.equal(["Toʻlovlar"]);
    await cleanUp();
    const results = await openAs(http, "staff", "/staff/appeals/5/results", "*", <Navigation />);
    expect(current(results)).to.deep.equal(["Xodim boʻlimi"]);
  });
});
