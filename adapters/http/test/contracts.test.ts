import { expect } from "chai";
import { aContract, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

const staffMember = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });

describe("contract routes", () => {
  let portal: Portal;
  let staff: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    staff = await portal.signedIn(staffMember);
  });
  afterEach(() => portal.close());

  it("POST /recognition/contract/store hands the decoded request to the use case and answers status true", async () => {
    const contract = aContract();
    portal.useCases.createContract.resolves(right(contract));

    const response = await staff.post("/recognition/contract/store", {
      appeal_id: "501",
      contract_number: " A-17 ",
      devices: [{ id: 1, together: "1", unknown: "dropped" }],
    });

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Shartnoma yaratildi",
      data: contract,
    });
    expect(portal.useCases.createContract.firstCall.args).to.deep.equal([
      { user: staffMember, lang: "uz" },
      { appeal_id: 501, contract_number: "A-17", devices: [{ id: 1, together: 1 }] },
    ]);
  });

  it("POST /recognition/create-invoice creates an invoice and answers status true", async () => {
    const invoice = aContract({ kind: "invoice" });
    portal.useCases.createInvoice.resolves(right(invoice));

    const response = await staff.post("/recognition/create-invoice", { appeal_id: 501 });

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Hisob-faktura yaratildi",
      data: invoice,
    });
    expect(portal.useCases.createInvoice.firstCall.args[1]).to.deep.equal({ appeal_id: 501 });
  });

  it("a contract refused as Invalid answers status false with the rendered message", async () => {
    portal.useCases.createContract.resolves(
      left({ _tag: "Invalid", messages: [{ key: "contractNumberRequired" }] }),
    );

    const response = await staff.post("/recognition/contract/store", { appeal_id: 501 });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: false,
      message: "Shartnoma raqamini kiriting!",
      errors: ["Shartnoma raqamini kiriting!"],
    });
  });

  it("refuses a contract request of another shape (an operator object for the appeal, no appeal) with 422 status false, asking no use case", async () => {
    const hostile = await staff.post("/recognition/contract/store", {
      appeal_id: { $gt: 0 },
      devices: [{ $where: "1" }],
    });
    const empty = await staff.post("/recognition/create-invoice", {});

    expect(hostile.status).to.equal(422);
    expect(await hostile.json()).to.deep.include({ status: false });
    expect(empty.status).to.equal(422);
    expect(portal.useCases.createContract.called).to.equal(false);
    expect(portal.useCases.createInvoice.called).to.equal(false);
  });

  it("refuses a customer's contract with 403 status false: contracts are made by staff", async () => {
    const customer = await portal.signedIn(aUser());

    const response = await customer.post("/recognition/contract/store", { appeal_id: 501 });

    expect(response.status).to.equal(403);
    expect(await response.json()).to.deep.include({ status: false });
    expect(portal.useCases.createContract.called).to.equal(false);
  });

  it("GET /api/contracts hands the decoded paging on and answers data and next", async () => {
    portal.useCases.listContracts.resolves(right({ items: [aContract()], next: 31 }));

    const response = await staff.get("/api/contracts?limit=5&before=40");

    expect(await response.json()).to.deep.equal({ data: [aContract()], next: 31 });
    expect(portal.useCases.listContracts.firstCall.args[1]).to.deep.equal({ limit: 5, before: 40 });
  });

  it("GET /api/contracts refuses a cursor that is no id with 422, asking no use case", async () => {
    const response = await staff.get("/api/contracts?before=yesterday");

    expect(response.status).to.equal(422);
    expect(portal.useCases.listContracts.called).to.equal(false);
  });

  it("GET /api/contracts refuses a reviewer with 403: reviewing ends before the contract", async () => {
    const reviewer = await portal.signedIn(aUser({ id: 4, login: "demo.reviewer", role: "reviewer" }));

    const response = await reviewer.get("/api/contracts");

    expect(response.status).to.equal(403);
    expect(portal.useCases.listContracts.called).to.equal(false);
  });

  it("GET /api/appeals/:id/contracts answers the appeal's contracts as data", async () => {
    portal.useCases.listAppealContracts.resolves(right([aContract()]));

    const response = await staff.get("/api/appeals/501/contracts");

    expect(await response.json()).to.deep.equal({ data: [aContract()] });
    expect(portal.useCases.listAppealContracts.firstCall.args[1]).to.equal(501);
  });

  it("GET /api/contracts/:id/pdf sends the PDF as an attachment named after the contract number", async () => {
    const bytes = Buffer.from("%PDF-1.7\n...%%EOF\n");
    portal.useCases.contractDocument.resolves(
      right({ contract: aContract({ contract_number: "SH-17" }), bytes, contentType: "application/pdf" }),
    );

    const response = await staff.get("/api/contracts/31/pdf?lang=ru");

    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.equal("application/pdf");
    expect(response.headers.get("content-disposition")).to.equal(
      "attachment; filename=\"shartnoma-SH-17.pdf\"; filename*=UTF-8''shartnoma-SH-17.pdf",
    );
    expect(response.headers.get("cache-control")).to.equal("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).to.deep.equal(bytes);
    expect(portal.useCases.contractDocument.firstCall.args.slice(1)).to.deep.equal([31, "ru"]);
  });

  it("names an invoice's file after its number, reduced to safe characters in the plain name", async () => {
    const contract = aContract({ kind: "invoice", contract_number: 'Ш-5/2026 "A"' });
    portal.useCases.contractDocument.resolves(
      right({ contract, bytes: Buffer.from("%PDF-"), contentType: "application/pdf" }),
    );

    const response = await staff.get("/api/contracts/31/pdf");

    expect(response.headers.get("content-disposition")).to.equal(
      `attachment; filename="hisob-faktura-5_2026_A_.pdf"; filename*=UTF-8''${encodeURIComponent('hisob-faktura-Ш-5/2026 "A".pdf')}`,
    );
  });

  it("downloads a contract stored with a broken character (a lone surrogate) in its number: U+FFFD in the UTF-8 name, never a 500", async () => {
    const contract = aContract({ contract_number: "SH-\ud800" });
    portal.useCases.contractDocument.resolves(
      right({ contract, bytes: Buffer.from("%PDF-"), contentType: "application/pdf" }),
    );

    const response = await staff.get("/api/contracts/31/pdf");

    expect(response.status).to.equal(200);
    expect(response.headers.get("content-disposition")).to.equal(
      "attachment; filename=\"shartnoma-SH-_.pdf\"; filename*=UTF-8''shartnoma-SH-%EF%BF%BD.pdf",
    );
  });

  it("names the file by the contract's id when the stored number is no text, and cuts a long number at a whole character", async () => {
    const noNumber = aContract({ id: 31, contract_number: null as unknown as string });
    const long = aContract({ contract_number: "😀".repeat(300) });
    portal.useCases.contractDocument
      .onFirstCall()
      .resolves(right({ contract: noNumber, bytes: Buffer.from("%PDF-"), contentType: "application/pdf" }))
      .onSecondCall()
      .resolves(right({ contract: long, bytes: Buffer.from("%PDF-"), contentType: "application/pdf" }));

    const first = await staff.get("/api/contracts/31/pdf");
    const second = await staff.get("/api/contracts/31/pdf");

    expect(first.status).to.equal(200);
    expect(first.headers.get("content-disposition")).to.equal(
      "attachment; filename=\"shartnoma-31.pdf\"; filename*=UTF-8''shartnoma-31.pdf",
    );
    expect(second.status).to.equal(200);
    expect(second.headers.get("content-disposition")).to.equal(
      `attachment; filename="shartnoma-${long.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`shartnoma-${"😀".repeat(100)}.pdf`)}`,
    );
  });

  it("answers a contract that is not the caller's 404 as JSON", async () => {
    portal.useCases.contractDocument.resolves(left({ _tag: "NotFound" }));

    const response = await staff.get("/api/contracts/31/pdf");

    expect(response.status).to.equal(404);
    expect(response.headers.get("content-type")).to.include("application/json");
  });
});
