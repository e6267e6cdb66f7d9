import { expect } from "chai";
import type { SignedInClients } from "./attentionApi";
import type { PortalClient } from "./support/client";

interface Signer {
  readonly id: number;
  readonly name: string;
  readonly position: string;
}

let serial = 0;

/**
 * The staff accounts that may sign certificates: the administrator makes one a signer with
 * its position or withdraws it; staff list the enabled signers to name a result's
 * authoriser. Part of the API suite, on both profiles; it changes only accounts it makes.
 */
export function describeSignersApi(clients: () => SignedInClients) {
  describe("the staff accounts that may sign certificates", () => {
    let admin: PortalClient;
    before(async () => {
      admin = await clients().portal.signedIn("demo.admin");
    });

    const signers = async (): Promise<Signer[]> => {
      const answer = await clients().staff.get("/api/staff/signers");
      expect(answer.status, answer.text).to.equal(200);
      return answer.json.data;
    };
    const setSigner = (id: number, position: string | null, headers: Record<string, string> = {}) =>
      admin.request("PUT", `/api/admin/accounts/${id}/signer`, { position }, headers);

    async function newStaff(): Promise<number> {
      const made = await admin.post("/api/admin/accounts", {
        login: `imzo.${process.pid}.${++serial}`,
        first_name: "Sardor",
        last_name: "Imzolovchi",
        middle_name: "Anvarovich",
        email: "imzo@example.uz",
        role: "staff",
        branches: "all",
      });
      expect(made.status, made.text).to.equal(200);
      return made.json.data.id;
    }

    it("lists the demo chief metrologist to staff, by full name and position", async () => {
      expect(await signers()).to.deep.include({
        id: 3,
        name: "Yusupova Nodira Karimovna",
        position: "Bosh metrolog",
      });
    });

    it("makes a staff account a signer, lists it while it is enabled, withdraws it, and audits each change", async () => {
      const id = await newStaff();
      const made = await setSigner(id, "  Laboratoriya mudiri ");
      expect(made.status, made.text).to.equal(200);
      expect(made.json.data.signer).to.deep.equal({ position: "Laboratoriya mudiri" });
      const listed = (await admin.get("/api/admin/accounts")).json.data.find(
        (a: { id: number }) => a.id === id,
      );
      expect(listed.signer).to.deep.equal({ position: "Laboratoriya mudiri" });
      expect(await signers()).to.deep.include({
        id,
        name: "Imzolovchi Sardor Anvarovich",
        position: "Laboratoriya mudiri",
      });

      expect((await admin.post(`/api/admin/accounts/${id}/disable`)).status).to.equal(200);
      expect((await signers()).map((s) => s.id)).to.not.include(id);
      expect((await admin.post(`/api/admin/accounts/${id}/enable`)).status).to.equal(200);
      expect((await signers()).map((s) => s.id)).to.include(id);

      const withdrawn = await setSigner(id, null);
      expect(withdrawn.status, withdrawn.text).to.equal(200);
      expect(withdrawn.json.data).to.not.have.property("signer");
      expect((await signers()).map((s) => s.id)).to.not.include(id);
      const audit = (await admin.get("/api/admin/accounts/audit")).json.data as Array<{
        action: string;
        target_id: number;
        details?: string;
      }>;
      expect(
        audit
          .filter((e) => e.target_id === id)
          .map((e) => [e.action, e.details])
          .slice(0, 4),
      ).to.deep.equal([
        ["signer_removed", undefined],
        ["enable", undefined],
        ["disable", undefined],
        ["signer", "Laboratoriya mudiri"],
      ]);
    });

    it("refuses a reviewer's account and an empty position with 422 in Uzbek and Russian, storing nothing", async () => {
      const reviewer = await setSigner(4, "Bosh metrolog");
      expect(reviewer.status).to.equal(422);
      expect(reviewer.json.message).to.equal("Sertifikatlarni faqat xodim hisobi imzolay oladi");
      const inRussian = await setSigner(4, "Bosh metrolog", { "accept-language": "ru" });
      expect(inRussian.json.message).to.equal(
        "Подписывать сертификаты может только учётная запись сотрудника",
      );

      const id = await newStaff();
      const empty = await setSigner(id, " \n ");
      expect(empty.status).to.equal(422);
      expect(empty.json.message).to.equal("Imzolovchining lavozimini kiriting");
      const malformed = await admin.request("PUT", `/api/admin/accounts/${id}/signer`, { position: 7 });
      expect(malformed.status).to.equal(422);
      const tooLong = await setSigner(id, "x".repeat(201));
      expect(tooLong.status).to.equal(422);
      const accounts = (await admin.get("/api/admin/accounts")).json.data as Array<{
        id: number;
        signer?: unknown;
      }>;
      expect(accounts.filter((a) => a.id === id || a.id === 4).map((a) => a.signer)).to.deep.equal([
        undefined,
        undefined,
      ]);
    });

    it("finds no unknown account and no customer's (404)", async () => {
      expect((await setSigner(987_654, "Metrolog")).status).to.equal(404);
      expect((await setSigner(2, "Metrolog")).status).to.equal(404);
    });
  });
}
