import type { Failure } from "@portal/application";
import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { anAppeal, aSavedAppeal, aUser } from "@portal/testkit/builders";
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
    it("hands the decoded filters to the inbox and answers its page as data and next", async () => {
      portal.useCases.staffInbox.resolves(right({ items: [inboxItem], next: 9 }));

      const response = await staff.get(
        "/api/staff/appeals?status=submitted&customer=301234567&sort=oldest&before=20",
      );

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ data: [inboxItem], next: 9 });
      const [actor, query] = portal.useCases.staffInbox.firstCall.args;
      expect(actor).to.deep.equal({ user: staffMember, lang: "uz" });
      expect(query).to.deep.equal({ status: "submitted", customer: "301234567", sort: "oldest", before: 20 });
    });

    it("refuses an anonymous caller 401 without asking the inbox", async () => {
      const response = await portal.browser().get("/api/staff/appeals");

      expect(response.status).to.equal(401);
      expect(portal.useCases.staffInbox.called).to.equal(false);
    });

    it("refuses a customer 403 in the language asked for, without asking the inbox", async () => {
      const customer = await portal.signedIn(aUser());

      const response = await customer.get("/api/staff/appeals?lang=ru");

      expect(response.status).to.equal(403);
      expect(await response.json()).to.deep.equal({ status: 0, message: "Нет прав на это действие" });
      expect(portal.useCases.staffInbox.called).to.equal(false);
    });

    it("answers an unusable filter 422 naming the filter, without asking the inbox", async () => {
      const response = await staff.get("/api/staff/appeals?sort=random");

      expect(response.status).to.equal(422);
      expect(((await response.json()) as { errors: string[] }).errors).to.deep.equal([
        "Maydon notoʻgʻri toʻldirilgan: sort",
      ]);
      expect(portal.useCases.staffInbox.called).to.equal(false);
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
        message: "Ariza holati oʻzgartirildi",
        data: appeal,
      });
      expect(portal.useCases.changeAppealStatus.firstCall.args.slice(1)).to.deep.equal([
        57,
        { ...body, offer_accepted: false },
      ]);
    });

    const refusals: Array<[Failure, number, string]> = [
      [
        { _tag: "Conflict", message: { key: "transitionNotAllowed" } },
        409,
        "Bu holatdagi arizaga bu amalni qoʻllab boʻlmaydi",
      ],
      [{ _tag: "Forbidden" }, 403, "Bu amal uchun ruxsat yoʻq"],
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

    it("refuses an action that has a call of its own 422 with status false, before the use case", async () => {
      const response = await staff.post("/api/appeals/57/status", { action: "contract" });

      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.include({
        status: false,
        message: "Maydon notoʻgʻri toʻldirilgan: action",
      });
      expect(portal.useCases.changeAppealStatus.called).to.equal(false);
    });

    it("decodes the offer flag a draft's submission sends", async () => {
      portal.useCases.changeAppealStatus.resolves(right(anAppeal({ id: 57 })));
      const customer = await portal.signedIn(aUser());

      await customer.post("/api/appeals/57/status", { action: "submit", offer_accepted: "1" });

      expect(portal.useCases.changeAppealStatus.firstCall.args[2]).to.deep.equal({
        action: "submit",
        offer_accepted: true,
      });
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
      const [, id, edit] = portal.useCases.reviewerUpdateAppeal.firstCall.args;
      expect(id).to.equal(57);
      // Read both ways, as the verification and as the kompleks save's body: the stored appeal's kind picks.
      expect(edit).to.deep.equal({
        verification: E.right({ ...body, offer_accepted: false }),
        kompleks: E.right({ appeal: { branch_id: 1 }, devices: [{ amount: 5 }], offer_accepted: false }),
      });
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

    it("refuses a body that is the save body of neither kind 422, before the use case", async () => {
      const response = await staff.post("/api/reviewer/appeals/57/update", { devices: [{ amount: "many" }] });

      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.include({
        errors: ["Maydon notoʻgʻri toʻldirilgan: devices.0.amount"],
      });
      expect(portal.useCases.reviewerUpdateAppeal.called).to.equal(false);
    });

    it("refuses a customer 403 without asking the use case", async () => {
      const customer = await portal.signedIn(aUser());

      const response = await customer.post("/api/reviewer/appeals/57/update", { devices: [] });

      expect(response.status).to.equal(403);
      expect(portal.useCases.reviewerUpdateAppeal.called).to.equal(false);
    });
  });

  describe("POST /api/appeals/:id/resubmit", () => {
    const body = { appeal: { branch_id: 1 }, devices: [{ type_id: 4, device_id: 49, amount: 2 }] };

    it("hands the customer's corrected body and the version their form was opened at to the use case", async () => {
      portal.useCases.resubmitAppeal.resolves(right(aSavedAppeal(57, "/appeals/57")));
      const customer = await portal.signedIn(aUser());

      const response = await customer.post("/api/appeals/57/resubmit?version=3", body);

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({
        status: 1,
        appeal_id: 57,
        message: "Muvaffaqiyatli yuborildi",
        redirect: "/appeals/57",
      });
      const [, id, version, edit] = portal.useCases.resubmitAppeal.firstCall.args;
      expect([id, version]).to.deep.equal([57, 3]);
      expect(edit.verification).to.deep.equal(E.right({ ...body, offer_accepted: false }));
    });

    it("answers an appeal no longer sent back 409 with the catalogue's message in Russian", async () => {
      portal.useCases.resubmitAppeal.resolves(
        left({ _tag: "Conflict", message: { key: "appealNotSentBack" } }),
      );
      const customer = await portal.signedIn(aUser());

      const response = await customer.post("/api/appeals/57/resubmit?version=3&lang=ru", body);

      expect(response.status).to.equal(409);
      expect(await response.json()).to.deep.include({
        status: 0,
        message: "Исправить и отправить заявку повторно можно, только пока она возвращена",
      });
    });

    it("refuses a resubmission without the version its form was opened at 422, before the use case", async () => {
      const customer = await portal.signedIn(aUser());

      const response = await customer.post("/api/appeals/57/resubmit", body);

      expect(response.status).to.equal(422);
      expect(portal.useCases.resubmitAppeal.called).to.equal(false);
    });

    it("refuses staff 403 without asking the use case", async () => {
      const response = await staff.post("/api/appeals/57/resubmit?version=3", body);

      expect(response.status).to.equal(403);
      expect(portal.useCases.resubmitAppeal.called).to.equal(false);
    });
  });
});
