import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import CheckPage from "../../src/results/CheckPage";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle } from "../support/render";

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

async function openCheck(at: string): Promise<HTMLElement> {
  const { container } = await render(
    <Routes>
      <Route path="/check" element={<CheckPage />} />
      <Route path="/check/:number" element={<CheckPage />} />
    </Routes>,
    { at },
  );
  await settle();
  await settle();
  return container;
}

describe("the public check page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  it("opens a certificate by the number in its address and says whether it is valid", async () => {
    http.reply("GET", `/api/public/certificates/${NUMBER}`, { body: { data: aCertificate("valid") } });
    const page = await openCheck(`/check/${NUMBER}`);
    const card = page.querySelector("[data-testid=check-result]");
    expect(card?.textContent).to.include("SN-17").and.include("Yaroqli").and.include("19.11.2027");
    expect(card?.textContent).to.include("Metrologiya markazi, Toshkent shahar filiali");
    expect(page.querySelector("[data-testid=certificate-status]")?.textContent).to.equal("Amalda");
  });

  it("shows a revoked certificate as revoked", async () => {
    http.reply("GET", `/api/public/certificates/${NUMBER}`, { body: { data: aCertificate("revoked") } });
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-status=revoked]")?.textContent).to.equal("Bekor qilingan");
  });

  it("says a signed conclusion is on file only when one is, and never links to it", async () => {
    http.reply("GET", `/api/public/certificates/${NUMBER}`, { body: { data: aCertificate("valid", true) } });
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-testid=check-signed]")?.textContent).to.include("Portalda saqlangan");
    expect(page.querySelector("[data-testid=check-result] a")).to.equal(null);
    await cleanUp();
    http.reply("GET", `/api/public/certificates/${NUMBER}`, { body: { data: aCertificate("valid") } });
    const plain = await openCheck(`/check/${NUMBER}`);
    expect(plain.querySelector("[data-testid=check-result]")).to.not.equal(null);
    expect(plain.querySelector("[data-testid=check-signed]")).to.equal(null);
  });

  it("says so when nothing is found", async () => {
    http.reply("GET", `/api/public/certificates/${NUMBER}`, {
      status: 404,
      body: { status: 0, message: "Topilmadi" },
    });
    const page = await openCheck(`/check/${NUMBER}`);
    expect(page.querySelector("[data-testid=check-missing]")?.textContent).to.equal(
      "Bunday sertifikat topilmadi",
    );
    expect(page.querySelector("[data-testid=check-result]")).to.equal(null);
  });
});
