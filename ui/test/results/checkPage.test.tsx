import { expect } from "chai";
import { act } from "react";
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
const CHECK_FILE = "/api/public/certificates/check";

const SIGNED_CONTENT = '{"number":"01-2026-7QK2M9XD","instrument":"Tarozi oʻlchagich"}';
const LAB_PEM = "-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----\n";

/** A certificate signed by the lab (`valid`: the signature holds today), with what was measured. */
const aSignedCertificate = (valid = true, measurement: Record<string, unknown> = aVerification()) => ({
  ...aCertificate("valid"),
  replaces: "01-2026-AAAA2222",
  measurement,
  signature: {
    signed_at: "2026-11-21T09:30:00Z",
    signer: { subject: "C=UZ, O=Metrologiya markazi, CN=Metrologiya markazi", certificate: LAB_PEM },
    valid,
    content: SIGNED_CONTENT,
    cms: "MIAGCSqGSIb3DQEHAqCAMIACAQEx",
    documents: [{ lang: "uz", sha256: "ab".repeat(32), cms: "MIAGCSqGSIb3DQEHAqCAMIACAQEy" }],
  },
});

/** A verification of scales at three loads, the last one adjusted, judged under simple acceptance. */
const aVerification = () => ({
  method: { id: "gost-8-453", code: "GOST 8.453-82", title: "Statik tortish uchun tarozilar" },
  standards: [
    {
      name: "Tarozi toshlari toʻplami",
      type: "F1",
      serial_number: "ET-0042",
      accuracy: "F1",
      certificate: { number: "K-17/2026", issuer: "UzNIIM", valid_until: "2027-06-01" },
    },
  ],
  conditions: { temperature: "20.4", humidity: "52", pressure: "98.6" },
  condition_on_receipt: "Tashqi shikastlanishlarsiz",
  unit: "kg",
  points: [
    { nominal: "1", as_found: "1.002", error: "0.002", uncertainty: "0.0016", k: "2", conforms: true },
    {
      nominal: "30",
      as_found: "30.012",
      as_left: "30.006",
      error: "0.006",
      uncertainty: "0.0060",
      k: "2",
      conforms: false,
    },
  ],
  authoriser: { name: "Karimov Aziz", position: "Laboratoriya boshligʻi" },
  mpe: "0.010",
  decision_rule: "simple",
  conforms: false,
  received_on: "2026-11-18",
});

/** A calibration: no adjustment, no maximum permissible error, so no conformity statement. */
const aCalibration = () => {
  const { mpe: _mpe, decision_rule: _rule, conforms: _conforms, points, ...rest } = aVerification();
  return {
    ...rest,
    points: [{ nominal: "1", as_found: "0.998", error: "-0.002", uncertainty: "0.0016", k: "2" }],
  };
};

/** The text a link's data: address carries (percent-encoded text, or base64 as it is). */
const hrefText = (link: Element | null) => {
  const href = link?.getAttribute("href") ?? "";
  return href.includes(";base64,")
    ? href.split(";base64,")[1]
    : decodeURIComponent(href.split(",").slice(1).join(","));
};

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

describe("a certificate's signature and measurement on the public check", () => {
  let http: ReturnType<typeof stubFetch>;
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });
  const opened = async (certificate: unknown) => {
    http = stubFetch();
    http.reply("GET", SEARCH, { body: { data: [certificate] } });
    return openCheck(`/check/${NUMBER}`);
  };

  it("says who signed it and when, that the signature is valid, and what replaces what", async () => {
    const page = await opened(aSignedCertificate());
    const signature = page.querySelector("[data-testid=check-signature]");
    expect(signature?.textContent).to.include(
      "Elektron imzo bilan imzolangan: 21.11.2026 14:30, Metrologiya markazi",
    );
    const badge = page.querySelector("[data-testid=signature-valid]");
    expect(badge?.textContent).to.equal("Imzo haqiqiy");
    expect(badge?.className).to.include("badge--success");
    expect(page.querySelector("[data-testid=check-replaces]")?.textContent).to.equal(
      "№ 01-2026-AAAA2222 sertifikat oʻrniga berildi (tuzatish)",
    );
  });

  it("says plainly when the signature does not hold", async () => {
    const page = await opened(aSignedCertificate(false));
    const badge = page.querySelector("[data-testid=signature-valid]");
    expect(badge?.textContent).to.equal("Imzo haqiqiy EMAS");
    expect(badge?.className).to.include("badge--danger");
  });

  it("offers, folded away, the lab's certificate, the signed data and the signatures as files, and the OpenSSL command", async () => {
    const page = await opened(aSignedCertificate());
    const verify = page.querySelector("[data-testid=check-signature] details");
    expect(verify?.hasAttribute("open")).to.equal(false);
    const file = (name: string) => verify?.querySelector(`a[download="${name}"]`) ?? null;
    expect(hrefText(file("lab-certificate.pem"))).to.equal(LAB_PEM);
    expect(hrefText(file(`certificate-${NUMBER}.json`))).to.equal(SIGNED_CONTENT);
    expect(hrefText(file(`certificate-${NUMBER}.json.p7s`))).to.equal("MIAGCSqGSIb3DQEHAqCAMIACAQEx");
    expect(file(`certificate-${NUMBER}.json.p7s`)?.getAttribute("href")).to.match(
      /^data:application\/pkcs7-signature;base64,/,
    );
    expect(hrefText(file(`certificate-${NUMBER}-uz.pdf.p7s`))).to.equal("MIAGCSqGSIb3DQEHAqCAMIACAQEy");
    expect(verify?.textContent)
      .to.include(
        `openssl cms -verify -binary -inform DER -in certificate-${NUMBER}.json.p7s -content certificate-${NUMBER}.json -CAfile lab-certificate.pem`,
      )
      .and.include("PDF fayl imzosi (Oʻzbekcha)")
      .and.include(`SHA-256 ${"ab".repeat(32)}`);
  });

  it("shows the measurement: method, receipt, conditions, standards with their certificates, points, rule and verdict", async () => {
    const page = await opened(aSignedCertificate());
    // The method, the receipt, the conditions and the authoriser in the certificate's list of facts.
    const facts = page.querySelector("[data-testid=check-result] .facts");
    expect(page.querySelector("[data-testid=check-method]")?.textContent).to.equal(
      "GOST 8.453-82 «Statik tortish uchun tarozilar»",
    );
    expect(facts?.textContent)
      .and.include("Tashqi shikastlanishlarsiz")
      .and.include("18.11.2026")
      .and.include("20,4 °C")
      .and.include("52 %")
      .and.include("98,6 kPa")
      .and.include("Karimov Aziz, Laboratoriya boshligʻi");
    expect(page.querySelector("[data-testid=check-measurement]")?.textContent)
      .to.include("Ruxsat etilgan eng katta xatolik: ±0,010 kg")
      .and.include("Qaror qoidasi: oddiy qabul qilish");
    expect(page.querySelector("[data-testid=check-standards]")?.textContent).to.include(
      "Tarozi toshlari toʻplami (F1), ET-0042, F1; № K-17/2026, UzNIIM, 01.06.2027",
    );
    const table = page.querySelector("[data-testid=check-points]");
    const headers = [...(table?.querySelectorAll("th") ?? [])].map((th) => th.textContent);
    expect(headers).to.deep.equal([
      "№",
      "Nominal, kg",
      "Dastlabki koʻrsatish, kg",
      "Sozlashdan keyin, kg",
      "Xatolik, kg",
      "U, kg (k)",
      "Muvofiqlik",
    ]);
    const rows = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows).to.deep.equal([
      ["1", "1", "1,002", "—", "0,002", "0,0016 (2)", "mos"],
      ["2", "30", "30,012", "30,006", "0,006", "0,0060 (2)", "mos emas"],
    ]);
    // The table scrolls in its own named box, reachable by keyboard, never the page.
    const region = table?.closest("section");
    expect(region?.getAttribute("tabindex")).to.equal("0");
    expect(region?.getAttribute("aria-label")).to.equal("Oʻlchash natijalari");
    expect(page.querySelector("[data-testid=check-verdict]")?.textContent).to.include(
      "belgilangan talablarga muvofiq emas",
    );
  });

  it("shows a calibration without the columns it has no values for, and says it has no conformity statement", async () => {
    const page = await opened(aSignedCertificate(true, aCalibration()));
    const headers = [...page.querySelectorAll("[data-testid=check-points] th")].map((th) => th.textContent);
    expect(headers).to.deep.equal([
      "№",
      "Nominal, kg",
      "Dastlabki koʻrsatish, kg",
      "Xatolik, kg",
      "U, kg (k)",
    ]);
    expect(page.querySelector("[data-testid=check-points] tbody td:nth-child(4)")?.textContent).to.equal(
      "−0,002",
    );
    expect(page.querySelector("[data-testid=check-measurement]")?.textContent).to.include(
      "Kalibrlash natijalari muvofiqlik toʻgʻrisidagi bayonotsiz berilgan.",
    );
    expect(page.querySelector("[data-testid=check-verdict]")).to.equal(null);
  });
});

describe("checking a file on the public check", () => {
  let http: ReturnType<typeof stubFetch>;
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

  const aPdf = (name = "sertifikat.pdf") =>
    new window.File(["%PDF-1.7 %%EOF"], name, { type: "application/pdf" });

  async function choose(page: HTMLElement, file: File): Promise<void> {
    const input = page.querySelector("[data-testid=check-file]") as HTMLInputElement;
    Object.defineProperty(input, "files", { value: [file], configurable: true });
    await act(async () => {
      input.dispatchEvent(new window.Event("change", { bubbles: true }));
    });
  }
  async function check(page: HTMLElement): Promise<void> {
    await click(page.querySelector("[data-testid=check-file-submit]"));
    await settle();
    await settle();
  }
  const verdict = (page: HTMLElement) => page.querySelector("[data-testid=file-verdict]");
  const sentFiles = () =>
    http.calls
      .filter((c) => c.url.endsWith(CHECK_FILE))
      .map((c) => ((c.body as FormData).get("file") as File).name);

  it("labels the file chooser in the page's language", async () => {
    const page = await openCheck("/check");
    const input = page.querySelector("[data-testid=check-file]") as HTMLInputElement;
    expect(page.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal("Sertifikatning PDF fayli");
    expect(input.getAttribute("accept")).to.include("application/pdf");
    expect(page.querySelector(".check-file .file-chooser__button")?.textContent).to.equal("Faylni tanlang");
  });

  it("says in green that a file is exactly the issued certificate, and shows the certificate", async () => {
    http.reply("POST", CHECK_FILE, {
      body: {
        data: { verdict: "genuine", sha256: "cd".repeat(32), lang: "uz", certificate: aSignedCertificate() },
      },
    });
    const page = await openCheck("/check");
    await choose(page, aPdf());
    await check(page);
    expect(sentFiles()).to.deep.equal(["sertifikat.pdf"]);
    expect(verdict(page)?.className).to.include("notice--success");
    expect(verdict(page)?.textContent)
      .to.include(`Bu fayl aynan berilgan № ${NUMBER} sertifikatning oʻzi, uning imzosi haqiqiy`)
      .and.include("cd".repeat(32));
    expect(page.querySelector(`[data-testid=check-result][data-number="${NUMBER}"]`)).to.not.equal(null);
  });

  it("says in red that a revoked certificate's file is the one issued, but revoked", async () => {
    http.reply("POST", CHECK_FILE, {
      body: { data: { verdict: "revoked", sha256: "cd".repeat(32), certificate: aCertificate("revoked") } },
    });
    const page = await openCheck("/check");
    await choose(page, aPdf());
    await check(page);
    expect(verdict(page)?.className).to.include("notice--error");
    expect(verdict(page)?.getAttribute("role")).to.equal("alert");
    expect(verdict(page)?.textContent).to.include(
      `№ ${NUMBER} sertifikatning oʻzi, ammo sertifikat bekor qilingan`,
    );
    expect(page.querySelector("[data-testid=check-result] [data-status=revoked]")).to.not.equal(null);
  });

  it("says in red that a changed file is not genuine, with no certificate", async () => {
    http.reply("POST", CHECK_FILE, { body: { data: { verdict: "unknown", sha256: "ef".repeat(32) } } });
    const page = await openCheck("/check");
    await choose(page, aPdf("ozgargan.pdf"));
    await check(page);
    expect(verdict(page)?.className).to.include("notice--error");
    expect(verdict(page)?.textContent).to.include(
      "Haqiqiy emas: bu fayl laboratoriya bergan sertifikat emas",
    );
    expect(page.querySelector("[data-testid=check-result]")).to.equal(null);
  });

  it("asks for a file before sending anything, and shows the server's refusal of one under the field", async () => {
    http.reply("POST", CHECK_FILE, {
      status: 422,
      body: {
        status: 0,
        message: { file: ["Fayl PDF boʻlishi kerak"] },
        errors: { file: ["Fayl PDF boʻlishi kerak"] },
      },
    });
    const page = await openCheck("/check");
    await check(page);
    expect(sentFiles()).to.deep.equal([]);
    expect(page.querySelector(".check-file .field__error")?.textContent).to.equal("Faylni tanlang");
    await choose(page, aPdf("bosh.pdf"));
    expect(page.querySelector(".check-file .field__error")).to.equal(null);
    await check(page);
    expect(page.querySelector(".check-file .field__error")?.textContent).to.equal("Fayl PDF boʻlishi kerak");
    expect(verdict(page)).to.equal(null);
    expect((page.querySelector("[data-testid=check-file-submit]") as HTMLButtonElement).disabled).to.equal(
      false,
    );
  });

  it("clears the last verdict when another file is chosen, and shows only the last check's answer", async () => {
    const held: Array<(answer: { body: unknown }) => void> = [];
    http.reply("POST", CHECK_FILE, (call) => {
      const name = ((call.body as FormData).get("file") as File).name;
      if (name === "sekin.pdf") return new Promise((resolve) => held.push(resolve));
      return { body: { data: { verdict: "unknown", sha256: "ef".repeat(32) } } };
    });
    const page = await openCheck("/check");
    await choose(page, aPdf("birinchi.pdf"));
    await check(page);
    expect(verdict(page)?.getAttribute("data-verdict")).to.equal("unknown");
    await choose(page, aPdf("sekin.pdf"));
    expect(verdict(page)).to.equal(null);
    await check(page);
    await choose(page, aPdf("uchinchi.pdf"));
    await check(page);
    expect(verdict(page)?.getAttribute("data-verdict")).to.equal("unknown");
    // The slow answer of the file chosen before arrives last: it is not shown over the last one.
    await act(async () =>
      held[0]?.({
        body: { data: { verdict: "genuine", sha256: "cd".repeat(32), certificate: aCertificate("valid") } },
      }),
    );
    await settle();
    expect(verdict(page)?.getAttribute("data-verdict")).to.equal("unknown");
    expect(sentFiles()).to.deep.equal(["birinchi.pdf", "sekin.pdf", "uchinchi.pdf"]);
  });
});
