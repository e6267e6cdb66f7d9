import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfText } from "@portal/testkit";
import { expect } from "chai";
import type { SignedInClients } from "./attentionApi";
import { pdfForm, verificationAppeal } from "./support/fixtures";

/** `openssl cms -verify` of a detached signature over a file, against the lab's certificate. */
function verifiedByOpenssl(folder: string, content: Buffer, cms: string, labPem: string): Promise<number> {
  const name = `c${Math.random().toString(36).slice(2)}`;
  writeFileSync(join(folder, `${name}.bin`), content);
  writeFileSync(join(folder, `${name}.p7s`), Buffer.from(cms, "base64"));
  writeFileSync(join(folder, "lab.pem"), labPem);
  return new Promise((resolve) =>
    execFile(
      "openssl",
      [
        ...["cms", "-verify", "-binary", "-inform", "DER"],
        ...["-in", join(folder, `${name}.p7s`), "-content", join(folder, `${name}.bin`)],
        ...["-CAfile", join(folder, "lab.pem"), "-purpose", "any", "-out", "/dev/null"],
      ],
      (error) => resolve(error ? Number(error.code ?? 1) : 0),
    ),
  );
}

/** Yesterday in Tashkent: a work date the server takes whatever the hour. */
const workDate = () => new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
let serial = 0;

/**
 * Issue 28 over HTTP: a verification recorded with its measurement gives a certificate whose
 * JSON and PDF the lab signed (OpenSSL verifies both against the lab's certificate); an
 * expired standard is refused, named; "check a file" tells the issued PDF from a changed
 * one and a revoked one. Part of the API suite, on both profiles.
 */
export function describeCertificatesApi(clients: () => SignedInClients) {
  describe("the signed certificate of a measured verification (issue 28)", () => {
    let folder: string;
    before(() => {
      folder = mkdtempSync(join(tmpdir(), "portal-cms-"));
    });
    after(() => rmSync(folder, { recursive: true, force: true }));

    async function standard(validUntil: string): Promise<number> {
      const { staff } = clients();
      const made = await staff.post("/api/staff/standards", {
        name: "Tarozi toshlari toʻplami",
        type: "F1 sinf",
        serial_number: `TT-${process.pid}-${++serial}-${Date.now()}`,
        range: "1 mg – 20 kg",
        accuracy: "F1",
        certificate: { number: `UZNIM-${serial}`, issuer: "UzNIM", valid_until: validUntil },
        branch_id: 1,
      });
      expect(made.status, made.text).to.equal(200);
      return made.json.data.id;
    }

    it("signs the JSON and the PDF so that OpenSSL verifies both; check a file finds it genuine, changed, revoked", async () => {
      const { portal, company, staff } = clients();
      const signers = await staff.get("/api/staff/signers");
      expect(signers.status, signers.text).to.equal(200);
      const authoriser = signers.json.data[0];
      expect(authoriser, "the demo data has a signer").to.not.equal(undefined);
      const [valid, expired] = await Promise.all([standard("2030-12-31"), standard("2025-01-31")]);

      const saved = await company.post("/front/save-appeal", verificationAppeal());
      const id = saved.json.appeal_id;
      for (const action of ["take_for_review", "approve"])
        expect((await staff.post(`/api/appeals/${id}/status`, { action })).status).to.equal(200);
      const contract = await staff.post("/recognition/contract/store", {
        appeal_id: id,
        contract_number: `S-${id}`,
        devices: [{ id: 1, together: 0 }],
      });
      expect(contract.status, contract.text).to.equal(200);

      const measurement = {
        method_id: "gost-8-453",
        standard_ids: [valid],
        conditions: { temperature: "20,1", humidity: "48", pressure: "99.2" },
        authoriser_id: authoriser.id,
        condition_on_receipt: "Tashqi shikastlanishlarsiz",
        unit: "kg",
        mpe: "0.010",
        decision_rule: "guarded",
        points: [
          { nominal: "2", as_found: "2.003", uncertainty: "0.002", k: "2" },
          { nominal: "20", as_found: "20.004", uncertainty: "0.004", k: "2" },
        ],
      };
      const entry = {
        row_id: 1,
        instrument: 1,
        serial_number: `CMS-${id}`,
        work_date: workDate(),
        valid_until: `${Number(workDate().slice(0, 4)) + 1}${workDate().slice(4)}`,
        measurement,
      };
      const path = `/api/staff/appeals/${id}/results`;
      const refused = await staff.post(path, {
        results: [{ ...entry, measurement: { ...measurement, standard_ids: [valid, expired] } }],
      });
      expect(refused.status).to.equal(422);
      expect(refused.json.errors.join("\n")).to.match(
        /«Tarozi toshlari toʻplami» \(zavod raqami TT-.*\) etalonining sertifikati 31\.01\.2025 kuni tugagan/,
      );
      expect((await staff.get(path.replace("/staff", ""))).json.data.instruments[0].result).to.equal(
        undefined,
      );

      const recorded = await staff.post(path, { results: [entry] });
      expect(recorded.status, recorded.text).to.equal(200);
      const result = recorded.json.data.instruments[0].result;
      expect(result.outcome).to.equal("fit");
      expect(result.measurement.points.map((p: { error: string }) => p.error)).to.deep.equal([
        "0.003",
        "0.004",
      ]);
      const number: string = result.certificate_number;

      const pdf = await company.download(`/api/appeals/${id}/results/1/1/pdf?lang=ru`);
      expect(pdf.status).to.equal(200);

      const visitor = portal.client();
      const found = await visitor.get(`/api/public/certificates/${number}`);
      expect(found.status).to.equal(200);
      const signature = found.json.data.signature;
      expect(signature.valid).to.equal(true);
      expect(found.json.data.measurement.decision_rule).to.equal("guarded");
      expect(found.json.data.measurement).to.not.have.property("performer");
      expect(JSON.parse(signature.content).certificate).to.equal(number);
      const labPem: string = signature.signer.certificate;
      expect(
        await verifiedByOpenssl(folder, Buffer.from(signature.content, "utf8"), signature.cms, labPem),
      ).to.equal(0);
      expect(
        await verifiedByOpenssl(folder, Buffer.from(`${signature.content} `, "utf8"), signature.cms, labPem),
      ).to.not.equal(0);
      const [document] = signature.documents;
      expect(document.lang).to.equal("ru");
      expect(await verifiedByOpenssl(folder, pdf.bytes, document.cms, labPem)).to.equal(0);

      // The second download is the same issued file.
      const again = await company.download(`/api/appeals/${id}/results/1/1/pdf?lang=ru`);
      expect(again.bytes.equals(pdf.bytes)).to.equal(true);

      const check = (bytes: Buffer) =>
        visitor.request("POST", "/api/public/certificates/check", pdfForm(bytes, "sertifikat.pdf"));
      const genuine = await check(pdf.bytes);
      expect(genuine.status, genuine.text).to.equal(200);
      expect(genuine.json.data).to.deep.include({ verdict: "genuine", lang: "ru" });
      expect(genuine.json.data.certificate.number).to.equal(number);
      const changed = Buffer.from(pdf.bytes);
      const at = Math.floor(changed.length / 2);
      changed.writeUInt8(changed.readUInt8(at) ^ 1, at);
      expect((await check(changed)).json.data.verdict).to.equal("unknown");
      const none = await visitor.request("POST", "/api/public/certificates/check", new FormData());
      expect(none.status).to.equal(422);

      const revoked = await staff.post(`${path}/1/1/revoke`, { reason: "Namuna: bekor qilindi" });
      expect(revoked.status, revoked.text).to.equal(200);
      expect((await check(pdf.bytes)).json.data.verdict).to.equal("revoked");

      const text = pdfText(pdf.bytes);
      for (const part of ["GOST 8.453-82", "20,1 °C", "UZNIM-", "защищённая приёмка", "стр. 1 из"])
        expect(text).to.include(part);
    });
  });
}
