import type { InstrumentResultRecord, ResultRepository } from "@portal/application";
import { expect } from "chai";

const aResult = (overrides: Partial<InstrumentResultRecord> = {}): InstrumentResultRecord => ({
  id: 1,
  appeal_id: 5,
  owner_id: 2,
  branch_id: 3,
  row_id: 1,
  instrument: 1,
  version: 1,
  device_id: 40,
  device_name: "Manometr",
  type_id: 4,
  serial_number: "SN-1",
  serial_key: "SN1",
  outcome: "fit",
  work_date: "2026-11-20",
  valid_until: "2027-11-19",
  certificate_number: "03-2026-ABCDEFGH",
  recorded_by: 9,
  recorded_at: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

/** The port, and the start's keying of versions stored before serial keys (the adapter's own). */
type ResultStore = ResultRepository & { keyOlderSerials(): Promise<number> };

export function describeResultRepositoryContract(name: string, makeAdapter: () => Promise<ResultStore>) {
  describe(`ResultRepository contract: ${name}`, () => {
    let repo: ResultStore;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("stores versions and reads them back by appeal, by instrument, by number and by serial", async () => {
      const first = aResult();
      const second = aResult({ id: 2, version: 2, certificate_number: "03-2026-ZZZZZZZZ", reason: "typo" });
      const other = aResult({
        id: 3,
        instrument: 2,
        serial_number: "SN-2",
        serial_key: "SN2",
        certificate_number: "03-2026-11111111",
      });
      for (const record of [first, second, other]) expect(await repo.insert(record)).to.equal(true);
      expect((await repo.listByAppeal(5)).map((r) => r.id)).to.deep.equal([1, 2, 3]);
      expect(await repo.listByAppeal(6)).to.deep.equal([]);
      expect(await repo.listVersions(5, 1, 1)).to.deep.equal([first, second]);
      expect(await repo.findByCertificate("03-2026-ZZZZZZZZ")).to.deep.equal([second]);
      expect(await repo.findByCertificate("03-2026-00000000")).to.deep.equal([]);
      expect((await repo.findBySerial("SN1", 10)).map((r) => r.id)).to.deep.equal([2, 1]);
      expect((await repo.findBySerial("SN1", 1)).map((r) => r.id)).to.deep.equal([2]);
      expect((await repo.findBySerial("SN2", 10)).map((r) => r.id)).to.deep.equal([3]);
      expect(await repo.findBySerial("SN-1", 10), "by its key only").to.deep.equal([]);
    });

    it("lets one of two writes of the same version of an instrument in", async () => {
      const outcomes = await Promise.all([repo.insert(aResult({ id: 1 })), repo.insert(aResult({ id: 2 }))]);
      expect(outcomes.filter(Boolean)).to.have.length(1);
      expect(await repo.listVersions(5, 1, 1)).to.have.length(1);
    });

    it("gives versions stored before serial keys their key once, and the search then finds them", async () => {
      const { serial_key: _none, ...older } = aResult({ serial_number: "p-ser 1" });
      await repo.insert(older as InstrumentResultRecord);
      await repo.insert(aResult({ id: 2, instrument: 2, serial_number: "SN-2", serial_key: "SN2" }));
      expect(await repo.findBySerial("PSER1", 10)).to.deep.equal([]);

      expect(await repo.keyOlderSerials()).to.equal(1);
      expect((await repo.findBySerial("PSER1", 10)).map((r) => r.id)).to.deep.equal([1]);
      expect((await repo.findBySerial("SN2", 10)).map((r) => r.id)).to.deep.equal([2]);
      expect(await repo.keyOlderSerials(), "none left").to.equal(0);
    });

    it("claims a certificate number once, for good", async () => {
      expect(await repo.claimCertificateNumber("03-2026-ABCDEFGH")).to.equal(true);
      expect(await repo.claimCertificateNumber("03-2026-ABCDEFGH")).to.equal(false);
      expect(await repo.claimCertificateNumber("03-2026-ABCDEFGJ")).to.equal(true);
    });
  });
}
