import type { SelfDeviceRecord, SelfDeviceRepository } from "../../src/register";
import { makeInspectionRecorder } from "../../src/register";
import { expect } from "chai";
import { aSelfDevice } from "@portal/testkit/builders";

/** A register held in memory, for what the recorder reads and writes. */
function memoryRegister(initial: SelfDeviceRecord[] = []) {
  const rows = new Map(initial.map((row) => [row.id, row]));
  const repo: SelfDeviceRepository = {
    listByUser: async (userId) => [...rows.values()].filter((row) => row.user_id === userId),
    findById: async (id) => rows.get(id),
    findBySerial: async (userId, deviceId, serial) =>
      [...rows.values()].find(
        (row) => row.user_id === userId && row.device_id === deviceId && row.serial_number === serial,
      ),
    listDueOn: async (day, limit, afterId = 0) =>
      [...rows.values()]
        .filter((row) => row.next_inspection_date === day && row.id > afterId)
        .slice(0, limit),
    insert: async (row) => void rows.set(row.id, row),
    replace: async (row) => void (rows.has(row.id) && rows.set(row.id, row)),
    delete: async (id) => rows.delete(id),
  };
  let next = 100;
  const recorder = makeInspectionRecorder({ selfDevices: repo, ids: { next: async () => next++ } });
  return { rows, recorder };
}

const outcome = {
  ownerId: 2,
  deviceId: 40,
  serialNumber: "SN-1",
  inspectionDate: "2026-11-20",
  validUntil: "2027-11-19",
  fit: true,
  certificate: { number: "TSH-2026-7KQ2M", appealId: 31 },
  countryId: 1,
  areaOfUseId: 14,
};

describe("register: a result of the work updates the owner's entry", () => {
  it("a fit result sets both dates of the entry with that device and serial number", async () => {
    const { rows, recorder } = memoryRegister([
      aSelfDevice({ id: 1, user_id: 2, device_id: 40, serial_number: "SN-1", unfit: true }),
      aSelfDevice({ id: 2, user_id: 2, device_id: 40, serial_number: "SN-2" }),
    ]);
    await recorder.record(outcome);
    expect(rows.get(1)).to.include({
      inspection_date: "2026-11-20",
      next_inspection_date: "2027-11-19",
      unfit: false,
    });
    expect(rows.get(1)?.last_certificate).to.deep.equal({ number: "TSH-2026-7KQ2M", appeal_id: 31 });
    expect(rows.get(2)?.last_certificate).to.equal(undefined);
    expect(rows.size).to.equal(2);
  });

  it("an unfit result marks the entry unfit and keeps the dates it had", async () => {
    const { rows, recorder } = memoryRegister([
      aSelfDevice({ id: 1, user_id: 2, device_id: 40, serial_number: "SN-1" }),
    ]);
    await recorder.record({ ...outcome, fit: false, validUntil: undefined });
    expect(rows.get(1)).to.include({
      inspection_date: "2025-01-15",
      next_inspection_date: "2026-01-15",
      unfit: true,
    });
  });

  it("creates the entry when the owner has none for that instrument", async () => {
    const { rows, recorder } = memoryRegister([
      aSelfDevice({ id: 1, user_id: 3, device_id: 40, serial_number: "SN-1" }),
    ]);
    const created = await recorder.record(outcome);
    expect(created).to.deep.equal({
      id: 100,
      user_id: 2,
      device_id: 40,
      country_id: 1,
      area_of_use_id: 14,
      inspection_date: "2026-11-20",
      next_inspection_date: "2027-11-19",
      serial_number: "SN-1",
      unfit: false,
      last_certificate: { number: "TSH-2026-7KQ2M", appeal_id: 31 },
    });
    expect(rows.get(1)?.last_certificate).to.equal(undefined);
  });
});

describe("register: a revoked certificate", () => {
  const revocation = {
    ownerId: 2,
    deviceId: 40,
    serialNumber: "SN-1",
    certificateNumber: "TSH-2026-7KQ2M",
    revokedAt: "2026-11-21T10:00:00.000Z",
  };

  it("shows as revoked on the entry it is the last certificate of, whose dates stay", async () => {
    const { rows, recorder } = memoryRegister();
    await recorder.record(outcome);
    const entry = await recorder.revoke(revocation);
    expect(entry).to.deep.include({ inspection_date: "2026-11-20", next_inspection_date: "2027-11-19" });
    expect(rows.get(100)?.last_certificate).to.deep.equal({
      number: "TSH-2026-7KQ2M",
      appeal_id: 31,
      revoked_at: "2026-11-21T10:00:00.000Z",
    });
  });

  it("leaves an entry that has heard of a newer certificate as it is, and a new result clears the mark", async () => {
    const { rows, recorder } = memoryRegister();
    await recorder.record(outcome);
    await recorder.record({ ...outcome, certificate: { number: "TSH-2026-NEW00", appealId: 32 } });
    await recorder.revoke(revocation);
    expect(rows.get(100)?.last_certificate).to.deep.equal({ number: "TSH-2026-NEW00", appeal_id: 32 });
    await recorder.revoke({ ...revocation, certificateNumber: "TSH-2026-NEW00" });
    await recorder.record({ ...outcome, certificate: { number: "TSH-2026-NEW11", appealId: 33 } });
    expect(rows.get(100)?.last_certificate).to.deep.equal({ number: "TSH-2026-NEW11", appeal_id: 33 });
  });

  it("changes nothing when the owner has no entry of that instrument", async () => {
    const { rows, recorder } = memoryRegister();
    expect(await recorder.revoke(revocation)).to.equal(undefined);
    expect(rows.size).to.equal(0);
  });
});
