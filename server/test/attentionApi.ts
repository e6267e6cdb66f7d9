import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { selfDevice, verificationAppeal } from "./support/fixtures";
import type { TestPortal } from "./support/server";

/** The clients the API suite signed in (its `before`), read when a test runs. */
export interface SignedInClients {
  readonly portal: TestPortal;
  readonly company: PortalClient;
  readonly person: PortalClient;
  readonly staff: PortalClient;
}

/** Yesterday in Tashkent: a work date the server takes whatever the hour. */
const workDate = () => new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
const plusYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/**
 * What needs the customer on the cabinet's first screen, and the instruments already in an
 * open application (issue 27): part of the API suite, on both profiles.
 */
export function describeAttentionApi(clients: () => SignedInClients) {
  const step = (id: number, action: string, note?: string) =>
    clients().staff.post(`/api/appeals/${id}/status`, { action, ...(note ? { note } : {}) });

  async function saved(client: PortalClient, body = verificationAppeal()): Promise<number> {
    const answer = await client.post("/front/save-appeal", body);
    expect(answer.status, answer.text).to.equal(200);
    return answer.json.appeal_id;
  }

  async function contracted(id: number): Promise<number> {
    for (const action of ["take_for_review", "approve"])
      expect((await step(id, action)).status).to.equal(200);
    const contract = await clients().staff.post("/recognition/contract/store", {
      appeal_id: id,
      contract_number: `DIQ-${id}`,
      devices: [{ id: 1, together: 0 }],
    });
    expect(contract.status, contract.text).to.equal(200);
    return contract.json.data.id;
  }

  describe("the cabinet's first screen: what needs the customer (issue 27)", () => {
    const attention = async (client: PortalClient) => {
      const answer = await client.get("/api/cabinet/attention");
      expect(answer.status, answer.text).to.equal(200);
      return answer.json.data;
    };

    it("lists a sent-back application with the reviewer's reason, a contract to read, results ready, and the due counts", async () => {
      const { company, person, staff } = clients();
      const sentBack = await saved(company);
      expect((await step(sentBack, "take_for_review")).status).to.equal(200);
      const reason = `Zavod raqamlarini yozing (${sentBack})`;
      expect((await step(sentBack, "send_back", reason)).status).to.equal(200);
      const withContract = await saved(company);
      const contractId = await contracted(withContract);
      const finished = await saved(company);
      await contracted(finished);
      const results = ([1, 2] as const).map((instrument) => ({
        row_id: 1,
        instrument,
        serial_number: `DIQ-${finished}-${instrument}`,
        outcome: "fit",
        work_date: workDate(),
        valid_until: plusYear(workDate()),
      }));
      expect((await staff.post(`/api/staff/appeals/${finished}/results`, { results })).status).to.equal(200);
      expect((await step(finished, "complete")).status).to.equal(200);

      const seen = await attention(company);
      expect(seen.sent_back).to.deep.include({ appeal_id: sentBack, kind: "verification", reason });
      expect(seen.documents).to.deep.include({
        appeal_id: withContract,
        kind: "verification",
        contract_id: contractId,
        document: "contract",
        number: `DIQ-${withContract}`,
      });
      expect(seen.documents.map((d: { appeal_id: number }) => d.appeal_id)).to.not.include(finished);
      expect(seen.results).to.deep.include({ appeal_id: finished, kind: "verification" });
      const counts = (await company.get("/self-devices/counts")).json.data;
      expect(seen.instruments).to.deep.equal({ overdue: counts.overdue, due30: counts.due30 });

      // Resubmitted, it is no longer the customer's to correct; another customer sees none of it.
      const appeal = (await company.get(`/api/appeals/${sentBack}`)).json.data;
      const resubmitted = await company.post(`/api/appeals/${sentBack}/status`, {
        action: "resubmit",
        version: appeal.version,
      });
      expect(resubmitted.status, resubmitted.text).to.equal(200);
      const ids = (items: { appeal_id: number }[]) => items.map((item) => item.appeal_id);
      expect(ids((await attention(company)).sent_back)).to.not.include(sentBack);
      const theirs = await attention(person);
      for (const list of [theirs.sent_back, theirs.documents, theirs.results])
        expect(ids(list)).to.not.include.members([sentBack, withContract, finished]);
    });

    it("is the customers' own: staff and reviewers are refused, a visitor must sign in", async () => {
      const { portal, staff } = clients();
      const reviewer = await portal.signedIn("demo.reviewer");
      expect((await staff.get("/api/cabinet/attention")).status).to.equal(403);
      expect((await reviewer.get("/api/cabinet/attention")).status).to.equal(403);
      expect((await portal.client().get("/api/cabinet/attention")).status).to.equal(401);
    });
  });

  describe("duplicates flagged: an instrument already in an open application (issue 27)", () => {
    it("marks the register entry and answers the form the open line, until the application is closed", async () => {
      const { person, staff } = clients();
      const serial = `DUP-${Date.now()}`;
      const id = await saved(
        person,
        verificationAppeal({
          appeal: { branch_id: 1, is_old: 0 },
          devices: [
            { type_id: 4, device_id: 49, amount: 1, check_in: 1, about_device: `Zavod raqami: ${serial}` },
          ],
        }),
      );
      const entry = (
        await person.post("/self-devices/save", selfDevice({ serial_number: serial.toLowerCase() }))
      ).json.data;
      const other = (await person.post("/self-devices/save", selfDevice({ serial_number: `${serial}-X` })))
        .json.data;
      const key = serial.replaceAll("-", "");

      const open = (await person.get("/api/my/open-instruments")).json.data;
      expect(open).to.deep.include({ appeal_id: id, device_id: 49, serial_keys: [key] });
      const marks = async () => {
        const page = await person.get(`/self-devices/page?q=${encodeURIComponent(serial)}`);
        expect(page.status, page.text).to.equal(200);
        return Object.fromEntries(
          page.json.data.map((e: { id: number; open_appeals?: number[] }) => [e.id, e.open_appeals ?? []]),
        );
      };
      expect(await marks()).to.deep.equal({ [entry.id]: [id], [other.id]: [] });
      // Staff reading the customer's register (offline entry) see the same mark.
      const personId = (await person.get("/auth/me")).json.data.id;
      const forStaff = await staff.get(
        `/api/staff/customers/${personId}/register/page?q=${encodeURIComponent(serial)}`,
      );
      const staffMarks = forStaff.json.data.map(
        (e: { id: number; open_appeals?: number[] }) => e.open_appeals,
      );
      expect(staffMarks).to.deep.include([id]);

      // Refused, the application is closed: nothing is marked any more.
      expect((await step(id, "take_for_review")).status).to.equal(200);
      expect((await step(id, "reject", "Takroriy ariza")).status).to.equal(200);
      expect(await marks()).to.deep.equal({ [entry.id]: [], [other.id]: [] });
      const after = (await person.get("/api/my/open-instruments")).json.data;
      expect(after.map((line: { appeal_id: number }) => line.appeal_id)).to.not.include(id);

      for (const { id: own } of [entry, other]) await person.post(`/self-devices/${own}/delete`);
    });

    it("is the customers' own: staff are refused, a visitor must sign in", async () => {
      const { portal, staff } = clients();
      expect((await staff.get("/api/my/open-instruments")).status).to.equal(403);
      expect((await portal.client().get("/api/my/open-instruments")).status).to.equal(401);
    });
  });
}
