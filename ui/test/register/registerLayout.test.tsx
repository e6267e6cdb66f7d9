import type { RegisterEntry } from "@portal/domain/register/registerPage";
import { expect } from "chai";
import SelfDevicesPage, { RegisterView } from "../../src/register/SelfDevicesPage";
import { RegisterOwner } from "../../src/register/RegisterTable";
import { changeLanguage } from "../../src/i18n";
import { aPerson, aSelfDevice, lookups } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, click, render, settle } from "../support/render";

const COUNTS = { overdue: 1, due30: 0, due90: 0, fine: 1, unfit: 0 };

const anEntry = (overrides: Partial<RegisterEntry> = {}): RegisterEntry => ({
  ...aSelfDevice(),
  serial_number: "SN-1",
  state: "fine",
  ...overrides,
});

const ENTRIES = [
  anEntry({ id: 7, serial_number: "SN-1", state: "overdue", next_inspection_date: "2025-05-01" }),
  anEntry({
    id: 8,
    serial_number: "SN-2",
    device_name: "Manometr MP-100",
    k_2: "MS-0401",
    country_name: "O‘zbekiston",
    next_inspection_date: "2026-02-01",
  }),
];

const table = () => document.querySelector("[data-testid=self-devices-table]") as HTMLTableElement;
const entryRows = () => [...table().querySelectorAll<HTMLTableRowElement>("tbody tr.register-row")];
const detailsButton = (row: Element) =>
  [...row.querySelectorAll("button")].find((b) => b.textContent?.includes("Batafsil")) as HTMLButtonElement;

describe("the register reads instrument-first", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch()
      .reply("GET", "/self-devices/page", {
        body: { status: true, data: ENTRIES, next: null, today: "2025-06-01" },
      })
      .reply("GET", "/self-devices/counts", { body: { status: true, data: COUNTS } })
      .reply("GET", "/get-userinfo", {
        body: { status: true, data: aPerson({ company_name: "Demo Metall MChJ", company_tin: "301234567" }) },
      })
      .reply("GET", "/devices/all", { body: lookups.devices })
      .reply("GET", "/devices/countries", { body: lookups.countries })
      .reply("GET", "/api/front/provinces", { body: lookups.provinces });
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("says the company, its tax id and parent organisation once, above the table, in no row", async () => {
    await render(<SelfDevicesPage />);
    await settle();
    const owner = document.querySelector("[data-testid=register-owner]") as HTMLElement;
    expect(owner.textContent).to.include("Demo Metall MChJ").and.include("301234567").and.include("Vazirlik");
    expect(owner.compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(table().textContent).not.to.include("Demo Metall MChJ").and.not.include("301234567");
    expect(table().textContent).not.to.include("Vazirlik");
  });

  it("gives each row only what differs per instrument: state, device, serial number, next date, last certificate, actions", async () => {
    await render(<SelfDevicesPage />);
    await settle();
    const headers = [...table().querySelectorAll("thead th")].map((th) => th.textContent?.trim());
    expect(headers).to.deep.equal([
      "Batafsil",
      "Tanlash",
      "№",
      "Holati",
      "Oʻlchov vositasi",
      "Zavod raqami",
      "Keyingi tekshiruv sanasi ↑",
      "Oxirgi guvohnoma",
      "Amallar",
    ]);
    const [first] = entryRows();
    expect(first?.textContent).to.include("Tarozi VT-15").and.include("SN-1").and.include("01.05.2025");
    // The other columns of the spec are not in the row until its details open.
    expect(first?.textContent).not.to.include("Rossiya").and.not.include("TR-0015");
  });

  it("opens an entry's details under its row with a button that says it is expanded, and closes them again", async () => {
    await render(<SelfDevicesPage />);
    await settle();
    const [first, second] = entryRows();
    const button = detailsButton(first as HTMLTableRowElement);
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(button.textContent).to.include("Tarozi VT-15 SN-1");
    await click(button);
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    const details = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(details.closest("tr")?.previousElementSibling).to.equal(first);
    const facts = Object.fromEntries(
      [...details.querySelectorAll("dl > div")].map((d) => [
        d.querySelector("dt")?.textContent,
        d.querySelector("dd")?.textContent,
      ]),
    );
    expect(facts).to.include({
      "Ishlab chiqarilgan davlat": "Rossiya",
      "Qurilma kodi": "TR-0015",
      "Tekshiruv sanasi": "01.05.2024",
      "Qurilma joylashgan hudud": "Toshkent shahri",
    });
    // Only the entry asked for opens; the rows counted as entries stay two.
    expect(detailsButton(second as HTMLTableRowElement).getAttribute("aria-expanded")).to.equal("false");
    expect(entryRows()).to.have.length(2);

    await click(button);
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(button.hasAttribute("aria-controls")).to.equal(false);
    expect(document.querySelector("[data-testid=register-details]")).to.equal(null);
  });

  it("shows staff the owner once and the details, with no choice, edit or delete", async () => {
    http.reply("GET", "/api/staff/customers/5/register/page", {
      body: { status: true, data: ENTRIES, next: null, today: "2025-06-01" },
    });
    http.reply("GET", "/api/staff/customers/5/register/counts", { body: { status: true, data: COUNTS } });
    await render(<RegisterView customer={{ id: 5, name: "Demo Metall MChJ", tin: "301234567" }} />);
    await settle();
    expect(document.querySelector("[data-testid=register-owner]")?.textContent).to.include("Vazirlik");
    const [first] = entryRows();
    await click(detailsButton(first as HTMLTableRowElement));
    const details = document.querySelector("[data-testid=register-details]") as HTMLElement;
    expect(details.textContent).to.include("Rossiya");
    expect(details.querySelectorAll("button")).to.have.length(0);
    expect(table().querySelectorAll("input[type=checkbox]")).to.have.length(0);
  });

  it("folds the filters behind a button that says whether they are open, counting the filters set", async () => {
    await render(<SelfDevicesPage />, { at: "/self-devices?state=overdue&q=SN" });
    await settle();
    const toggle = document.querySelector(".register-filters-toggle") as HTMLButtonElement;
    const form = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLFormElement;
    expect(toggle.textContent).to.equal("Filtrlar (2)");
    expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    expect(form.classList.contains("register-filters--folded")).to.equal(true);
    await click(toggle);
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    expect(form.classList.contains("register-filters--folded")).to.equal(false);
  });

  it("speaks Russian in the owner's line and the details", async () => {
    await changeLanguage("ru");
    await render(<SelfDevicesPage />);
    await settle();
    expect(document.querySelector("[data-testid=register-owner]")?.textContent)
      .to.include("Наименование предприятия")
      .and.include("ИНН");
    const [first] = entryRows();
    const button = [...(first as HTMLTableRowElement).querySelectorAll("button")].find((b) =>
      b.textContent?.includes("Подробнее"),
    ) as HTMLButtonElement;
    await click(button);
    expect(document.querySelector("[data-testid=register-details]")?.textContent).to.include(
      "Страна производства",
    );
  });

  it("names only what the owner has: a private person's line shows no empty company or parent organisation", async () => {
    await changeLanguage("uz");
    await render(<RegisterOwner owner={{ soogu_name: "", company_name: " ", tin: "412345678" }} />);
    const owner = document.querySelector("[data-testid=register-owner]") as HTMLElement;
    expect([...owner.querySelectorAll("dd")].map((dd) => dd.textContent)).to.deep.equal(["412345678"]);
    expect(owner.querySelectorAll("dt")).to.have.length(1);
  });
});
