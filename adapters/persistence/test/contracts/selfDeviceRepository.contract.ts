import type { RegisterPageRepository, SelfDeviceRecord, SelfDeviceRepository } from "@portal/application";
import { expect } from "chai";
import { aSelfDevice } from "@portal/testkit/builders";

export function describeSelfDeviceRepositoryContract(
  name: string,
  makeAdapter: () => Promise<SelfDeviceRepository & RegisterPageRepository>,
) {
  describe(`SelfDeviceRepository contract: ${name}`, () => {
    let repo: SelfDeviceRepository & RegisterPageRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("lists only the devices of the user asked for, in id order", async () => {
      await repo.insert(aSelfDevice({ id: 3, user_id: 10 }));
      await repo.insert(aSelfDevice({ id: 1, user_id: 10 }));
      await repo.insert(aSelfDevice({ id: 2, user_id: 11 }));
      expect((await repo.listByUser(10)).map((d) => d.id)).to.deep.equal([1, 3]);
      expect(await repo.listByUser(12)).to.deep.equal([]);
    });

    it("finds a device by id and replaces it", async () => {
      await repo.insert(aSelfDevice({ id: 1 }));
      const changed = aSelfDevice({ id: 1, device_id: 9, next_inspection_date: "2027-01-15" });
      await repo.replace(changed);
      expect(await repo.findById(1)).to.deep.equal(changed);
    });

    it("does not create a device by replacing one it does not hold", async () => {
      await repo.replace(aSelfDevice({ id: 4 }));
      expect(await repo.findById(4)).to.equal(undefined);
    });

    it("finds the owner's entry of a device by its serial number, and no one else's", async () => {
      await repo.insert(aSelfDevice({ id: 1, user_id: 10, device_id: 5, serial_number: "A-1" }));
      await repo.insert(aSelfDevice({ id: 2, user_id: 10, device_id: 6, serial_number: "A-1" }));
      await repo.insert(aSelfDevice({ id: 3, user_id: 11, device_id: 5, serial_number: "A-1" }));
      await repo.insert(aSelfDevice({ id: 4, user_id: 10, device_id: 5 }));
      expect((await repo.findBySerial(10, 5, "A-1"))?.id).to.equal(1);
      expect((await repo.findBySerial(11, 5, "A-1"))?.id).to.equal(3);
      expect(await repo.findBySerial(10, 5, "A-2")).to.equal(undefined);
    });

    it("deletes a device once, answering whether there was one", async () => {
      await repo.insert(aSelfDevice({ id: 1 }));
      expect(await repo.delete(1)).to.equal(true);
      expect(await repo.delete(1)).to.equal(false);
      expect(await repo.findById(1)).to.equal(undefined);
    });

    describe("the register page (issue 15)", () => {
      /** 12 entries of user 10 over four months, two unfit, and one of user 11. */
      async function register() {
        const records: SelfDeviceRecord[] = [];
        for (let i = 1; i <= 12; i++) {
          records.push(
            aSelfDevice({
              id: i,
              user_id: 10,
              device_id: i % 3 === 0 ? 7 : 5,
              area_of_use_id: i % 2 === 0 ? 14 : 3,
              next_inspection_date: `2026-0${1 + (i % 4)}-1${i % 2}`,
              serial_number: `SN-${i}`,
              ...(i === 4 || i === 9 ? { unfit: true } : {}),
            }),
          );
        }
        records.push(aSelfDevice({ id: 13, user_id: 11, next_inspection_date: "2026-01-10" }));
        await repo.saveMany(records.map((record) => ({ record, isNew: true })));
        return records;
      }
      const order = (list: readonly SelfDeviceRecord[]) =>
        [...list].sort((a, b) =>
          a.next_inspection_date === b.next_inspection_date
            ? a.id - b.id
            : a.next_inspection_date < b.next_inspection_date
              ? -1
              : 1,
        );
      const ids = (list: readonly SelfDeviceRecord[]) => list.map((r) => r.id);

      it("pages by next inspection date then id, both ways, with no entry twice or lost", async () => {
        const mine = order((await register()).filter((r) => r.user_id === 10));
        for (const descending of [false, true]) {
          const seen: number[] = [];
          let after: { date: string; id: number } | undefined;
          for (;;) {
            const page = await repo.page(
              { userId: 10 },
              { descending, limit: 5, ...(after ? { after } : {}) },
            );
            seen.push(...ids(page));
            const last = page[page.length - 1];
            if (page.length < 5 || !last) break;
            after = { date: last.next_inspection_date, id: last.id };
          }
          expect(seen).to.deep.equal(descending ? ids(mine).reverse() : ids(mine));
        }
      });

      it("filters by date range, unfit mark, area, device and search", async () => {
        const mine = order((await register()).filter((r) => r.user_id === 10));
        const page = (filter: Partial<Parameters<RegisterPageRepository["page"]>[0]>) =>
          repo.page({ userId: 10, ...filter }, { descending: false, limit: 100 }).then(ids);
        expect(await page({ dateFrom: "2026-02-01", dateTo: "2026-03-10", unfit: false })).to.deep.equal(
          ids(
            mine.filter(
              (r) =>
                r.next_inspection_date >= "2026-02-01" && r.next_inspection_date <= "2026-03-10" && !r.unfit,
            ),
          ),
        );
        expect(await page({ unfit: true })).to.deep.equal(ids(mine.filter((r) => r.unfit)));
        expect(await page({ areaId: 14, deviceId: 5 })).to.deep.equal(
          ids(mine.filter((r) => r.area_of_use_id === 14 && r.device_id === 5)),
        );
        expect(await page({ search: { deviceIds: [7], serial: "sn-1$" } })).to.deep.equal(
          ids(mine.filter((r) => r.device_id === 7 || r.serial_number === "SN-1")),
        );
      });

      it("counts the entries of each date range apart from the unfit ones, and follows every write", async () => {
        await register();
        const counts = () => repo.counts({ userId: 10, bounds: ["2026-01-31", "2026-02-28", "2026-03-31"] });
        expect(await counts()).to.deep.equal({ unfit: 2, ranges: [2, 2, 3, 3] });
        await repo.insert(aSelfDevice({ id: 20, user_id: 10, next_inspection_date: "2026-01-05" }));
        await repo.replace(
          aSelfDevice({ id: 1, user_id: 10, next_inspection_date: "2027-01-01", unfit: true }),
        );
        await repo.delete(2);
        expect(await counts()).to.deep.equal({ unfit: 3, ranges: [3, 1, 2, 3] });
        const first = await repo.page({ userId: 10 }, { descending: false, limit: 1 });
        expect(ids(first)).to.deep.equal([20]);
      });

      it("finds the owner's entries by id and those with a serial number", async () => {
        await register();
        await repo.insert(aSelfDevice({ id: 30, user_id: 10 }));
        expect(ids(await repo.findMany(10, [1, 13, 30, 99]))).to.deep.equal([1, 30]);
        expect((await repo.withSerials(10)).map((r) => r.id).sort((a, b) => a - b)).to.deep.equal(
          Array.from({ length: 12 }, (_, i) => i + 1),
        );
      });
    });
  });
}
