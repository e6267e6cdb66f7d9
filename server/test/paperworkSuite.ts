import { addDays, message, render, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import type { TestPortal } from "./support/server";

/** What the API suite shares with this part: its portal and signed-in clients, once started. */
export interface SuiteClients {
  readonly portal: TestPortal;
  readonly company: PortalClient;
  readonly person: PortalClient;
  readonly staff: PortalClient;
}

/**
 * The paperwork step and the receipt of the instruments (issue 27, items 1 and 2), on the
 * profile the API suite runs: the preview of an appeal's next document and the receipts
 * staff mark, with their refusals.
 */
export function describePaperworkApi(clients: () => SuiteClients) {
  describe("the paperwork step and the receipt of the instruments (issue 27)", () => {
    let reviewer: PortalClient;
    let branchStaff: PortalClient;
    before(async () => {
      const { portal } = clients();
      [reviewer, branchStaff] = await Promise.all([
        portal.signedIn("demo.reviewer"),
        portal.signedIn("demo.staff.branch"),
      ]);
    });

    const step = (id: number, action: string) =>
      clients().staff.post(`/api/appeals/${id}/status`, { action });

    /** The company's verification appeal (two devices 49, the given header), taken for review and approved. */
    async function approvedVerification(header: Record<string, unknown> = {}): Promise<number> {
      const { company } = clients();
      const saved = await company.post(
        "/front/save-appeal",
        verificationAppeal({ appeal: { branch_id: 1, account_number_id: 1, is_old: 0, ...header } }),
      );
      expect(saved.status, saved.text).to.equal(200);
      const id = saved.json.appeal_id as number;
      for (const action of ["take_for_review", "approve"])
        expect((await step(id, action)).status).to.equal(200);
      return id;
    }

    it("previews the contract with the lines and total the server stores, then the contract takes them, then its invoice", async () => {
      const { staff, company } = clients();
      const id = await approvedVerification();
      const path = `/api/staff/appeals/${id}/contract-preview`;
      expect((await company.get(path)).status).to.equal(403);
      expect((await reviewer.get(path)).status).to.equal(403);
      expect((await branchStaff.get(path)).status, "another branch's staff").to.equal(403);
      const preview = await staff.get(path);
      expect(preview.status).to.equal(200);
      const appeal = (await staff.get(`/api/appeals/${id}`)).json.data;
      expect(preview.json.data).to.deep.equal({
        appeal_id: id,
        kind: "contract",
        lines: [
          {
            id: 1,
            name: appeal.devices[0].device_name,
            amount: 2,
            unit_price: appeal.devices[0].cost,
            discount: appeal.devices[0].discount,
            vat: appeal.devices[0].vat,
            total: appeal.devices[0].total,
          },
        ],
        total: appeal.total,
      });

      const created = await staff.post("/recognition/contract/store", {
        appeal_id: id,
        contract_number: `P-${id}`,
        devices: preview.json.data.lines.map((line: { id: number }) => ({ id: line.id, together: 0 })),
      });
      expect(created.status).to.equal(200);
      expect(created.json.data.total).to.equal(preview.json.data.total);
      // Contracted, the appeal's next document is the invoice against the contract, for the same sum.
      const next = await staff.get(path);
      expect(next.status).to.equal(200);
      expect(next.json.data).to.include({ kind: "invoice", contract_number: `P-${id}`, total: appeal.total });
      const invoiced = await staff.post("/recognition/create-invoice", {
        appeal_id: id,
        contract_number: `P-${id}`,
        devices: next.json.data.lines.map((line: { id: number }) => ({ id: line.id, together: 0 })),
      });
      expect(invoiced.status).to.equal(200);
      const again = await staff.get(`${path}?lang=ru`);
      expect(again.status).to.equal(409);
      expect(again.json.message).to.equal("Для этой заявки договор уже создан");
      const listed = await company.get(`/api/appeals/${id}/contracts`);
      expect(
        listed.json.data.map((c: { contract_number: string; kind: string }) => [c.kind, c.contract_number]),
      ).to.deep.equal([
        ["contract", `P-${id}`],
        ["invoice", `P-${id}`],
      ]);
    });

    it("previews the invoice of an appeal under the customer's yearly contract, that contract's number prefilled", async () => {
      const { staff, company } = clients();
      const [yearly] = (await company.get("/api/yearly-contracts")).json.data;
      const id = await approvedVerification({ is_yearly: 1, contract_id: yearly.id });
      const preview = await staff.get(`/api/staff/appeals/${id}/contract-preview`);
      expect(preview.status).to.equal(200);
      expect(preview.json.data).to.include({ kind: "invoice", contract_number: yearly.contract_number });
      const underReview = (await company.post("/front/save-appeal", verificationAppeal())).json.appeal_id;
      await step(underReview, "take_for_review");
      const refused = await staff.get(`/api/staff/appeals/${underReview}/contract-preview`);
      expect(refused.status).to.equal(409);
      expect(refused.json.message).to.equal(render(message("transitionNotAllowed"), "uz"));
    });

    it("marks instruments received on a day, some now and others later, and shows the day to the customer", async () => {
      const { staff, company, person } = clients();
      const id = await approvedVerification();
      const path = `/api/staff/appeals/${id}/receipts`;
      const today = tashkentDay(new Date());
      const yesterday = addDays(today, -1);
      const first = { row_id: 1, instrument: 1 };

      const early = await staff.post(`${path}?lang=ru`, { instruments: [first] });
      expect(early.status, "approved, not yet contracted").to.equal(409);
      expect(early.json.message).to.equal(
        "Приём устройств отмечается только в заявке с договором или счётом",
      );
      const contract = await staff.post("/recognition/contract/store", {
        appeal_id: id,
        contract_number: `R-${id}`,
        devices: [{ id: 1, together: 0 }],
      });
      expect(contract.status).to.equal(200);

      for (const client of [company, reviewer, branchStaff])
        expect((await client.post(path, { instruments: [first] })).status).to.equal(403);
      const invalid = await staff.post(path, { instruments: [first], received_on: "2026-02-30" });
      expect(invalid.status).to.equal(422);
      expect(invalid.json.errors).to.deep.equal(["Qabul qilingan sana notoʻgʻri kiritilgan"]);
      const future = await staff.post(`${path}?lang=ru`, {
        instruments: [first],
        received_on: addDays(today, 1),
      });
      expect(future.status).to.equal(422);
      expect(future.json.errors).to.deep.equal(["Дата приёма не может быть позже сегодняшней"]);
      expect((await staff.post(path, { instruments: "all" })).status).to.equal(422);
      expect((await staff.get(`/api/appeals/${id}/results`)).json.data.instruments[0]).to.not.have.property(
        "received_on",
      );

      const marked = await staff.post(path, { instruments: [first], received_on: yesterday });
      expect(marked.status, marked.text).to.equal(200);
      expect(marked.json.data.may_receive).to.equal(true);
      expect(marked.json.data.instruments.map((i: { received_on?: string }) => i.received_on)).to.deep.equal([
        yesterday,
        undefined,
      ]);
      const twice = await staff.post(path, { instruments: [first] });
      expect(twice.status).to.equal(422);
      expect(twice.json.errors).to.deep.equal([
        "Qurilma №1.1: allaqachon qabul qilingan, sahifani yangilang",
      ]);

      const later = await staff.post(path, { instruments: [{ row_id: 1, instrument: 2 }] });
      expect(later.json.data.instruments.map((i: { received_on?: string }) => i.received_on)).to.deep.equal([
        yesterday,
        today,
      ]);
      const seen = (await company.get(`/api/appeals/${id}/results`)).json.data;
      expect(seen.may_receive).to.equal(false);
      expect(seen.instruments.map((i: { received_on?: string }) => i.received_on)).to.deep.equal([
        yesterday,
        today,
      ]);
      expect((await person.post(path, { instruments: [first] })).status).to.equal(403);
    });
  });
}
