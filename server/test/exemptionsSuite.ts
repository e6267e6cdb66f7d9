import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import type { TestPortal } from "./support/server";

/** What the API suite shares with this part: its portal and signed-in clients, once started. */
export interface ExemptionClients {
  readonly portal: TestPortal;
  readonly company: PortalClient;
  readonly staff: PortalClient;
}

const DECREE = "PQ-4321, 2024";

/**
 * Claims of exemption (issue 27, item 11), on the profile the API suite runs: a customer's
 * "free" or "no VAT" awaits the reviewer's word during review, and the contract applies it
 * only once confirmed. Two devices 49: 90 000.00, VAT 10 800.00.
 */
export function describeExemptionsApi(clients: () => ExemptionClients) {
  describe("claims of exemption, confirmed during review (issue 27)", () => {
    let reviewer: PortalClient;
    let branchStaff: PortalClient;
    before(async () => {
      const { portal } = clients();
      [reviewer, branchStaff] = await Promise.all([
        portal.signedIn("demo.reviewer"),
        portal.signedIn("demo.staff.branch"),
      ]);
    });

    /** The company's verification appeal claiming an exemption, taken for review. */
    async function claimUnderReview(header: Record<string, unknown>): Promise<number> {
      const saved = await clients().company.post(
        "/front/save-appeal",
        verificationAppeal({
          appeal: { branch_id: 1, account_number_id: 1, is_old: 0, resolution: DECREE, ...header },
        }),
      );
      expect(saved.status, saved.text).to.equal(200);
      const id = saved.json.appeal_id as number;
      expect(
        (await reviewer.post(`/api/appeals/${id}/status`, { action: "take_for_review" })).status,
      ).to.equal(200);
      return id;
    }

    const decide = (client: PortalClient, id: number, body: Record<string, unknown>, lang = "") =>
      client.post(`/api/appeals/${id}/exemption${lang}`, body);

    const contract = (id: number) =>
      clients().staff.post("/recognition/contract/store", {
        appeal_id: id,
        contract_number: `IM-${id}`,
        devices: [{ id: 1, together: 0 }],
      });

    it("bills a no-VAT claim in full until the reviewer confirms it, and the contract then leaves out the VAT", async () => {
      const { company, staff } = clients();
      const id = await claimUnderReview({ no_nds: 1 });
      const claimed = (await company.get(`/api/appeals/${id}`)).json.data;
      expect(claimed.exemption).to.deep.equal({ claim: "no_vat", resolution: DECREE, state: "claimed" });
      expect(claimed.total).to.equal("100800.00");

      const early = await reviewer.post(`/api/appeals/${id}/status`, { action: "approve" });
      expect(early.status).to.equal(409);
      expect(early.json.message).to.equal("Avval imtiyozni tasdiqlang yoki rad eting");
      expect((await decide(company, id, { decision: "confirm" })).status).to.equal(403);
      expect(
        (await decide(branchStaff, id, { decision: "confirm" })).status,
        "another branch's staff",
      ).to.equal(403);

      const confirmed = await decide(reviewer, id, { decision: "confirm", version: claimed.version });
      expect(confirmed.status, confirmed.text).to.equal(200);
      expect(confirmed.json).to.include({ status: true, message: "Imtiyoz tasdiqlandi" });
      expect(confirmed.json.data.exemption).to.include({ state: "confirmed", decided_by: 4 });
      expect(confirmed.json.data.total).to.equal("90000.00");
      expect(confirmed.json.data.status).to.equal("under_review");
      expect(confirmed.json.data.history.at(-1)).to.include({ action: "confirm_exemption", by: 4 });
      const again = await decide(reviewer, id, { decision: "refuse", note: "Kech" });
      expect(again.status).to.equal(409);
      expect(again.json.message).to.equal("Bu arizada tasdiqlanishi kutilayotgan imtiyoz yoʻq");

      expect((await reviewer.post(`/api/appeals/${id}/status`, { action: "approve" })).status).to.equal(200);
      const made = await contract(id);
      expect(made.status, made.text).to.equal(200);
      expect(made.json.data.total).to.equal("90000.00");
      expect(made.json.data.devices[0]).to.include({
        vat: "0.00",
        total: "90000.00",
        unit_price: "45000.00",
      });
      expect((await staff.get(`/api/appeals/${id}`)).json.data.status).to.equal("contracted");
    });

    it("refuses a free claim only with a note the customer reads, and the contract bills the full price", async () => {
      const { company } = clients();
      const id = await claimUnderReview({ is_free: 1 });
      const bare = await decide(reviewer, id, { decision: "refuse" }, "?lang=ru");
      expect(bare.status).to.equal(422);
      expect(bare.json.message).to.equal("Укажите причину");

      const refused = await decide(reviewer, id, { decision: "refuse", note: "Qaror topilmadi" }, "?lang=ru");
      expect(refused.status, refused.text).to.equal(200);
      expect(refused.json.message).to.equal("Льгота отклонена");
      const seen = (await company.get(`/api/appeals/${id}`)).json.data;
      expect(seen.exemption).to.include({ claim: "free", state: "refused", note: "Qaror topilmadi" });
      expect(seen.total).to.equal("100800.00");

      expect((await reviewer.post(`/api/appeals/${id}/status`, { action: "approve" })).status).to.equal(200);
      const made = await contract(id);
      expect(made.status, made.text).to.equal(200);
      expect(made.json.data.total).to.equal("100800.00");
    });

    it("is decided only under review: a claim waiting for review answers 409 and stays claimed", async () => {
      const { company } = clients();
      const saved = await company.post(
        "/front/save-appeal",
        verificationAppeal({
          appeal: { branch_id: 1, account_number_id: 1, is_old: 0, no_nds: 1, resolution: DECREE },
        }),
      );
      const id = saved.json.appeal_id as number;
      const answer = await decide(reviewer, id, { decision: "confirm" });
      expect(answer.status).to.equal(409);
      expect((await company.get(`/api/appeals/${id}`)).json.data.exemption.state).to.equal("claimed");
      const malformed = await decide(reviewer, id, { decision: "maybe" });
      expect(malformed.status).to.equal(422);
    });

    it("is confirmed by staff entering the appeal offline, who bill it without VAT at once", async () => {
      const { staff } = clients();
      const saved = await staff.post(
        "/front/save-appeal",
        verificationAppeal({
          appeal: {
            branch_id: 1,
            user_id: 2,
            account_number_id: 1,
            is_offline: 1,
            no_nds: 1,
            resolution: DECREE,
          },
        }),
      );
      expect(saved.status, saved.text).to.equal(200);
      const stored = (await staff.get(`/api/appeals/${saved.json.appeal_id}`)).json.data;
      expect(stored.exemption).to.include({ claim: "no_vat", state: "confirmed", decided_by: 3 });
      expect(stored.total).to.equal("90000.00");
    });
  });
}
