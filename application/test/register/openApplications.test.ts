import { expect } from "chai";
import sinon from "sinon";
import { aCustomer, anAppeal, aSelfDevice, aStaffMember, aUser } from "@portal/testkit/builders";
import { OPEN_STATUSES } from "@portal/domain";
import type { AppealFilter, AppealRecord, CatalogueDevice, LookupCatalogue } from "../../src/shared";
import { makeRegisterUseCases, type RegisterDeps, type SelfDeviceRecord } from "../../src/register";
import { leftOf, rightOf } from "../support";

const device = (id: number, type_id: number, name: string, cost: string): CatalogueDevice => ({
  id,
  name,
  type_id,
  section_id: null,
  cost,
  spetsifikatsiya: "",
  k_2: `K-${id}`,
  check_out: 0,
});
/** Device 1 has no verification price: an entry of it is applied for as device 49, of the same name. */
const DEVICES = [
  device(1, 1, "Tarozi", "0.00"),
  device(49, 4, "Tarozi", "45000.00"),
  device(60, 4, "Manometr", "30000.00"),
];

const catalogue = {
  allDevices: async () => DEVICES,
  device: async (id: number) => DEVICES.find((d) => d.id === id),
  countries: async () => [{ id: 1, name_uz: "O'zbekiston", name: "O'zbekiston" }],
  country: async () => ({ id: 1, name_uz: "O'zbekiston", name: "O'zbekiston" }),
  provinces: async () => [{ id: 14, name: "Toshkent shahri" }],
  province: async () => ({ id: 14, name: "Toshkent shahri" }),
} as unknown as LookupCatalogue;

const line = (device_id: number, about_device: string) => ({
  id: 1,
  type_id: 4,
  device_id,
  amount: 1,
  about_device,
});

/** The register of customer 2 and the appeals its open-application reads are answered from. */
function registerWith(entries: SelfDeviceRecord[], appeals: AppealRecord[]) {
  const listRecords = sinon.spy(async (filter: AppealFilter) => ({
    items: appeals.filter(
      (a) =>
        a.owner_id === filter.owner_id &&
        a.kind === filter.kind &&
        (filter.statuses ?? []).includes(a.status),
    ),
  }));
  const useCases = makeRegisterUseCases({
    selfDevices: { page: async () => entries } as unknown as RegisterDeps["selfDevices"],
    catalogue,
    clock: { now: () => new Date("2026-03-01T06:00:00Z") },
    ids: { next: async () => 1 },
    users: { findById: async () => aUser() } as unknown as RegisterDeps["users"],
    appeals: { listRecords } as unknown as RegisterDeps["appeals"],
  });
  return { useCases, listRecords };
}

describe("register: instruments already in an open application (duplicates flagged)", () => {
  const appeals = [
    anAppeal({ id: 70, devices: [line(49, "Zavod raqami: SN-0001, SN-0002")] }),
    anAppeal({ id: 71, status: "needs_changes", devices: [line(49, "sn 0001")] }),
    anAppeal({ id: 72, status: "completed", devices: [line(49, "SN-0003")] }),
    anAppeal({ id: 73, owner_id: 5, devices: [line(49, "SN-0004")] }),
  ];

  it("marks each register entry with the open applications whose line of its device lists its serial number", async () => {
    const { useCases, listRecords } = registerWith(
      [
        aSelfDevice({ id: 1, device_id: 49, serial_number: "SN-0001" }),
        aSelfDevice({ id: 2, device_id: 1, serial_number: "SN-0002" }),
        aSelfDevice({ id: 3, device_id: 49, serial_number: "SN-0003" }),
        aSelfDevice({ id: 4, device_id: 60, serial_number: "SN-0001" }),
        aSelfDevice({ id: 5, device_id: 49 }),
      ],
      appeals,
    );
    const page = rightOf(await useCases.registerPage(aCustomer(), {}));
    expect(page.items.map((entry) => [entry.id, entry.open_appeals])).to.deep.equal([
      [1, [70, 71]],
      [2, [70]],
      [3, undefined],
      [4, undefined],
      [5, undefined],
    ]);
    expect(listRecords.firstCall.args).to.deep.equal([
      { owner_id: 2, kind: "verification", statuses: OPEN_STATUSES },
      { limit: 100 },
    ]);
  });

  it("reads no application for a page without serial numbers", async () => {
    const { useCases, listRecords } = registerWith([aSelfDevice({ id: 5, device_id: 49 })], appeals);
    rightOf(await useCases.registerPage(aCustomer(), {}));
    expect(listRecords.called).to.equal(false);
  });

  it("answers the form the lines of the caller's open verification applications, and refuses staff", async () => {
    const { useCases } = registerWith([], appeals);
    expect(rightOf(await useCases.openInstruments(aCustomer()))).to.deep.equal([
      { appeal_id: 70, device_id: 49, serial_keys: ["SN0001", "SN0002"] },
      { appeal_id: 71, device_id: 49, serial_keys: ["SN0001"] },
    ]);
    expect(leftOf(await useCases.openInstruments(aStaffMember()))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.openInstruments({ lang: "uz" }))._tag).to.equal("Unauthenticated");
  });
});
