import type { AppealResultsView, PublicCertificate } from "@portal/domain";
import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { left, right } from "./fakes/fakeUseCases";
import { fileForm, pdfBytes } from "./forms";
import { type Browser, type Portal, startPortal } from "./harness";

const staffMember = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });

/** Appeal 57's one instrument with its fit result. */
const view: AppealResultsView = {
  appeal_id: 57,
  appeal_status: "contracted",
  may_record: true,
  may_amend: true,
  may_receive: true,
  complete: true,
  instruments: [
    {
      row_id: 1,
      instrument: 1,
      n: 1,
      device_name: "Manometr",
      kind: "measurement",
      result: {
        version: 1,
        serial_number: "SN-1",
        outcome: "fit",
        work_date: "2026-11-20",
        valid_until: "2027-11-19",
        certificate_number: "01-2026-7QK2M9XD",
        status: "valid",
        recorded_at: "2026-11-20T08:00:00.000Z",
      },
    },
  ],
};

const certificate: PublicCertificate = {
  number: "01-2026-7QK2M9XD",
  status: "valid",
  issuer: { name: "Metrologiya markazi" },
  instrument: { name: "Manometr", serial_number: "SN-1" },
  result: { outcome: "fit" },
  dates: { work_date: "2026-11-20", valid_until: "2027-11-19" },
  checked_on: "2026-11-21",
  signed_document: false,
};

describe("result routes", () => {
  let portal: Portal;
  let staff: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    staff = await portal.signedIn(staffMember);
  });
  afterEach(() => portal.close());

  it("POST /api/staff/appeals/:id/results hands the decoded request to the use case and answers status 1 with the results", async () => {
    portal.modules.results.recordResults.resolves(right(view));
    const entry = {
      row_id: "1",
      instrument: 1,
      serial_number: " SN-1 ",
      outcome: "fit",
      work_date: "2026-11-20",
    };

    const response = await staff.post("/api/staff/appeals/57/results", { results: [entry] });

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: 1, data: view });
    const [actor, appealId, request] = portal.modules.results.recordResults.firstCall.args;
    expect(actor).to.deep.equal({ user: staffMember, lang: "uz" });
    expect(appealId).to.equal(57);
    expect(request).to.deep.equal({ results: [{ ...entry, row_id: 1, serial_number: "SN-1" }] });
  });

  it("POST /api/staff/appeals/:id/receipts hands the decoded day and instruments to the use case, and refuses another shape with 422", async () => {
    portal.modules.results.receiveInstruments.resolves(right(view));

    const response = await staff.post("/api/staff/appeals/57/receipts", {
      received_on: "2026-11-20",
      instruments: [{ row_id: "1", instrument: 2, note: "dropped" }],
    });

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: 1, data: view });
    const [, appealId, request] = portal.modules.results.receiveInstruments.firstCall.args;
    expect(appealId).to.equal(57);
    expect(request).to.deep.equal({ received_on: "2026-11-20", instruments: [{ row_id: 1, instrument: 2 }] });
    const malformed = await staff.post("/api/staff/appeals/57/receipts", { instruments: [{ row_id: 0 }] });
    expect(malformed.status).to.equal(422);
    expect(portal.modules.results.receiveInstruments.calledOnce).to.equal(true);
  });

  it("refuses results of another shape with 422 naming the field, asking no use case", async () => {
    const response = await staff.post("/api/staff/appeals/57/results", { results: [{ row_id: "x" }] });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: string[] }).errors.length).to.be.greaterThan(0);
    expect(portal.modules.results.recordResults.called).to.equal(false);
  });

  it("refuses a customer's results with 403 before anything is decoded", async () => {
    const customer = await portal.signedIn(aUser());

    const response = await customer.post("/api/staff/appeals/57/results", { results: "many" });

    expect(response.status).to.equal(403);
    expect(portal.modules.results.recordResults.called).to.equal(false);
  });

  it("POST …/correct and …/revoke hand the instrument from the path and the decoded body", async () => {
    portal.modules.results.correctResult.resolves(right(view));
    portal.modules.results.revokeResult.resolves(right(view));

    const corrected = await staff.post("/api/staff/appeals/57/results/1/2/correct", {
      serial_number: "SN-2",
      reason: " Xato ",
    });
    const revoked = await staff.post("/api/staff/appeals/57/results/1/2/revoke", {
      reason: " Mijoz talabi ",
    });

    expect(await corrected.json()).to.deep.equal({ status: 1, data: view });
    expect(portal.modules.results.correctResult.firstCall.args.slice(1)).to.deep.equal([
      57,
      1,
      2,
      { serial_number: "SN-2", reason: "Xato" },
    ]);
    expect(revoked.status).to.equal(200);
    expect(portal.modules.results.revokeResult.firstCall.args.slice(1)).to.deep.equal([
      57,
      1,
      2,
      { reason: "Mijoz talabi" },
    ]);
  });

  for (const path of [
    "/api/staff/appeals/57/results/0/1/revoke",
    "/api/staff/appeals/x/results/1/1/revoke",
  ]) {
    it(`POST ${path} is a 404 that reaches no use case`, async () => {
      const response = await staff.post(path, { reason: "Xato" });

      expect(response.status).to.equal(404);
      expect(portal.modules.results.revokeResult.called).to.equal(false);
    });
  }

  describe("the signed conclusion", () => {
    const path = "/api/staff/appeals/57/results/1/1/conclusion";

    it("hands the file and the decoded reason over and answers status 1 with a message", async () => {
      portal.modules.results.attachSignedConclusion.resolves(right(view));
      const form = fileForm(pdfBytes(100), "xulosa.pdf");
      form.set("reason", " Yangi imzo ");

      const response = await staff.request("POST", path, { form });

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({
        status: 1,
        message: "Imzolangan xulosa biriktirildi",
        data: view,
      });
      const [, appealId, row, instrument, input] =
        portal.modules.results.attachSignedConclusion.firstCall.args;
      expect([appealId, row, instrument]).to.deep.equal([57, 1, 1]);
      expect(input.originalName).to.equal("xulosa.pdf");
      expect(input.reason).to.equal("Yangi imzo");
      expect(Buffer.compare(input.bytes, pdfBytes(100))).to.equal(0);
    });

    it("answers a refusal of the file under errors.file, as every upload", async () => {
      portal.modules.results.attachSignedConclusion.resolves(
        left({ _tag: "InvalidFields", fields: { file: [{ key: "pdfOnly" }] } }),
      );

      const response = await staff.request("POST", path, { form: fileForm(Buffer.from("MZ")) });

      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.equal({
        status: 0,
        message: "Faqat PDF formatdagi fayl yuklash mumkin",
        errors: { file: ["Faqat PDF formatdagi fayl yuklash mumkin"] },
      });
    });

    it("answers any other refusal through the failure table", async () => {
      portal.modules.results.attachSignedConclusion.resolves(
        left({ _tag: "Conflict", message: { key: "certificateRevoked" } }),
      );

      const response = await staff.request("POST", path, { form: fileForm() });

      expect(response.status).to.equal(409);
      expect(await response.json()).to.deep.include({ status: 0 });
    });
  });

  it("GET …/pdf sends the certificate as an attachment named after its number, in the language asked for", async () => {
    const bytes = Buffer.from("%PDF-1.7\n...%%EOF\n");
    portal.modules.results.certificateDocument.resolves(
      right({
        number: "01-2026-7QK2M9XD",
        body: bytes,
        size: bytes.length,
        contentType: "application/pdf",
        signed: false,
      }),
    );

    const response = await staff.get("/api/appeals/57/results/1/1/pdf?lang=ru");

    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.equal("application/pdf");
    expect(response.headers.get("content-disposition")).to.equal(
      'attachment; filename="certificate-01-2026-7QK2M9XD.pdf"',
    );
    expect(Buffer.from(await response.arrayBuffer())).to.deep.equal(bytes);
    expect(portal.modules.results.certificateDocument.firstCall.args.slice(1)).to.deep.equal([
      57,
      1,
      1,
      "ru",
    ]);
  });

  describe("the public check", () => {
    it("GET /api/public/certificates/:number answers anyone the certificate under data", async () => {
      portal.modules.results.publicCertificate.resolves(right(certificate));

      const response = await portal.browser().get("/api/public/certificates/01-2026-7qk2m9xd");

      expect(await response.json()).to.deep.equal({ data: certificate });
      expect(portal.modules.results.publicCertificate.firstCall.args).to.deep.equal([
        { lang: "uz" },
        "01-2026-7qk2m9xd",
      ]);
    });

    it("GET /api/public/certificates hands the search text on and answers the list under data", async () => {
      portal.modules.results.publicSearch.resolves(right([certificate]));

      const response = await portal.browser().get("/api/public/certificates?q=SN-1&lang=ru");

      expect(await response.json()).to.deep.equal({ data: [certificate] });
      expect(portal.modules.results.publicSearch.firstCall.args[1]).to.deep.include({ q: "SN-1" });
    });

    it("refuses a search text given twice with 422, asking no use case", async () => {
      const response = await portal.browser().get("/api/public/certificates?q=SN-1&q=SN-2");

      expect(response.status).to.equal(422);
      expect(portal.modules.results.publicSearch.called).to.equal(false);
    });
  });
});
