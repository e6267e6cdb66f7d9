import { decodeReviewerUpdate, decodeStatusChange, type Failure } from "@portal/application";
import { expect } from "chai";
import { aContract, anAppeal, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

const staffMember = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });
const inboxItem = {
  id: 9,
  kind: "recognition" as const,
  owner_id: 2,
  status: "submitted" as const,
  total: "988036.00",
  created_at: "2026-11-20T08:00:00.000Z",
  owner_name: "Demo Metall MChJ",
  owner_tin: "301234567",
};

describe("staff and reviewer routes", () => {
  let portal: Portal;
  let staff: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    staff = await portal.signedIn(staffMember);
  });
  afterEach(() => portal.close());

  describe("GET /api/staff/appeals", () => {
    it("hands the query string to the inbox and answers its page as data and next", async () => {
      portal.useCases.staffInbox.resolves(right({ items: [inboxItem], next: 9 }));

      const response = await staff.get(
        "/api/staff/appeals?status=submitted&customer=301234567&sort=oldest&before=20",
      );

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ data: [inboxItem], next: 9 });
      const [actor, query] = portal.useCases.staffInbox.firstCall.args;
      expect(actor).to.deep.equal({ user: staffMember, lang: "uz" });
      expect(query).to.deep.include({
        status: "submitted",
        customer: "301234567",
        sort: "oldest",
        before: "20",
      });
    });

    it("passes no user for an anonymous caller and answers the refusal 401", async () => {
      portal.useCases.staffInbox.resolves(left({ _tag: "Unauthenticated" }));

      const response = await portal.browser().get("/api/staff/appeals");

      expect(response.status).to.equal(401);
      expect(portal.useCases.staffInbox.firstCall.args[0]).to.deep.equal({ lang: "uz" });
    });

    it("answers a customer's refusal 403 in the language asked for", async () => {
      portal.useCases.staffInbox.resolves(left({ _tag: "Forbidden" }));
      const customer = await portal.signedIn(aUser());

      const response = await customer.get("/api/staff/appeals?lang=ru");

      expect(response.status).to.equal(403);
      expect(await response.json()).to.deep.equal({ status: 0, message: "Нет прав на это действие" });
    });

    it("answers an unusable filter 422 naming the filter", async () => {
      portal.useCases.staffInbox.resolves(
        left({ _tag: "Malformed", problems: [{ path: "sort", problem: "expected SortOrder" }] }),
      );

      const response = await staff.get("/api/staff/appeals?sort=random");

      expect(response.status).to.equal(422);
      expect(((await response.json()) as { errors: string[] }).errors).to.deep.equal([
        "Maydon noto'g'ri to'ldirilgan: sort",
      ]);
    });
  });

  describe("GET /api/staff/customers", () => {
    it("searches by q and answers the customers as data", async () => {
      const found = [{ id: 2, name: "Demo Metall MChJ", tin: "301234567", corporate: 1 as const }];
      portal.useCases.searchCustomers.resolves(right(found));

      const response = await staff.get("/api/staff/customers?q=Demo");

      expect(await response.json()).to.deep.equal({ data: found });
      expect(portal.useCases.searchCustomers.firstCall.args[1]).to.equal("Demo");
    });
  });

  describe("GET /api/staff/customers/:id", () => {
    it("answers the customer as data, and a 404 when the use case finds none", async () => {
      const customer = {
        id: 2,
        name: "Demo Metall MChJ",
        tin: "301234567",
        corporate: 1 as const,
        discount: "0",
        requisites: [],
        yearly_contracts: [],
      };
      portal.useCases.customerForEntry.resolves(right(customer));
      const response = await staff.get("/api/staff/customers/2");
      expect(await response.json()).to.deep.equal({ data: customer });
      expect(portal.useCases.customerForEntry.firstCall.args[1]).to.equal(2);

      portal.useCases.customerForEntry.resolves(left({ _tag: "NotFound" }));
      expect((await staff.get("/api/staff/customers/5")).status).to.equal(404);
    });
  });

  describe("POST /api/appeals/:id/status", () => {
    it("takes the step with the body as sent and answers status true with the appeal", async () => {
      const appeal = anAppeal({ id: 57, status: "under_review" });
      portal.useCases.changeAppealStatus.resolves(right(appeal));
      const body = { action: "take_for_review", version: 1 };

      const response = await staff.post("/api/appeals/57/status", body);

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({
        status: true,
        message: "Ariza holati o'zgartirildi",
        data: appeal,
      });
      expect(portal.useCases.changeAppealStatus.firstCall.args.slice(1)).to.deep.equal([
        57,
        decodeStatusChange(body),
      ]);
    });

    const refusals: Array<[Failure, number, string]> = [
      [
        { _tag: "Conflict", message: { key: "transitionNotAllowed" } },
        409,
        "Bu holatdagi arizaga bu amalni qo'llab bo'lmaydi",
      ],
      [{ _tag: "Forbidden" }, 403, "Bu amal uchun ruxsat yo'q"],
      [{ _tag: "Invalid", messages: [{ key: "transitionNoteRequired" }] }, 422, "Sababini yozing"],
      [{ _tag: "NotFound" }, 404, "Topilmadi"],
    ];
    for (const [failure, status, message] of refusals) {
      it(`answers ${failure._tag} with ${status}, status false and the message`, async () => {
        portal.useCases.changeAppealStatus.resolves(left(failure));

        const response = await staff.post("/api/appeals/57/status", { action: "approve" });

        expect(response.status).to.equal(status);
        expect(await response.json()).to.deep.include({ status: false, message });
      });
    }

    it("refuses a request without the anti-forgery token before the use case", async () => {
      const response = await staff.post("/api/appeals/57/status", { action: "approve" }, { csrf: "none" });

      expect(response.status).to.equal(419);
      expect(portal.useCases.changeAppealStatus.called).to.equal(false);
    });

    it("answers 404 for an id that cannot exist", async () => {
      expect((await staff.post("/api/appeals/abc/status", { action: "approve" })).status).to.equal(404);
      expect(portal.useCases.changeAppealStatus.called).to.equal(false);
    });
  });

  describe("POST /api/reviewer/appeals/:id/update", () => {
    it("saves the edit with the body of the save call and answers like a save, with the update page", async () => {
      portal.useCases.reviewerUpdateAppeal.resolves(
        right(aSavedAppeal(57, "/reviewer/application/57/update")),
      );
      const body = { appeal: { branch_id: 1 }, devices: [{ type_id: 4, device_id: 49, amount: 5 }] };

      const response = await staff.post("/api/reviewer/appeals/57/update", body);

      expect(await response.json()).to.deep.equal({
        status: 1,
        appeal_id: 57,
        message: "Muvaffaqiyatli saqlandi",
        redirect: "/reviewer/application/57/update",
      });
      expect(portal.useCases.reviewerUpdateAppeal.firstCall.args.slice(1)).to.deep.equal([
        57,
        decodeReviewerUpdate(body),
      ]);
    });

    it("answers the save's refusals as a save does", async () => {
      portal.useCases.reviewerUpdateAppeal.resolves(
        left({ _tag: "Invalid", messages: [{ key: "lineAmountRange", params: { n: 1 } }] }),
      );

      const response = await staff.post("/api/reviewer/appeals/57/update", { devices: [] });

      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.include({
        status: 0,
        errors: ["Qurilma №1:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin"],
      });
    });
  });

  describe("contracts", () => {
    it("GET /api/contracts hands the paging on and answers data and next", async () => {
      portal.useCases.listContracts.resolves(right({ items: [aContract()], next: 31 }));

      const response = await staff.get("/api/contracts?limit=5&before=40");

      expect(await response.json()).to.deep.equal({ data: [aContract()], next: 31 });
      expect(portal.useCases.listContracts.firstCall.args[1]).to.deep.include({ limit: "5", before: "40" });
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
});
