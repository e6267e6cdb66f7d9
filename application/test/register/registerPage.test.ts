import type { Language } from "@portal/domain";
import { expect } from "chai";
import { aCustomer, aReviewer, aSelfDevice, aStaffMember, aUser } from "@portal/testkit/builders";
import type { CatalogueDevice, LookupCatalogue } from "../../src/shared";
import {
  EXPORT_PAGE_SIZE,
  makeRegisterUseCases,
  type RegisterDeps,
  type RegisterPageRepository,
  type SelfDeviceRecord,
  type SelfDeviceRepository,
} from "../../src/register";
import { leftOf, rightOf } from "../support";

/** 2026-03-01 in Tashkent. */
const NOW = new Date("2026-03-01T06:00:00Z");

const device = (id: number, type_id: number, name: string, cost = "1000.00"): CatalogueDevice => ({
  id,
  name,
  type_id,
  section_id: null,
  cost,
  spetsifikatsiya: "",
  k_2: `K-${id}`,
  check_out: 0,
});
const DEVICES = [
  device(1, 1, "Tarozi"),
  device(49, 4, "Tarozi", "45000.00"),
  device(60, 4, "Manometr", "30000.00"),
  device(116, 5, "Quritish shkafi"),
];

const RUSSIAN: Readonly<Record<string, string>> = {
  Tarozi: "Весы",
  Manometr: "Манометр",
  "Quritish shkafi": "Шкаф сушильный",
};
const devicesIn = (lang: Language) =>
  lang === "ru" ? DEVICES.map((d) => ({ ...d, name: RUSSIAN[d.name] ?? d.name })) : DEVICES;
const uzbekistan = (lang: Language) => ({
  id: 1,
  name_uz: "O'zbekiston",
  name: lang === "ru" ? "Узбекистан" : "O'zbekiston",
});

const catalogue = {
  allDevices: async (lang: Language) => devicesIn(lang),
  device: async (id: number, lang: Language) => devicesIn(lang).find((d) => d.id === id),
  countries: async (lang: Language) => [uzbekistan(lang)],
  country: async (id: number, lang: Language) => (id === 1 ? uzbekistan(lang) : undefined),
  parentOrganisation: async (name: string, lang: Language) =>
    lang === "ru" && name === "Vazirlik" ? "Министерство" : name,
  provinces: async () => [{ id: 14, name: "Toshkent shahri" }],
  province: async (id: number) => (id === 14 ? { id: 14, name: "Toshkent shahri" } : undefined),
  types: async () => [{ id: 4, name: "Qiyoslash" }],
} as unknown as LookupCatalogue;

/** A register in memory: the page and counts as the stores answer them, by the record's fields. */
function memoryRegister(initial: SelfDeviceRecord[] = []) {
  const rows = new Map(initial.map((r) => [r.id, r]));
  const mine = (userId: number) =>
    [...rows.values()]
      .filter((r) => r.user_id === userId)
      .sort((a, b) =>
        a.next_inspection_date < b.next_inspection_date
          ? -1
          : a.next_inspection_date > b.next_inspection_date
            ? 1
            : a.id - b.id,
      );
  const repo: SelfDeviceRepository & RegisterPageRepository = {
    listByUser: async (userId) => mine(userId),
    findById: async (id) => rows.get(id),
    findBySerial: async () => undefined,
    insert: async (r) => void rows.set(r.id, r),
    replace: async (r) => void rows.set(r.id, r),
    delete: async (id) => rows.delete(id),
    page: async (filter, request) =>
      mine(filter.userId)
        .filter(
          (r) =>
            (filter.unfit === undefined || (r.unfit === true) === filter.unfit) &&
            (filter.dateFrom === undefined || r.next_inspection_date >= filter.dateFrom) &&
            (filter.dateTo === undefined || r.next_inspection_date <= filter.dateTo) &&
            (request.after === undefined ||
              r.next_inspection_date > request.after.date ||
              (r.next_inspection_date === request.after.date && r.id > request.after.id)),
        )
        .slice(0, request.limit),
    counts: async () => ({ unfit: 0, ranges: [1, 2, 3, 4] }),
    withSerials: async (userId) => mine(userId).filter((r) => r.serial_number !== undefined),
    saveMany: async (entries) => {
      for (const { record } of entries) rows.set(record.id, record);
    },
    findMany: async (userId, ids) => mine(userId).filter((r) => ids.includes(r.id)),
    listDueOn: async () => [],
  };
  let next = 100;
  // Customers 2 and 5, staff member 3 and reviewer 4.
  const users = [
    aUser(),
    aUser({ id: 5, login: "demo.person", role: "person" }),
    aStaffMember().user,
    aReviewer().user,
  ];
  const useCases = makeRegisterUseCases({
    selfDevices: repo,
    catalogue,
    clock: { now: () => NOW },
    ids: { next: async () => next++ },
    users: {
      findById: async (id: number) => users.find((u) => u?.id === id),
    } as unknown as RegisterDeps["users"],
    appeals: { listRecords: async () => ({ items: [] }) } as unknown as RegisterDeps["appeals"],
  });
  return { rows, useCases };
}

const row = (serial: string, next = "2026-06-01", name = "Tarozi") => ({
  device_name: name,
  serial_number: serial,
  country_name: "O'zbekiston",
  inspection_date: "2026-01-10",
  next_inspection_date: next,
  area_of_use_name: "Toshkent shahri",
});

describe("register: import", () => {
  it("previews every row's errors and stores nothing", async () => {
    const { rows, useCases } = memoryRegister();
    const report = rightOf(
      await useCases.importRegister(
        aCustomer(),
        [row("A"), row("B", "2025-01-01"), row("C", "2026-06-01", "Nima")],
        "preview",
      ),
    );
    expect(report).to.deep.include({ total: 3, valid: 1, invalid: 2, stored: false, created: 0 });
    expect(report.rows.map((r) => [r.row, r.errors])).to.deep.equal([
      [3, ["Keyingi tekshiruv sanasi tekshiruv sanasidan oldin boʻlishi mumkin emas"]],
      [4, ["«Nima» oʻlchov vositasi katalogda topilmadi"]],
    ]);
    expect(rows.size).to.equal(0);
  });

  it("echoes a row's long device name and serial number cut to 200 characters and an ellipsis", async () => {
    const { useCases } = memoryRegister();
    const long = "x".repeat(400_000);
    const report = rightOf(
      await useCases.importRegister(aCustomer(), [row(long, "2026-06-01", long)], "preview"),
    );
    const cut = `${"x".repeat(200)}…`;
    expect(report.rows.map((r) => [r.device_name, r.serial_number, r.errors[0]])).to.deep.equal([
      [cut, cut, `«${cut}» oʻlchov vositasi katalogda topilmadi`],
    ]);
  });

  it("refuses a whole import of a file with errors, and takes the valid rows when asked", async () => {
    const { rows, useCases } = memoryRegister();
    const file = [row("A"), row("B", "bad")];
    expect(leftOf(await useCases.importRegister(aCustomer(), file, "all"))).to.deep.equal({
      _tag: "Invalid",
      messages: [{ key: "importHasErrors" }],
    });
    expect(rows.size).to.equal(0);
    expect(rightOf(await useCases.importRegister(aCustomer(), file, "valid"))).to.deep.include({
      created: 1,
      stored: true,
    });
    expect(rows.size).to.equal(1);
  });

  it("updates the entry with the same device and serial number, also twice in one file, and prefers the verification device of a name", async () => {
    const { rows, useCases } = memoryRegister([
      aSelfDevice({ id: 7, user_id: 2, device_id: 49, serial_number: "A" }),
    ]);
    const report = rightOf(
      await useCases.importRegister(
        aCustomer(),
        [row("A", "2026-07-01"), row("B"), row("B", "2026-09-09"), row("")],
        "all",
      ),
    );
    expect(report).to.deep.include({ created: 2, updated: 1 });
    expect(rows.get(7)?.next_inspection_date).to.equal("2026-07-01");
    const b = [...rows.values()].filter((r) => r.serial_number === "B");
    expect(b.map((r) => [r.device_id, r.next_inspection_date])).to.deep.equal([[49, "2026-09-09"]]);
  });
});

describe("register: the page and the counts", () => {
  it("gives each entry its state on the Tashkent day and a cursor when more follow", async () => {
    const { useCases } = memoryRegister([
      aSelfDevice({ id: 1, user_id: 2, next_inspection_date: "2026-02-28" }),
      aSelfDevice({ id: 2, user_id: 2, next_inspection_date: "2026-03-01" }),
      aSelfDevice({ id: 3, user_id: 2, next_inspection_date: "2026-05-30", unfit: true }),
    ]);
    const page = rightOf(await useCases.registerPage(aCustomer(), { limit: 2 }));
    expect(page.items.map((i) => i.state)).to.deep.equal(["overdue", "due30"]);
    expect(page).to.deep.include({ next: { date: "2026-03-01", id: 2 }, today: "2026-03-01" });
    const rest = rightOf(await useCases.registerPage(aCustomer(), { limit: 2, after: page.next! }));
    expect(rest.items.map((i) => i.id)).to.deep.equal([3]);
    expect(rest.next).to.equal(null);
    const unfit = rightOf(await useCases.registerPage(aCustomer(), { state: "unfit" }));
    expect(unfit.items.map((i) => i.id)).to.deep.equal([3]);
  });

  it("names the devices, countries and parent organisation in the reader's language, on the page and in the export, its dates DD.MM.YYYY", async () => {
    const { useCases } = memoryRegister([aSelfDevice({ id: 1, user_id: 2, device_id: 49, country_id: 1 })]);
    const owner = aCustomer({ info: { ...aUser().info, soogu_name: "Vazirlik" } });
    const ru = { ...owner, lang: "ru" as const };
    const [entry] = rightOf(await useCases.registerPage(ru, {})).items;
    expect(entry).to.deep.include({
      device_name: "Весы",
      country_name: "Узбекистан",
      soogu_name: "Министерство",
    });
    const sheet = rightOf(await useCases.exportRegister(ru, {}));
    const rows: (readonly string[])[] = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(rows[0]).to.include.members(["Весы", "Узбекистан", "Министерство"]);
    const [year, month, day] = (entry?.next_inspection_date ?? "").split("-");
    expect(rows[0], "dates as DD.MM.YYYY").to.include(`${day}.${month}.${year}`);
    const [uz] = rightOf(await useCases.registerPage(owner, {})).items;
    expect(uz).to.deep.include({
      device_name: "Tarozi",
      country_name: "O'zbekiston",
      soogu_name: "Vazirlik",
    });
  });

  it("names the counts by state", async () => {
    const { useCases } = memoryRegister();
    expect(rightOf(await useCases.registerCounts(aCustomer()))).to.deep.equal({
      overdue: 1,
      due30: 2,
      due90: 3,
      fine: 4,
      unfit: 0,
    });
  });
});

describe("register: read-only for staff (offline entry)", () => {
  const entries = [
    aSelfDevice({ id: 1, user_id: 2, next_inspection_date: "2026-02-28", serial_number: "A-1" }),
    aSelfDevice({ id: 2, user_id: 2, next_inspection_date: "2026-03-01", serial_number: "A-2" }),
    aSelfDevice({ id: 3, user_id: 5, next_inspection_date: "2026-02-01", serial_number: "B-1" }),
  ];

  it("shows staff the chosen customer's page, counts and export, and only that customer's", async () => {
    const { useCases } = memoryRegister(entries);
    const page = rightOf(await useCases.registerPage(aStaffMember(), { state: "overdue" }, 2));
    expect(page.items.map((i) => [i.id, i.state])).to.deep.equal([[1, "overdue"]]);
    expect(rightOf(await useCases.registerCounts(aStaffMember(), 5))).to.have.property("overdue");
    const sheet = rightOf(await useCases.exportRegister(aStaffMember(), {}, 5));
    const rows: (readonly string[])[] = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(rows.map((r) => r[6])).to.deep.equal(["B-1"]);
  });

  it("refuses a customer or a reviewer reading another's register, and a staff member or an unknown id as the customer", async () => {
    const { useCases } = memoryRegister(entries);
    expect(leftOf(await useCases.registerPage(aCustomer({ id: 5, role: "person" }), {}, 2))._tag).to.equal(
      "Forbidden",
    );
    expect(leftOf(await useCases.registerCounts(aReviewer(), 2))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.exportRegister(aCustomer(), {}, 2))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.registerPage(aStaffMember(), {}, 3))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.registerPage(aStaffMember(), {}, 99))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.registerPage({ lang: "uz" }, {}, 2))._tag).to.equal("Unauthenticated");
  });
});

describe("register: export", () => {
  it("exports every matching entry, over many store pages, in order and with no cap", async () => {
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    const many: SelfDeviceRecord[] = [];
    for (let i = 1; i <= count; i++)
      many.push(
        aSelfDevice({ id: i, user_id: 2, next_inspection_date: "2026-06-01", serial_number: `S-${i}` }),
      );
    many.push(aSelfDevice({ id: count + 1, user_id: 5, serial_number: "theirs" }));
    const { useCases } = memoryRegister(many);
    const sheet = rightOf(await useCases.exportRegister(aCustomer(), {}));
    const serials: string[] = [];
    for await (const row of sheet.rows) serials.push(row[6] ?? "");
    expect(serials).to.have.length(count);
    expect(serials[0]).to.equal("S-1");
    expect(serials[count - 1]).to.equal(`S-${count}`);
    expect(sheet.headers[6]).to.equal("Zavod raqami");
  });
});

describe("register: re-application", () => {
  it("makes one line per verification device, at most 1000 an line, and lists the entries without a price", async () => {
    const entries: SelfDeviceRecord[] = [];
    for (let i = 1; i <= 1002; i++)
      entries.push(
        aSelfDevice({
          id: i,
          user_id: 2,
          device_id: 1,
          serial_number: `S${i}`,
          next_inspection_date: "2026-03-05",
        }),
      );
    entries.push(aSelfDevice({ id: 2000, user_id: 2, device_id: 60, next_inspection_date: "2026-02-01" }));
    entries.push(
      aSelfDevice({
        id: 2001,
        user_id: 2,
        device_id: 116,
        serial_number: "Q1",
        next_inspection_date: "2026-02-01",
      }),
    );
    entries.push(aSelfDevice({ id: 2002, user_id: 2, device_id: 60, next_inspection_date: "2026-12-01" }));
    const { useCases } = memoryRegister(entries);
    const answer = rightOf(await useCases.reapply(aCustomer(), { all_due: true }));
    expect(answer.lines.map((l) => [l.device.id, l.amount])).to.deep.equal([
      [49, 1000],
      [49, 2],
      [60, 1],
    ]);
    expect(answer.lines[1]?.about_device).to.equal("Zavod raqami: S1001, S1002");
    expect(answer.lines[2]?.about_device).to.equal("");
    expect(answer.needs_choice).to.deep.equal([
      { id: 2001, device_name: "Quritish shkafi", serial_number: "Q1" },
    ]);
  });

  it("takes only the caller's own chosen entries", async () => {
    const { useCases } = memoryRegister([aSelfDevice({ id: 5, user_id: 9, device_id: 60 })]);
    expect(leftOf(await useCases.reapply(aCustomer(), { ids: [5] }))).to.deep.equal({
      _tag: "Invalid",
      messages: [{ key: "reapplyNothingChosen" }],
    });
  });
});
