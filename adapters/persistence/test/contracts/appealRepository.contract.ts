import type { AppealRecord, AppealRepository, AppealSummary } from "@portal/application";
import { expect } from "chai";
import { anAppeal } from "@portal/testkit/builders";
import { shuffledIds } from "../support/ids";

const PAGE_CAP = 100;

async function listAll(repo: AppealRepository, limit: number, owner?: number): Promise<AppealSummary[][]> {
  const pages: AppealSummary[][] = [];
  let before: number | undefined;
  do {
    const page = await repo.list(owner === undefined ? {} : { owner_id: owner }, { limit, before });
    pages.push([...page.items]);
    before = page.next;
  } while (before !== undefined && pages.length < 100);
  return pages;
}

export function describeAppealRepositoryContract(name: string, makeAdapter: () => Promise<AppealRepository>) {
  describe(`AppealRepository contract: ${name}`, () => {
    let repo: AppealRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    async function insertMany(n: number, make: (id: number) => Partial<AppealRecord> = () => ({})) {
      for (const id of shuffledIds(n)) await repo.insert(anAppeal({ id, ...make(id) }));
    }

    it("stores an appeal whole, header and rows, and finds it by id", async () => {
      const appeal = anAppeal({ id: 7, type_id: undefined });
      await repo.insert(appeal);
      const { type_id: _absent, ...expected } = appeal;
      expect(await repo.findById(7)).to.deep.equal(expected);
    });

    it("answers undefined for an id it does not hold", async () => {
      await repo.insert(anAppeal({ id: 1 }));
      expect(await repo.findById(2)).to.equal(undefined);
    });

    it("lists summaries newest first, without the header and rows", async () => {
      await insertMany(3, () => ({
        type_id: 4,
        owner_id: 10,
        total: "255360.00",
        created_at: "2025-03-01T09:00:00.000Z",
      }));
      const page = await repo.list({}, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([3, 2, 1]);
      expect(page.next).to.equal(undefined);
      expect(page.items[0]).to.deep.equal({
        id: 3,
        kind: "verification",
        type_id: 4,
        owner_id: 10,
        status: "submitted",
        branch_id: 1,
        total: "255360.00",
        created_at: "2025-03-01T09:00:00.000Z",
      });
    });

    it("lists only the appeals of the owner the filter names", async () => {
      await insertMany(12, (id) => ({ owner_id: id % 3 === 0 ? 99 : 10 }));
      const mine = await listAll(repo, 2, 99);
      expect(mine.flat().map((a) => a.id)).to.deep.equal([12, 9, 6, 3]);
      expect(mine.flat().every((a) => a.owner_id === 99)).to.equal(true);
      expect((await repo.list({ owner_id: 5 }, { limit: 10 })).items).to.deep.equal([]);
    });

    it("filters by kind, status and branch together", async () => {
      await repo.insert(anAppeal({ id: 1, kind: "kompleks", status: "draft", branch_id: 2 }));
      await repo.insert(anAppeal({ id: 2, kind: "kompleks", status: "submitted", branch_id: 2 }));
      await repo.insert(anAppeal({ id: 3, kind: "comment", status: "submitted", branch_id: 2 }));
      await repo.insert(anAppeal({ id: 4, kind: "kompleks", status: "submitted", branch_id: 3 }));
      const page = await repo.list({ kind: "kompleks", status: "submitted", branch_id: 2 }, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([2]);
    });

    it("filters by any of several owners, an empty list matching nothing", async () => {
      await insertMany(9, (id) => ({ owner_id: 30 + (id % 3) }));
      const page = await repo.list({ owner_ids: [30, 32] }, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([9, 8, 6, 5, 3, 2]);
      expect((await repo.list({ owner_ids: [] }, { limit: 10 })).items).to.deep.equal([]);
      const both = await repo.list({ owner_id: 31, owner_ids: [30, 31] }, { limit: 10 });
      expect(both.items.map((a) => a.id)).to.deep.equal([7, 4, 1]);
      expect((await repo.list({ owner_id: 31, owner_ids: [30] }, { limit: 10 })).items).to.deep.equal([]);
    });

    it("filters by any of several branches, never an appeal naming none, an empty list matching nothing", async () => {
      await insertMany(9, (id) => ({ branch_id: 1 + (id % 3) }));
      const { branch_id: _none, ...branchless } = anAppeal({ id: 10 });
      await repo.insert(branchless);
      const page = await repo.list({ branch_ids: [1, 3] }, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([9, 8, 6, 5, 3, 2]);
      expect((await repo.list({ branch_ids: [] }, { limit: 10 })).items).to.deep.equal([]);
      const asked = await repo.list({ branch_id: 2, branch_ids: [2, 3], status: "submitted" }, { limit: 10 });
      expect(asked.items.map((a) => a.id)).to.deep.equal([7, 4, 1]);
      expect((await repo.list({ branch_id: 2, branch_ids: [3] }, { limit: 10 })).items).to.deep.equal([]);
    });

    it("filters by any of several statuses, together with the other filters", async () => {
      const statuses = ["draft", "submitted", "under_review", "approved", "contracted"] as const;
      for (const [i, status] of statuses.entries()) {
        await repo.insert(anAppeal({ id: i + 1, status, kind: i === 2 ? "kompleks" : "verification" }));
      }
      const open = await repo.list({ statuses: ["submitted", "under_review", "approved"] }, { limit: 10 });
      expect(open.items.map((a) => a.id)).to.deep.equal([4, 3, 2]);
      const kompleks = await repo.list(
        { statuses: ["submitted", "under_review"], kind: "kompleks" },
        { limit: 10 },
      );
      expect(kompleks.items.map((a) => a.id)).to.deep.equal([3]);
      expect((await repo.list({ statuses: [] }, { limit: 10 })).items).to.deep.equal([]);
    });

    it("lists the appeals last changed at or after a time, together with the other filters", async () => {
      const at = (day: string) => `2026-11-${day}T08:00:00.000Z`;
      await repo.insert(anAppeal({ id: 1, status: "completed", updated_at: at("01") }));
      await repo.insert(anAppeal({ id: 2, status: "completed", updated_at: at("10") }));
      await repo.insert(anAppeal({ id: 3, status: "completed", updated_at: at("20") }));
      await repo.insert(anAppeal({ id: 4, status: "submitted", updated_at: at("20") }));
      await repo.insert(anAppeal({ id: 5, status: "completed", updated_at: at("20"), owner_id: 9 }));
      const page = await repo.list(
        { owner_id: 2, status: "completed", updated_from: at("10") },
        { limit: 10 },
      );
      expect(page.items.map((a) => a.id)).to.deep.equal([3, 2]);
    });

    it("lists whole appeals, header, rows and trail, by the same filters and pages as the summaries", async () => {
      await insertMany(5, (id) => ({
        owner_id: id % 2 === 0 ? 20 : 21,
        status: id > 3 ? "approved" : "submitted",
      }));
      const first = await repo.listRecords(
        { owner_id: 21, statuses: ["submitted", "approved"] },
        { limit: 2 },
      );
      expect(first.items.map((a) => a.id)).to.deep.equal([5, 3]);
      expect(first.items[0]).to.deep.equal(await repo.findById(5));
      expect(first.next).to.equal(3);
      const rest = await repo.listRecords(
        { owner_id: 21, statuses: ["submitted", "approved"] },
        { limit: 2, before: first.next },
      );
      expect(rest.items.map((a) => [a.id, a.devices.length, a.history.length])).to.deep.equal([[1, 1, 1]]);
      expect(rest.next).to.equal(undefined);
    });

    it("lists a replaced appeal under its new status and owner only", async () => {
      await insertMany(6, () => ({ status: "submitted", owner_id: 10 }));
      const moved = await repo.findById(4);
      if (!moved) throw new Error("appeal 4 not stored");
      expect(await repo.replace({ ...moved, status: "approved", owner_id: 11 }, moved.version)).to.equal(
        true,
      );
      const ids = async (filter: Parameters<AppealRepository["list"]>[0]) =>
        (await repo.list(filter, { limit: 10 })).items.map((a) => a.id);
      expect(await ids({ status: "submitted" })).to.deep.equal([6, 5, 3, 2, 1]);
      expect(await ids({ status: "approved" })).to.deep.equal([4]);
      expect(await ids({ owner_id: 10 })).to.deep.equal([6, 5, 3, 2, 1]);
      expect(await ids({ owner_id: 11, statuses: ["approved", "draft"] })).to.deep.equal([4]);
      expect(await ids({ statuses: ["approved", "submitted"] })).to.deep.equal([6, 5, 4, 3, 2, 1]);
    });

    it("pages oldest first when asked, the cursor moving upwards, each appeal exactly once", async () => {
      await insertMany(25, (id) => ({ owner_id: id % 2 === 0 ? 40 : 41 }));
      const ids: number[] = [];
      let before: number | undefined;
      let pages = 0;
      do {
        const page = await repo.list({ owner_id: 40 }, { limit: 5, before, order: "oldest" });
        ids.push(...page.items.map((a) => a.id));
        before = page.next;
        pages += 1;
      } while (before !== undefined && pages < 20);
      expect(ids).to.deep.equal([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
      expect(pages).to.equal(3);
      const newest = await repo.list({ owner_id: 40 }, { limit: 3, order: "newest" });
      expect(newest.items.map((a) => a.id)).to.deep.equal([24, 22, 20]);
    });

    it("filters by creation time, from one instant on and before another", async () => {
      // 31 January in Tashkent: from 2025-01-30T19:00Z to 2025-01-31T19:00Z.
      const times = ["2025-01-30T18:59:59.999Z", "2025-01-30T19:00:00.000Z", "2025-01-31T18:59:59.999Z"];
      for (const [i, created_at] of [...times, "2025-01-31T19:00:00.000Z"].entries()) {
        await repo.insert(anAppeal({ id: i + 1, created_at }));
      }
      const page = await repo.list(
        { created_from: "2025-01-30T19:00:00.000Z", created_before: "2025-01-31T19:00:00.000Z" },
        { limit: 10 },
      );
      expect(page.items.map((a) => a.id)).to.deep.equal([3, 2]);
    });

    it("pages by id with before and next down to a deep last page, each appeal exactly once", async () => {
      await insertMany(45);
      const pages = await listAll(repo, 10);
      expect(pages.map((p) => p.length)).to.deep.equal([10, 10, 10, 10, 5]);
      const ids = pages.flat().map((a) => a.id);
      expect(ids).to.deep.equal(Array.from({ length: 45 }, (_, i) => 45 - i));
      const deep = await repo.list({}, { limit: 10, before: 6 });
      expect(deep.items.map((a) => a.id)).to.deep.equal([5, 4, 3, 2, 1]);
      expect(deep.next).to.equal(undefined);
    });

    it("answers a next cursor only when another page follows", async () => {
      await insertMany(4);
      expect((await repo.list({}, { limit: 4 })).next).to.equal(undefined);
      expect((await repo.list({}, { limit: 3 })).next).to.equal(2);
    });

    it("never returns more than its page cap, however large the limit asked", async () => {
      await insertMany(PAGE_CAP + 5);
      const page = await repo.list({}, { limit: 10_000 });
      expect(page.items).to.have.length(PAGE_CAP);
      expect(page.next).to.equal(6);
      expect((await repo.list({}, { limit: 0 })).items).to.have.length(1);
    });

    it("replaces an appeal at the expected version and bumps its version", async () => {
      await repo.insert(anAppeal({ id: 1, version: 1 }));
      const changed = anAppeal({ id: 1, status: "under_review", version: 2 });
      expect(await repo.replace(changed, 1)).to.equal(true);
      expect(await repo.findById(1)).to.deep.equal(changed);
    });

    it("keeps a claim of exemption and its decision, and forgets a claim a replace leaves out", async () => {
      const claim = { claim: "no_vat" as const, resolution: "PQ-4321, 2024", state: "claimed" as const };
      await repo.insert(anAppeal({ id: 1, appeal: { no_nds: 1 }, exemption: claim }));
      expect((await repo.findById(1))?.exemption).to.deep.equal(claim);
      const decided = {
        ...claim,
        state: "refused" as const,
        decided_by: 4,
        decided_at: "2026-11-21T10:00:00.000Z",
        note: "Qaror topilmadi",
      };
      expect(await repo.replace(anAppeal({ id: 1, version: 2, exemption: decided }), 1)).to.equal(true);
      expect((await repo.findById(1))?.exemption).to.deep.equal(decided);
      expect(await repo.replace(anAppeal({ id: 1, version: 3, exemption: undefined }), 2)).to.equal(true);
      expect(await repo.findById(1)).to.not.have.property("exemption");
    });

    it("refuses a replace with a stale version and keeps the stored appeal", async () => {
      await repo.insert(anAppeal({ id: 1, version: 1 }));
      expect(await repo.replace(anAppeal({ id: 1, status: "contracted", version: 2 }), 1)).to.equal(true);
      const stale = anAppeal({ id: 1, status: "rejected", version: 2 });
      expect(await repo.replace(stale, 1)).to.equal(false);
      expect((await repo.findById(1))?.status).to.equal("contracted");
      expect((await repo.findById(1))?.version).to.equal(2);
    });

    it("lets exactly one of several concurrent replaces at the same version win", async () => {
      for (let id = 1; id <= 5; id++) {
        await repo.insert(anAppeal({ id, version: 1 }));
        const statuses = ["contracted", "rejected", "completed", "invoiced", "under_review"] as const;
        const results = await Promise.all(
          statuses.map((status) => repo.replace(anAppeal({ id, status, version: 2 }), 1)),
        );
        expect(results.filter(Boolean), `appeal ${id}`).to.have.length(1);
        const winner = statuses[results.indexOf(true)];
        expect((await repo.findById(id))?.status).to.equal(winner);
      }
    });

    it("moves on from a version once it is written: the next replace expects the new one", async () => {
      await repo.insert(anAppeal({ id: 1, version: 1 }));
      expect(await repo.replace(anAppeal({ id: 1, status: "under_review" }), 1)).to.equal(true);
      expect(await repo.replace(anAppeal({ id: 1, status: "contracted" }), 2)).to.equal(true);
      expect(await repo.findById(1)).to.deep.include({ status: "contracted", version: 3 });
    });

    it("refuses to replace an appeal it does not hold", async () => {
      expect(await repo.replace(anAppeal({ id: 5, version: 2 }), 1)).to.equal(false);
      expect(await repo.findById(5)).to.equal(undefined);
    });

    describe("once per submission key", () => {
      it("stores the first appeal of a key and answers it", async () => {
        const first = anAppeal({ id: 1, total: "10.00" });
        expect(await repo.insertOnce(first, "10:verification:key-1")).to.deep.equal(first);
        expect(await repo.findById(1)).to.deep.equal(first);
      });

      it("stores nothing for a repeat of the key and answers the appeal stored first", async () => {
        await repo.insertOnce(anAppeal({ id: 1, total: "10.00" }), "10:verification:key-1");
        const again = await repo.insertOnce(anAppeal({ id: 2, total: "99.00" }), "10:verification:key-1");
        expect(again).to.deep.include({ id: 1, total: "10.00" });
        expect(await repo.findById(2)).to.equal(undefined);
        expect((await repo.list({}, { limit: 10 })).items.map((a) => a.id)).to.deep.equal([1]);
      });

      it("keeps keys apart: another key stores another appeal", async () => {
        await repo.insertOnce(anAppeal({ id: 1 }), "10:verification:key-1");
        await repo.insertOnce(anAppeal({ id: 2 }), "11:verification:key-1");
        await repo.insertOnce(anAppeal({ id: 3 }), "10:verification:key-2");
        expect((await repo.list({}, { limit: 10 })).items.map((a) => a.id)).to.deep.equal([3, 2, 1]);
      });

      it("stores exactly one appeal when attempts with the same key race, and answers it to each", async () => {
        const answers = await Promise.all(
          [1, 2, 3, 4, 5].map((id) => repo.insertOnce(anAppeal({ id }), "10:verification:raced")),
        );
        const stored = (await repo.list({}, { limit: 10 })).items;
        expect(stored).to.have.length(1);
        expect(new Set(answers.map((a) => a.id))).to.deep.equal(new Set([stored[0]!.id]));
      });
    });
  });
}
