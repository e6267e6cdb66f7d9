import { expect } from "chai";
import { Route, Routes, useLocation, useNavigate } from "react-router-dom";
import CheckPage from "../../src/results/CheckPage";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, click, render, settle, type } from "../support/render";

const NUMBER = "01-2026-7QK2M9XD";

const aCertificate = (status: string, signed = false) => ({
  number: NUMBER,
  status,
  issuer: { name: "Metrologiya markazi", branch: "Toshkent shahar filiali" },
  instrument: { name: "Manometr", type: "Qiyoslash", serial_number: "SN-17" },
  owner: { name: "Demo Metall MChJ" },
  result: { outcome: "fit" },
  dates: { work_date: "2026-11-20", valid_until: "2027-11-19" },
  checked_on: "2026-11-21",
  signed_document: signed,
});

const SEARCH = "/api/public/certificates";

/** The address the page is at, and a way back, as the browser's bar and button give them. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname}</output>
      <button type="button" data-testid="back" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

const address = (page: HTMLElement) => page.querySelector("[data-testid=address]")?.textContent;
const submit = (page: HTMLElement) => page.querySelector("[data-testid=check-submit]") as HTMLButtonElement;
const searched = (http: ReturnType<typeof stubFetch>) =>
  http.calls.map((call) => new URL(call.url, "http://x").searchParams.get("q"));

async function search(page: HTMLElement, typed: string): Promise<void> {
  await type(page.querySelector("[data-testid=check-query]")!, typed);
  await click(submit(page));
  await settle();
  await settle();
}

async function openCheck(at: string): Promise<HTMLElement> {
  const { container } = await render(
    <>
      <Routes>
        <Route path="/check" element={<CheckPage />} />
        <Route path="/check/:number" element={<CheckPage />} />
      </Routes>
      <AddressBar />
    </>,
    { at },
  );
  await settle();
  await settle();
  return container;
}

describe("the public check page", () => {
  let http: ReturnType<typeof stubFetch>;
  // A search navigates in a transition, for which React reads the submitted form's data: it
  // needs the FormData of jsdom's forms, not Node's.
  const nodeFormData = globalThis.FormData;
  beforeEach(() => {
    http = stubFetch();
    globalThis.FormData = window.FormData;
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    globalThis.FormData = nodeFormData;
  });

  it("opens a certificate by the number in its address and says whether it is valid", async () => {
    http.reply("GET", SEARCH, { body: { data: [aCertificate("valid")] } });
    const page = await openCheck(`/check/${NUMBER}`);
    const card = page.querySelector("[data-testid=check-result]");
    expect(card?.textContent).to.include("SN-17").and.include("Yaroqli").and.include("19.11.2027");
    expect(card?.textContent).to.include("Metrologiya markazi, Toshkent shahar filiali");
    expect(page.querySelector("[data-testid=certificate-status]")?.textContent).to.equal("Amalda");
  });

  it("shows a revoked certificate as revoked", async () => {
    http.reply("GET", SEARCH, { body: { data: [aCertificate("revoked")] } });
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-status=revoked]")?.textContent).to.equal("Bekor qilingan");
  });

  it("says a signed conclusion is on file only when one is, and never links to it", async () => {
    http.reply("GET", SEARCH, { body: { data: [aCertificate("valid", true)] } });
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-testid=check-signed]")?.textContent).to.include("Portalda saqlangan");
    expect(page.querySelector("[data-testid=check-result] a")).to.equal(null);
    await cleanUp();
    http.reply("GET", SEARCH, { body: { data: [aCertificate("valid")] } });
    const plain = await openCheck(`/check/${NUMBER}`);
    expect(plain.querySelector("[data-testid=check-result]")).to.not.equal(null);
    expect(plain.querySelector("[data-testid=check-signed]")).to.equal(null);
  });

  it("says so when nothing is found, with what was looked for and what to check", async () => {
    http.reply("GET", SEARCH, { body: { data: [] } });
    const page = await openCheck("/check/P-SER-9");
    const missing = page.querySelector("[data-testid=check-missing]");
    expect(missing?.className).to.include("notice--warning");
    expect(missing?.textContent)
      .to.include("Bunday sertifikat topilmadi: P-SER-9")
      .and.include("sertifikatda qanday bosilgan");
    expect(page.querySelector("[data-testid=check-result]")).to.equal(null);
  });

  it("searches the same number twice, in any case: the button comes back and the address stays the number", async () => {
    http.reply("GET", SEARCH, { body: { data: [aCertificate("valid")] } });
    const page = await openCheck("/check");
    for (const typed of [NUMBER, NUMBER.toLowerCase(), ` ${NUMBER} `]) {
      await search(page, typed);
      expect(page.querySelector("[data-testid=check-result]")?.getAttribute("data-number")).to.equal(NUMBER);
      expect(submit(page).disabled, typed).to.equal(false);
      expect(address(page)).to.equal(`/check/${NUMBER}`);
    }
    expect(searched(http)).to.deep.equal([NUMBER, NUMBER, NUMBER]);
  });

  it("follows each search in the address, a miss then a hit, and goes back to the miss", async () => {
    http.reply("GET", SEARCH, (call) => ({
      body: {
        data: new URL(call.url, "http://x").searchParams.get("q") === NUMBER ? [aCertificate("valid")] : [],
      },
    }));
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-testid=check-result]")).to.not.equal(null);
    await search(page, "p ser 9");
    expect(address(page)).to.equal("/check/p%20ser%209");
    expect(page.querySelector("[data-testid=check-missing]")?.textContent).to.include("p ser 9");
    expect(page.querySelector("[data-testid=check-result]")).to.equal(null);
    expect(submit(page).disabled).to.equal(false);
    await search(page, NUMBER.toLowerCase());
    expect(address(page)).to.equal(`/check/${NUMBER}`);
    expect(page.querySelector("[data-testid=check-missing]")).to.equal(null);
    expect(page.querySelector("[data-testid=check-result]")).to.not.equal(null);
    await click(page.querySelector("[data-testid=back]"));
    await settle();
    expect(address(page)).to.equal("/check/p%20ser%209");
    expect((page.querySelector("[data-testid=check-query]") as HTMLInputElement).value).to.equal("p ser 9");
    expect(page.querySelector("[data-testid=check-missing]")).to.not.equal(null);
  });
});
