import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import type { SuiteClients } from "./paperworkSuite";

/** The outbox's mail in every state: the notices add to it, delivery only moves mail between states. */
async function outboxTotal(clients: SuiteClients): Promise<number> {
  const text = (await clients.portal.client().get("/metrics")).text;
  return text
    .split("\n")
    .filter((line) => line.startsWith("portal_job_queue_jobs{") && line.includes('queue="mail"'))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

interface ListedNotice {
  readonly kind: string;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly links: { readonly appeal?: string };
  readonly read: boolean;
}

/** The reader's notices of one appeal, newest first, in `lang`. */
async function noticesOf(reader: PortalClient, appealId: number, lang = "uz"): Promise<ListedNotice[]> {
  const answer = await reader.get(`/api/notifications?limit=100&lang=${lang}`, { "accept-language": lang });
  expect(answer.status, answer.text).to.equal(200);
  return (answer.json.data.items as ListedNotice[]).filter((n) => n.links.appeal === `/appeals/${appealId}`);
}

const unread = async (reader: PortalClient): Promise<number> =>
  (await reader.get("/api/notifications/unread-count")).json.unread;

/**
 * The notices of an appeal's steps (issue 27, item 4), on the profile the API suite runs: the
 * customer's notice and one e-mail of a send-back, the staff of the appeal's branch told of a
 * submission, and no one else.
 */
export function describeAppealNoticesApi(clients: () => SuiteClients) {
  describe("notices of an appeal's steps (issue 27)", () => {
    let reviewer: PortalClient;
    let branchStaff: PortalClient;
    before(async () => {
      const { portal } = clients();
      [reviewer, branchStaff] = await Promise.all([
        portal.signedIn("demo.reviewer"),
        portal.signedIn("demo.staff.branch"),
      ]);
    });

    async function submit(branchId: number): Promise<number> {
      const saved = await clients().company.post(
        "/front/save-appeal",
        verificationAppeal({ appeal: { branch_id: branchId, account_number_id: 1, is_old: 0 } }),
      );
      expect(saved.status, saved.text).to.equal(200);
      return saved.json.appeal_id as number;
    }

    it("tells the company its appeal was sent back, with the reason, in the bell, the list and exactly one e-mail", async () => {
      const { company } = clients();
      const id = await submit(1);
      expect(
        (await reviewer.post(`/api/appeals/${id}/status`, { action: "take_for_review" })).status,
      ).to.equal(200);
      const [mailsBefore, bellBefore] = [await outboxTotal(clients()), await unread(company)];

      const sentBack = await reviewer.post(`/api/appeals/${id}/status`, {
        action: "send_back",
        note: "Seriya raqamini yozing",
      });
      expect(sentBack.status, sentBack.text).to.equal(200);
      // A second send-back is refused by the lifecycle: it tells no one again.
      expect(
        (await reviewer.post(`/api/appeals/${id}/status`, { action: "send_back", note: "x" })).status,
      ).to.equal(409);

      expect(await outboxTotal(clients())).to.equal(mailsBefore + 1);
      // The bell counts it (the count is read, not compared exactly: in a full run another file's
      // fuzz may mark demo.company's notices read meanwhile; the notice itself is checked below).
      expect(await unread(company)).to.be.greaterThan(0);
      expect(bellBefore).to.be.a("number");
      const [uz] = await noticesOf(company, id);
      expect(uz).to.deep.include({
        kind: "appeal",
        read: false,
        subject: `Ariza № ${id} tuzatish uchun qaytarildi`,
        lines: ["Koʻrib chiquvchining izohi: Seriya raqamini yozing", "Arizani tuzatib, qayta yuboring."],
      });
      const [ru] = await noticesOf(company, id, "ru");
      expect(ru?.subject).to.equal(`Заявка № ${id} возвращена на доработку`);
      // Nobody else heard of the send-back: the head office's reviewer who took it was told of the submission only.
      expect((await noticesOf(reviewer, id)).map((n) => n.subject)).to.deep.equal([`Yangi ariza № ${id}`]);
      expect(await noticesOf(clients().person, id)).to.deep.equal([]);
    });

    it("tells the staff of the appeal's branch of a submission, not the head office, and the head office of a branch with no staff of its own", async () => {
      const { staff } = clients();
      const mailsBefore = await outboxTotal(clients());
      const andijon = await submit(3);
      expect((await noticesOf(branchStaff, andijon)).map((n) => n.subject)).to.deep.equal([
        `Yangi ariza № ${andijon}`,
      ]);
      expect(await noticesOf(staff, andijon)).to.deep.equal([]);
      expect(await noticesOf(reviewer, andijon)).to.deep.equal([]);

      const other = await submit(2);
      expect(await noticesOf(branchStaff, other)).to.deep.equal([]);
      expect((await noticesOf(staff, other)).map((n) => n.lines.length)).to.deep.equal([1]);
      expect(await noticesOf(reviewer, other)).to.have.length(1);
      // Staff are told in the portal only: their bell counts it, no e-mail is queued.
      expect(await unread(branchStaff)).to.be.greaterThan(0);
      expect(await outboxTotal(clients())).to.equal(mailsBefore);
    });
  });
}
