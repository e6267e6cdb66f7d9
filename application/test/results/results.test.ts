import { aStandard, digestSigner, memoryIssuedFiles, memoryStandards } from "@portal/testkit/resultsDoubles";
import { Readable } from "node:stream";
import { renderAll } from "@portal/domain";
import {
  aBranchReviewer,
  aBranchStaffMember,
  aCustomer,
  anAppeal,
  aRecognitionAppeal,
  aReviewer,
  aStaffMember,
  aUser,
} from "@portal/testkit/builders";
import { expect } from "chai";
import sinon from "sinon";
import {
  type AppealRecord,
  type CertificateRevocation,
  type InspectionOutcome,
  type InstrumentResultRecord,
  makeCompletionCheck,
  makeResultsUseCases,
  type ResultRepository,
} from "../../src";
import { memoryReceipts } from "./memoryReceipts";
import { leftOf, rightOf } from "../support";

/** The results store in memory, with the adapters' two unique rules. */
function memoryResults() {
  const rows: InstrumentResultRecord[] = [];
  const numbers = new Set<string>();
  const repo: ResultRepository = {
    insert: async (r) => {
      if (
        rows.some(
          (x) =>
            x.appeal_id === r.appeal_id &&
            x.row_id === r.row_id &&
            x.instrument === r.instrument &&
            x.version === r.version,
        )
      )
        return false;
      rows.push(r);
      return true;
    },
    listByAppeal: async (id) => rows.filter((r) => r.appeal_id === id),
    findByCertificate: async (n) => rows.filter((r) => r.certificate_number === n),
    findBySerial: async (key, limit) =>
      rows
        .filter((r) => r.serial_key === key)
        .sort((x, y) => y.id - x.id)
        .slice(0, limit),
    listVersions: async (a, row, i) =>
      rows
        .filter((r) => r.appeal_id === a && r.row_id === row && r.instrument === i)
        .sort((x, y) => x.version - y.version),
    claimCertificateNumber: async (n) => {
      if (numbers.has(n)) return false;
      numbers.add(n);
      return true;
    },
  };
  return { rows, numbers, repo };
}

const NOW = new Date("2026-11-21T10:00:00Z");
const fit = {
  row_id: 1,
  instrument: 1,
  serial_number: "SN-1",
  outcome: "fit",
  work_date: "2026-11-20",
  valid_until: "2027-11-19",
};
const unfit = {
  row_id: 1,
  instrument: 2,
  serial_number: "SN-2",
  outcome: "unfit",
  work_date: "2026-11-20",
  note: "Shkala shikastlangan",
};

function setup(appeal: AppealRecord = anAppeal({ status: "contracted" }), randomBytes: number[][] = []) {
  const store = memoryResults();
  const told: InspectionOutcome[] = [];
  const revoked: CertificateRevocation[] = [];
  const files = new Map<string, Buffer>();
  let id = 1;
  let draw = 0;
  const random = {
    bytes: (count: number) =>
      Uint8Array.from(
        randomBytes[draw++] ?? Array.from({ length: count }, (_, i) => (draw * 7 + i * 3) & 255),
      ),
  };
  const appeals = new Map([[appeal.id, appeal]]);
  const issued = memoryIssuedFiles();
  const signer = digestSigner();
  const useCases = makeResultsUseCases({
    standards: memoryStandards([aStandard(1), aStandard(2, "2026-01-31", "Eskirgan etalon"), aStandard(3)]),
    signer,
    issuedFiles: issued,
    results: store.repo,
    receipts: memoryReceipts(),
    events: {
      stepTaken: async () => undefined,
      instrumentsReceived: async () => undefined,
      paymentReceived: async () => undefined,
      paymentCancelled: async () => undefined,
    },
    appeals: {
      findById: async (i: number) => appeals.get(i),
      insert: sinon.stub(),
      insertOnce: sinon.stub(),
      list: sinon.stub(),
      replace: sinon.stub(),
    } as never,
    users: {
      findById: async (i: number) =>
        i === 2
          ? aUser()
          : i === 5
            ? aUser({ id: 5, login: "demo.person", role: "person", corporate: 0 })
            : i === 7
              ? aUser({
                  id: 7,
                  login: "lab.head",
                  role: "staff",
                  info: { ...aUser().info, first_name: "Aziz", last_name: "Karimov", middle_name: "" },
                  signer: { position: "Bosh metrolog" },
                })
              : i === 8
                ? aUser({ id: 8, login: "lab.clerk", role: "staff" })
                : undefined,
    } as never,
    catalogue: {
      types: async () => [{ id: 4, name: "Qiyoslash" }],
      allDevices: async (lang: string) => [
        { id: 49, name: lang === "ru" ? "Весы торговые электронные" : "Elektron savdo tarozisi" },
      ],
      branch: async () => ({ id: 1, name: "Toshkent shahar filiali" }),
      inspectionIntervalMonths: async (t: number) => (t === 4 ? 12 : undefined),
    } as never,
    recorder: {
      record: async (o: InspectionOutcome) => {
        told.push(o);
        return {} as never;
      },
      revoke: async (r: CertificateRevocation) => {
        revoked.push(r);
        return undefined;
      },
    },
    files: {
      put: async (key: string, body: Buffer) => {
        files.set(key, body);
      },
      get: async (key: string) => {
        const body = files.get(key);
        return body && { body: Readable.from([body]), size: body.length, contentType: "application/pdf" };
      },
      delete: async (key: string) => {
        files.delete(key);
      },
    },
    documents: {
      render: async (d) => ({ bytes: Buffer.from(JSON.stringify(d)), contentType: "application/pdf" }),
    },
    random,
    clock: { now: () => NOW },
    ids: { next: async () => id++ },
    config: {
      issuer: {
        name: "Metrologiya markazi",
        address: "Toshkent",
        tin: "200000001",
        phone: "+998 71 200-00-00",
      },
      publicBaseUrl: "https://portal.example.uz/",
      uploadLimitBytes: 1024,
    },
  });
  return { useCases, store, told, revoked, files, appeals, issued, signer };
}

describe("results: recording", () => {
  it("lists every instrument of a row, with its interval, before any result", async () => {
    const { useCases } = setup();
    const view = rightOf(await useCases.appealResults(aStaffMember(), 57));
    expect(view).to.include({ may_record: true, complete: false });
    expect(view.instruments.map((i) => [i.n, i.instrument, i.kind, i.interval_months])).to.deep.equal([
      [1, 1, "measurement", 12],
      [1, 2, "measurement", 12],
    ]);
  });

  it("names a catalogue device in the reader's language, and the public check in the one asked for", async () => {
    const { useCases } = setup();
    const inRussian = rightOf(await useCases.appealResults({ ...aStaffMember(), lang: "ru" }, 57));
    expect(inRussian.instruments.map((i) => i.device_name)).to.deep.equal([
      "Весы торговые электронные",
      "Весы торговые электронные",
    ]);
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    expect(rightOf(await useCases.publicCertificate({ lang: "ru" }, number)).instrument.name).to.equal(
      "Весы торговые электронные",
    );
    expect(rightOf(await useCases.publicCertificate({ lang: "uz" }, number)).instrument.name).to.equal(
      "Elektron savdo tarozisi",
    );
  });

  it("records results with server-issued numbers and tells the register", async () => {
    const { useCases, told, store } = setup();
    const view = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit, unfit] }));
    expect(view.complete).to.equal(true);
    const [a, b] = view.instruments.map((i) => i.result!) as [
      NonNullable<(typeof view.instruments)[0]["result"]>,
      NonNullable<(typeof view.instruments)[0]["result"]>,
    ];
    expect(a).to.include({ outcome: "fit", status: "valid", version: 1 });
    expect(b).to.include({ outcome: "unfit", status: "unfit" });
    expect(a.certificate_number).to.match(/^01-2026-[0-9A-Z]{8}$/);
    expect(store.numbers.size).to.equal(2);
    expect(told.map((o) => [o.deviceId, o.serialNumber, o.fit, o.validUntil])).to.deep.equal([
      [49, "SN-1", true, "2027-11-19"],
      [49, "SN-2", false, undefined],
    ]);
  });

  it("fills a fit result's valid-until from the work date and the service type's interval when none is sent", async () => {
    const { useCases, told } = setup();
    const { valid_until: _sent, ...withoutDate } = fit;
    const view = rightOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [withoutDate, { ...fit, instrument: 2, serial_number: "SN-2", valid_until: "2027-05-01" }],
      }),
    );
    expect(view.instruments.map((i) => i.result!.valid_until)).to.deep.equal(["2027-11-19", "2027-05-01"]);
    expect(told.map((o) => o.validUntil)).to.deep.equal(["2027-11-19", "2027-05-01"]);
  });

  it("still asks for the valid-until of a fit result whose service type has no interval, and stores nothing", async () => {
    const noInterval = anAppeal({
      status: "contracted",
      devices: [{ ...anAppeal().devices[0]!, type_id: 5, amount: 1 }],
    });
    const { useCases, store } = setup(noInterval);
    const { valid_until: _sent, ...withoutDate } = fit;
    const refused = leftOf(await useCases.recordResults(aStaffMember(), 57, { results: [withoutDate] }));
    expect(renderAll(refused._tag === "Invalid" ? refused.messages : [], "uz")).to.deep.equal([
      "Qurilma №1.1: amal qilish muddatini kiriting",
    ]);
    expect(store.rows).to.deep.equal([]);
  });

  it("fills the default valid-until of a corrected fit result too", async () => {
    const { useCases } = setup();
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    const { valid_until: _sent, ...withoutDate } = fit;
    const view = rightOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, {
        ...withoutDate,
        work_date: "2026-01-31",
        reason: "Sana xato",
      }),
    );
    expect(view.instruments[0]!.result).to.include({ version: 2, valid_until: "2027-01-30" });
  });

  it("draws another number when the one drawn was issued before", async () => {
    const same = [0, 1, 2, 3, 4, 5, 6, 7];
    const { useCases, store } = setup(undefined, [same, same, [9, 9, 9, 9, 9, 9, 9, 9]]);
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [unfit] }));
    expect([...store.numbers]).to.deep.equal(["01-2026-01234567", "01-2026-99999999"]);
  });

  it("lets only staff record; reviewers and the owner read, another customer finds nothing", async () => {
    const { useCases } = setup();
    expect(leftOf(await useCases.recordResults(aReviewer(), 57, { results: [fit] }))._tag).to.equal(
      "Forbidden",
    );
    expect(leftOf(await useCases.recordResults(aCustomer(), 57, { results: [fit] }))._tag).to.equal(
      "Forbidden",
    );
    expect(leftOf(await useCases.recordResults({ lang: "uz" }, 57, { results: [fit] }))._tag).to.equal(
      "Unauthenticated",
    );
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    expect(rightOf(await useCases.appealResults(aReviewer(), 57)).instruments[0]!.history).to.have.length(1);
    expect(rightOf(await useCases.appealResults(aCustomer(), 57)).instruments[0]!.history).to.equal(
      undefined,
    );
    expect(leftOf(await useCases.appealResults(aCustomer({ id: 9 }), 57))._tag).to.equal("NotFound");
  });

  it("records only for a contracted or invoiced appeal", async () => {
    const { useCases, store } = setup(anAppeal({ status: "approved" }));
    const refused = leftOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    expect(refused._tag).to.equal("Conflict");
    expect(store.rows).to.deep.equal([]);
  });

  it("refuses bad entries all at once, naming each instrument, and stores nothing", async () => {
    const { useCases, store } = setup();
    const refused = leftOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [
          { ...fit, work_date: "2026-11-22" },
          { ...unfit, note: "" },
          { ...fit, instrument: 3 },
          fit,
        ],
      }),
    );
    expect(refused._tag).to.equal("Invalid");
    expect(renderAll(refused._tag === "Invalid" ? refused.messages : [], "uz")).to.deep.equal([
      "Qurilma №1.1: ish sanasi bugungi sanadan keyin boʻlishi mumkin emas",
      "Qurilma №1.2: sababini yozing",
      "Qurilma №1.3: arizada bunday qurilma yoʻq, sahifani yangilang",
      "Qurilma №1.1: natija ikki marta yuborilgan",
    ]);
    expect(store.rows).to.deep.equal([]);
    expect(leftOf(await useCases.recordResults(aStaffMember(), 57, { results: [] }))._tag).to.equal(
      "Invalid",
    );
  });

  it("takes accepted / refused on a recognition row, and never tells the register", async () => {
    const { useCases, told } = setup(aRecognitionAppeal({ status: "invoiced" }));
    const refused = {
      row_id: 1,
      instrument: 1,
      serial_number: "D-1",
      outcome: "refused",
      work_date: "2026-11-20",
      note: "Hujjat yetarli emas",
    };
    const view = rightOf(
      await useCases.recordResults(aStaffMember(), aRecognitionAppeal().id, { results: [refused] }),
    );
    expect(view.instruments[0]).to.include({ kind: "conclusion" });
    expect(view.instruments[0]!.result).to.include({ outcome: "refused", status: "unfit" });
    expect(told).to.deep.equal([]);
  });
});

describe("results: corrections, revocations and completion", () => {
  it("corrects by a new version with a reason and a new number; the old number reads as revoked", async () => {
    const { useCases } = setup();
    const first = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!;
    expect(leftOf(await useCases.correctResult(aStaffMember(), 57, 1, 1, { ...fit }))._tag).to.equal(
      "Invalid",
    );
    const view = rightOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, {
        ...fit,
        serial_number: "SN-1A",
        reason: "Raqam xato",
      }),
    );
    const history = view.instruments[0]!.history!;
    expect(history.map((v) => [v.version, v.status, v.serial_number])).to.deep.equal([
      [1, "revoked", "SN-1"],
      [2, "valid", "SN-1A"],
    ]);
    expect(history[1]!.certificate_number).to.not.equal(first.certificate_number);
    expect(
      rightOf(await useCases.publicCertificate({ lang: "uz" }, first.certificate_number)).status,
    ).to.equal("revoked");
    expect(
      leftOf(await useCases.correctResult(aStaffMember(), 57, 1, 2, { ...unfit, reason: "x" }))._tag,
    ).to.equal("NotFound");
  });

  it("tells the register the replaced certificate is gone when a correction changes the serial number, and only then", async () => {
    const { useCases, told, revoked } = setup();
    const first = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!;
    const same = rightOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, { ...fit, note: "Tekshirildi", reason: "Izoh" }),
    ).instruments[0]!.result!;
    // The same serial: the entry is matched again and simply names the new certificate.
    expect(revoked).to.deep.equal([]);
    const moved = rightOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, {
        ...fit,
        serial_number: "SN-1A",
        reason: "Raqam xato",
      }),
    ).instruments[0]!.result!;
    expect(told.map((o) => [o.serialNumber, o.certificate.number])).to.deep.equal([
      ["SN-1", first.certificate_number],
      ["SN-1", same.certificate_number],
      ["SN-1A", moved.certificate_number],
    ]);
    expect(revoked).to.deep.equal([
      {
        ownerId: 2,
        deviceId: 49,
        serialNumber: "SN-1",
        certificateNumber: same.certificate_number,
        revokedAt: NOW.toISOString(),
      },
    ]);
  });

  it("revokes with a reason, once", async () => {
    const { useCases } = setup();
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    expect(leftOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, {}))._tag).to.equal("Invalid");
    expect(leftOf(await useCases.revokeResult(aReviewer(), 57, 1, 1, { reason: "x" }))._tag).to.equal(
      "Forbidden",
    );
    const view = rightOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "Mijoz talabi" }));
    expect(view.instruments[0]!.result).to.deep.include({
      status: "revoked",
      certificate_number: number,
      version: 2,
    });
    expect(leftOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "yana" }))._tag).to.equal(
      "Conflict",
    );
    const check = rightOf(await useCases.publicCertificate({ lang: "uz" }, number));
    expect(check.status).to.equal("revoked");
    expect(check.dates.revoked_at).to.equal(NOW.toISOString());
  });

  it("refuses to correct a revoked certificate, which is final: 409 in uz and ru, no number issued, nothing stored", async () => {
    const { useCases, store, told } = setup();
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    rightOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "Mijoz talabi" }));
    const rows = store.rows.length;
    const toldBefore = told.length;
    const refused = leftOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, { ...fit, reason: "Qayta tekshirildi" }),
    );
    expect(refused._tag).to.equal("Conflict");
    const said = refused._tag === "Conflict" ? [refused.message] : [];
    expect([...renderAll(said, "uz"), ...renderAll(said, "ru")]).to.deep.equal([
      "Bekor qilingan sertifikatni tuzatib boʻlmaydi: qurilmaning yangi natijasi yangi ariza orqali kiritiladi",
      "Аннулированный сертификат нельзя исправить: новый результат прибора вносится по новой заявке",
    ]);
    expect(store.rows).to.have.length(rows);
    expect([...store.numbers]).to.deep.equal([number]);
    expect(told).to.have.length(toldBefore);
    const current = rightOf(await useCases.appealResults(aStaffMember(), 57)).instruments[0]!.result!;
    expect(current).to.deep.include({ status: "revoked", certificate_number: number, version: 2 });
  });

  it("names the instruments without a result before complete", async () => {
    const { useCases, store, appeals } = setup();
    const check = makeCompletionCheck({ results: store.repo });
    const appeal = appeals.get(57)!;
    expect(renderAll(await check.missing(appeal), "ru")).to.deep.equal([
      "Заявка не завершена: не внесены результаты 2 устройств (№1.1, №1.2)",
    ]);
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit, unfit] }));
    expect(await check.missing(appeal)).to.deep.equal([]);
  });
});

describe("results: the public check and the certificate", () => {
  it("shows a legal entity's name, the issuer and the dates; a miss is NotFound whatever the reason", async () => {
    const { useCases } = setup();
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    const check = rightOf(await useCases.publicCertificate({ lang: "uz" }, ` ${number.toLowerCase()} `));
    expect(check).to.deep.include({
      number,
      status: "valid",
      issuer: { name: "Metrologiya markazi", branch: "Toshkent shahar filiali" },
      instrument: { name: "Elektron savdo tarozisi", type: "Qiyoslash", serial_number: "SN-1" },
      dates: { work_date: "2026-11-20", valid_until: "2027-11-19" },
      checked_on: "2026-11-21",
    });
    expect(leftOf(await useCases.publicCertificate({ lang: "uz" }, "01-2026-ZZZZZZZZ"))._tag).to.equal(
      "NotFound",
    );
    expect(leftOf(await useCases.publicCertificate({ lang: "uz" }, "SN-1"))._tag).to.equal("NotFound");
    expect(
      rightOf(await useCases.publicSearch({ lang: "uz" }, { q: "SN-1" })).map((c) => c.number),
    ).to.deep.equal([number]);
    expect(rightOf(await useCases.publicSearch({ lang: "uz" }, { q: "x".repeat(101) }))).to.deep.equal([]);
    expect(rightOf(await useCases.publicSearch({ lang: "uz" }, {}))).to.deep.equal([]);
  });

  it("finds a certificate by its number or serial number in any letter case, with spaces and dashes as typed", async () => {
    const { useCases } = setup();
    const recorded = rightOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [
          { ...fit, serial_number: "P-SER-1" },
          { ...unfit, serial_number: "12345678901234" },
        ],
      }),
    ).instruments.map((i) => i.result!.certificate_number);
    const [number, compactSerials] = [recorded[0]!, recorded[1]!];
    const [branch, year, random] = number.split("-");
    const found = async (q: string) =>
      rightOf(await useCases.publicSearch({ lang: "uz" }, { q })).map((c) => c.number);
    for (const typed of [
      number.toLowerCase(),
      `${branch} ${year} ${random!.slice(0, 4)} ${random!.slice(4)}`,
      `${branch}${year}${random!.toLowerCase()}`,
      `${branch}–${year}–${random}`,
    ]) {
      expect(await found(typed), typed).to.deep.equal([number]);
      expect(rightOf(await useCases.publicCertificate({ lang: "uz" }, typed)).number, typed).to.equal(number);
    }
    for (const typed of ["P-SER-1", "p-ser-1", "p ser 1", "PSER1", " P – SER – 1 "])
      expect(await found(typed), typed).to.deep.equal([number]);
    expect(await found("12345678901234"), "a serial that reads as a number").to.deep.equal([compactSerials]);
    expect(await found("P-SER-2")).to.deep.equal([]);
  });

  it("finds a revoked certificate by its serial number as well, showing it revoked", async () => {
    const { useCases } = setup();
    rightOf(
      await useCases.recordResults(aStaffMember(), 57, { results: [{ ...fit, serial_number: "P-SER-1" }] }),
    );
    rightOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "Xato" }));
    const found = rightOf(await useCases.publicSearch({ lang: "uz" }, { q: "pser1" }));
    expect(found.map((c) => c.status)).to.deep.equal(["revoked"]);
  });

  it("shows nothing of a private person", async () => {
    const person = setup(anAppeal({ status: "contracted", owner_id: 5 }));
    const number = rightOf(await person.useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    const check = rightOf(await person.useCases.publicCertificate({ lang: "uz" }, number));
    expect(check.owner).to.equal(undefined);
    for (const personal of ["Rahimov", "Dilshod", "423456789", "demo.person"])
      expect(JSON.stringify(check)).to.not.include(personal);
  });

  it("prints the certificate in the language asked for, with the check address", async () => {
    const { useCases } = setup();
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    const file = rightOf(await useCases.certificateDocument(aCustomer(), 57, 1, 1, "ru"));
    expect(file.signed).to.equal(false);
    const document = JSON.parse((file.body as Buffer).toString());
    expect(document.title).to.equal("Свидетельство о поверке");
    expect(document.number).to.equal(`№ ${number}`);
    expect(document.check.url).to.equal(`https://portal.example.uz/check/${number}`);
    const fields = document.sections.flatMap((s: { fields?: string[][] }) => s.fields ?? []);
    expect(fields)
      .to.deep.include(["Заводской номер", "SN-1"])
      .and.deep.include(["Действителен до", "19.11.2027"])
      .and.deep.include(["Наименование", "Весы торговые электронные"]);
    expect(leftOf(await useCases.certificateDocument(aCustomer({ id: 9 }), 57, 1, 1, "uz"))._tag).to.equal(
      "NotFound",
    );
    expect(leftOf(await useCases.certificateDocument(aCustomer(), 57, 1, 2, "uz"))._tag).to.equal("NotFound");
  });
});

describe("results: the signed conclusion of a recognition or expertise result", () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const accepted = {
    row_id: 1,
    instrument: 1,
    serial_number: "D-1",
    outcome: "accepted",
    work_date: "2026-11-20",
  };
  const concluded = async () => {
    const rig = setup(aRecognitionAppeal({ status: "invoiced" }));
    const id = aRecognitionAppeal().id;
    const view = rightOf(await rig.useCases.recordResults(aStaffMember(), id, { results: [accepted] }));
    return { ...rig, id, number: view.instruments[0]!.result!.certificate_number };
  };
  const read = async (body: Buffer | NodeJS.ReadableStream) => {
    if (Buffer.isBuffer(body)) return body;
    const chunks: Buffer[] = [];
    for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  };

  it("is attached by staff as a new version of the same certificate, and the download serves its bytes", async () => {
    const { useCases, id, number, files } = await concluded();
    const signed = pdf("imzolangan");
    const view = rightOf(
      await useCases.attachSignedConclusion(aStaffMember(), id, 1, 1, {
        originalName: "xulosa.pdf",
        bytes: signed,
      }),
    );
    const result = view.instruments[0]!.result!;
    expect(result).to.deep.include({ version: 2, certificate_number: number, status: "valid" });
    expect(result.signed_document).to.include({ original_name: "xulosa.pdf", size: signed.length });
    expect(files.size).to.equal(1);
    const file = rightOf(await useCases.certificateDocument(aCustomer(), id, 1, 1, "uz"));
    expect(file.signed).to.equal(true);
    expect(await read(file.body)).to.deep.equal(signed);
    const check = rightOf(await useCases.publicCertificate({ lang: "uz" }, number));
    expect(check.signed_document).to.equal(true);
    expect(JSON.stringify(check)).to.not.include("signed-conclusion/");
  });

  it("replaces one on file only with a reason, keeping every version and file in the trail", async () => {
    const { useCases, id, files } = await concluded();
    const attach = (text: string, reason?: string) =>
      useCases.attachSignedConclusion(aStaffMember(), id, 1, 1, {
        originalName: "xulosa.pdf",
        bytes: pdf(text),
        ...(reason !== undefined ? { reason } : {}),
      });
    rightOf(await attach("birinchi"));
    const silent = leftOf(await attach("ikkinchi"));
    expect(silent._tag).to.equal("Invalid");
    expect(files.size).to.equal(1);
    const view = rightOf(await attach("ikkinchi", "Skan xira chiqqan"));
    expect(
      view.instruments[0]!.history!.map((v) => [v.version, v.reason, v.signed_document !== undefined]),
    ).to.deep.equal([
      [1, undefined, false],
      [2, undefined, true],
      [3, "Skan xira chiqqan", true],
    ]);
    expect(files.size).to.equal(2);
    const file = rightOf(await useCases.certificateDocument(aStaffMember(), id, 1, 1, "uz"));
    expect((await read(file.body)).toString()).to.include("ikkinchi");
  });

  it("is refused for a verification result, for a revoked certificate, for other roles and for a file that is no PDF, storing nothing", async () => {
    const measured = setup();
    rightOf(await measured.useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    const onFit = leftOf(
      await measured.useCases.attachSignedConclusion(aStaffMember(), 57, 1, 1, {
        originalName: "a.pdf",
        bytes: pdf("x"),
      }),
    );
    expect(onFit._tag).to.equal("Invalid");
    expect(onFit._tag === "Invalid" && renderAll(onFit.messages, "ru")[0]).to.match(
      /^Устройство №1\.1: подписанное/,
    );
    expect(measured.files.size).to.equal(0);

    const { useCases, id, files, store } = await concluded();
    const attach = (actor: Parameters<typeof useCases.attachSignedConclusion>[0], bytes: Buffer) =>
      useCases.attachSignedConclusion(actor, id, 1, 1, { originalName: "a.pdf", bytes });
    expect(leftOf(await attach(aReviewer(), pdf("x")))._tag).to.equal("Forbidden");
    expect(leftOf(await attach(aCustomer(), pdf("x")))._tag).to.equal("Forbidden");
    expect(leftOf(await attach(aStaffMember(), Buffer.from("<html>not a pdf</html>")))._tag).to.equal(
      "InvalidFields",
    );
    expect(leftOf(await attach(aStaffMember(), Buffer.alloc(0)))._tag).to.equal("InvalidFields");
    expect(leftOf(await attach(aStaffMember(), Buffer.concat([pdf("x"), Buffer.alloc(2048)])))._tag).to.equal(
      "InvalidFields",
    );
    expect(
      leftOf(
        await useCases.attachSignedConclusion(aStaffMember(), id, 1, 9, {
          originalName: "a.pdf",
          bytes: pdf("x"),
        }),
      )._tag,
    ).to.equal("NotFound");
    rightOf(await useCases.revokeResult(aStaffMember(), id, 1, 1, { reason: "Xato" }));
    expect(leftOf(await attach(aStaffMember(), pdf("x")))._tag).to.equal("Conflict");
    expect(files.size).to.equal(0);
    expect(store.rows.map((r) => r.version)).to.deep.equal([1, 2]);
  });

  it("does not carry over a correction, which issues a new certificate: the generated conclusion is served again", async () => {
    const { useCases, id } = await concluded();
    rightOf(
      await useCases.attachSignedConclusion(aStaffMember(), id, 1, 1, {
        originalName: "a.pdf",
        bytes: pdf("x"),
      }),
    );
    const view = rightOf(
      await useCases.correctResult(aStaffMember(), id, 1, 1, {
        ...accepted,
        serial_number: "D-1A",
        reason: "Raqam",
      }),
    );
    expect(view.instruments[0]!.result!.signed_document).to.equal(undefined);
    const file = rightOf(await useCases.certificateDocument(aCustomer(), id, 1, 1, "uz"));
    expect(file.signed).to.equal(false);
  });
});

describe("results: a revocation and the register", () => {
  it("tells the register which certificate of which instrument was revoked", async () => {
    const { useCases, revoked } = setup();
    const number = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }))
      .instruments[0]!.result!.certificate_number;
    rightOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "Mijoz talabi" }));
    expect(revoked).to.deep.equal([
      {
        ownerId: 2,
        deviceId: 49,
        serialNumber: "SN-1",
        certificateNumber: number,
        revokedAt: NOW.toISOString(),
      },
    ]);
  });
});

describe("results within the staff's branches", () => {
  const FORBIDDEN = { _tag: "Forbidden" };
  const conclusion = { originalName: "xulosa.pdf", bytes: Buffer.from("%PDF-1.4 imzolangan\n%%EOF\n") };

  it("forbids a branch's staff recording, correcting, revoking and concluding another branch's results, storing nothing", async () => {
    const { useCases, store } = setup(aRecognitionAppeal({ status: "contracted" }));
    const accepted = { ...fit, outcome: "accepted" as const, valid_until: undefined };
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [accepted] }));
    const staff = aBranchStaffMember();
    const refusals = [
      await useCases.recordResults(staff, 57, { results: [{ ...accepted, instrument: 2 }] }),
      await useCases.correctResult(staff, 57, 1, 1, { ...accepted, reason: "Raqam xato" }),
      await useCases.revokeResult(staff, 57, 1, 1, { reason: "Xato" }),
      await useCases.attachSignedConclusion(staff, 57, 1, 1, conclusion),
    ];
    expect(refusals.map(leftOf)).to.deep.equal([FORBIDDEN, FORBIDDEN, FORBIDDEN, FORBIDDEN]);
    expect(store.rows).to.have.length(1);
  });

  it("forbids a branch's staff and reviewers another branch's results and certificates", async () => {
    const { useCases } = setup();
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [fit] }));
    for (const actor of [aBranchStaffMember(), aBranchReviewer()]) {
      expect(leftOf(await useCases.appealResults(actor, 57))).to.deep.equal(FORBIDDEN);
      expect(leftOf(await useCases.certificateDocument(actor, 57, 1, 1, "uz"))).to.deep.equal(FORBIDDEN);
    }
    expect(leftOf(await useCases.appealResults(aBranchStaffMember(), 999))._tag).to.equal("NotFound");
  });

  it("lets a branch's staff record and read the results of its own appeals, as the head office does", async () => {
    const { useCases } = setup(anAppeal({ status: "contracted", branch_id: 3 }));
    const view = rightOf(await useCases.recordResults(aBranchStaffMember(), 57, { results: [fit] }));
    expect(view.instruments[0]!.result).to.include({ outcome: "fit" });
    expect(rightOf(await useCases.appealResults(aBranchReviewer(), 57)).may_record).to.equal(false);
    rightOf(await useCases.revokeResult(aBranchStaffMember(), 57, 1, 1, { reason: "Xato" }));
    rightOf(await useCases.certificateDocument(aStaffMember(), 57, 1, 1, "uz"));
  });
});

describe("results: the measurement a verification holds, its certificate and its signature (issue 28)", () => {
  const measurement = {
    method_id: "gost-8-453",
    standard_ids: [1, 3],
    conditions: { temperature: "20,5", humidity: "55", pressure: "101.3" },
    authoriser_id: 7,
    condition_on_receipt: "Tashqi shikastlanishlarsiz",
    unit: "kg",
    mpe: "0.010",
    decision_rule: "simple" as const,
    points: [
      { nominal: "1", as_found: "1.004", uncertainty: "0.002", k: "2" },
      { nominal: "10", as_found: "10.012", as_left: "10.006", uncertainty: "0.003", k: "2" },
    ],
  };
  const measured = { ...fit, outcome: undefined, measurement };

  it("keeps the points with their errors exactly, the verdict under the rule, the standards and the people as they were", async () => {
    const { useCases, store } = setup();
    const view = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [measured] }));
    const result = view.instruments[0]!.result!;
    expect(result.outcome).to.equal("fit");
    const m = result.measurement!;
    expect(m.points.map((p) => [p.error, p.conforms])).to.deep.equal([
      ["0.004", true],
      ["0.006", true],
    ]);
    expect(m.conforms).to.equal(true);
    expect(m.conditions).to.deep.equal({ temperature: "20.5", humidity: "55", pressure: "101.3" });
    expect(m.standards.map((s) => s.certificate.number)).to.deep.equal(["UZ-1", "UZ-3"]);
    expect(m.authoriser).to.deep.equal({ id: 7, name: "Karimov Aziz", position: "Bosh metrolog" });
    expect(store.rows[0]!.signature!.content).to.include('"certificate":"' + result.certificate_number);
  });

  it("keeps the day staff received the instrument with its measurement, so the signed JSON and the PDFs say the same", async () => {
    const { useCases, store } = setup();
    rightOf(
      await useCases.receiveInstruments(aStaffMember(), 57, {
        received_on: "2026-11-19",
        instruments: [{ row_id: 1, instrument: 1 }],
      }),
    );
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [measured] }));
    expect(store.rows[0]!.measurement!.received_on).to.equal("2026-11-19");
    expect(JSON.parse(store.rows[0]!.signature!.content).dates.received_on).to.equal("2026-11-19");
  });

  it("finds a point outside the guard band unfit under guarded acceptance, and refuses a fit sent against it", async () => {
    const guarded = {
      ...measurement,
      decision_rule: "guarded" as const,
      points: [{ nominal: "5", as_found: "5.009", uncertainty: "0.002", k: "2" }],
    };
    const { useCases } = setup();
    const refused = leftOf(
      await useCases.recordResults(aStaffMember(), 57, { results: [{ ...fit, measurement: guarded }] }),
    );
    expect(renderAll((refused as unknown as { messages: never[] }).messages, "uz")).to.deep.equal([
      "Qurilma №1.1: natija oʻlchash nuqtalari va qaror qoidasidan kelib chiqadigan xulosaga mos emas",
    ]);
    const view = rightOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [
          {
            ...fit,
            outcome: undefined,
            valid_until: undefined,
            note: "Xatolik chegaradan tashqarida",
            measurement: guarded,
          },
        ],
      }),
    );
    expect(view.instruments[0]!.result!.outcome).to.equal("unfit");
    expect(view.instruments[0]!.result!.measurement!.conforms).to.equal(false);
  });

  it("refuses a standard past its validity, naming it, an authoriser who may not sign, and stores nothing", async () => {
    const { useCases, store } = setup();
    const refused = leftOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [{ ...measured, measurement: { ...measurement, standard_ids: [2], authoriser_id: 8 } }],
      }),
    );
    expect(refused._tag).to.equal("Invalid");
    // No verdict without an accepted measurement: the outcome is asked for too.
    expect(renderAll((refused as unknown as { messages: never[] }).messages, "ru")).to.deep.equal([
      "Устройство №1.1: выберите результат",
      "Устройство №1.1: сертификат эталона «Eskirgan etalon» (заводской номер ST-2) истёк 31.01.2026, его нельзя использовать",
      "Устройство №1.1: выберите утверждающего из сотрудников с правом подписи",
    ]);
    expect(store.rows).to.have.length(0);
  });

  it("refuses values that are not decimals, a missing MPE for a verification, and conditions outside a lab's range", async () => {
    const { useCases } = setup();
    const refused = leftOf(
      await useCases.recordResults(aStaffMember(), 57, {
        results: [
          {
            ...measured,
            measurement: {
              ...measurement,
              mpe: undefined,
              conditions: { temperature: "abc", humidity: "120", pressure: "101" },
              points: [{ nominal: "1e3", as_found: "1", uncertainty: "0", k: "2" }],
            },
          },
        ],
      }),
    );
    expect(renderAll((refused as unknown as { messages: never[] }).messages, "uz")).to.deep.equal([
      "Qurilma №1.1: natijani tanlang",
      "Qurilma №1.1: haroratni -60 dan 100 °C gacha son bilan kiriting",
      "Qurilma №1.1: nisbiy namlikni 0 dan 100 % gacha son bilan kiriting",
      "Qurilma №1.1, 1-nuqta: nominal qiymat va koʻrsatishlarni son bilan kiriting",
      "Qurilma №1.1, 1-nuqta: kengaytirilgan noaniqlik U va qamrov koeffitsienti k musbat son boʻlishi kerak",
      "Qurilma №1.1: ruxsat etilgan eng katta xatolikni kiriting",
    ]);
  });

  it("prints every part of §7.8 in the document, and a correction names the certificate it replaces", async () => {
    const { useCases } = setup();
    const first = rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [measured] }))
      .instruments[0]!.result!.certificate_number;
    const file = rightOf(await useCases.certificateDocument(aCustomer(), 57, 1, 1, "uz"));
    const document = JSON.parse((file.body as Buffer).toString());
    const text = JSON.stringify(document);
    for (const part of [
      "Metrologiya markazi",
      "Qabul qilingandagi holati",
      "Tashqi shikastlanishlarsiz",
      "GOST 8.453-82",
      "Laboratoriya: Toshkent shahar filiali",
      "20,5 °C",
      "UZ-1",
      "kuzatiluvchandir",
      "0,004",
      "0,002 (2)",
      "Ruxsat etilgan eng katta xatolik: ±0,010 kg",
      "oddiy qabul qilish",
      "Karimov Aziz",
      "Bosh metrolog",
      "faqat qiyoslangan",
    ])
      expect(text).to.include(part);
    expect(document.footer).to.equal(`Sertifikat № ${first} · {page}-bet, jami {pages} bet`);
    expect(document.endMark).to.equal("— Sertifikat oxiri —");

    const corrected = rightOf(
      await useCases.correctResult(aStaffMember(), 57, 1, 1, { ...measured, reason: "Nuqta xato yozilgan" }),
    ).instruments[0]!.result!;
    expect(corrected.replaces).to.equal(first);
    const again = JSON.parse(
      (rightOf(await useCases.certificateDocument(aCustomer(), 57, 1, 1, "ru")).body as Buffer).toString(),
    );
    expect(again.subtitles).to.include(`Выдан взамен сертификата № ${first} (исправление)`);
  });

  it("issues each language's PDF once and signed; check a file finds it genuine, changed or revoked", async () => {
    const { useCases, issued } = setup();
    rightOf(await useCases.recordResults(aStaffMember(), 57, { results: [measured] }));
    const read = async (body: Buffer | NodeJS.ReadableStream) => {
      if (Buffer.isBuffer(body)) return body;
      const chunks: Buffer[] = [];
      for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    };
    const pdf = await read(rightOf(await useCases.certificateDocument(aCustomer(), 57, 1, 1, "uz")).body);
    const twice = await read(
      rightOf(await useCases.certificateDocument(aStaffMember(), 57, 1, 1, "uz")).body,
    );
    expect(twice.equals(pdf)).to.equal(true);
    expect(issued.rows.map((r) => r.lang)).to.deep.equal(["uz"]);

    const visitor = { kind: "anonymous", lang: "uz" } as never;
    const genuine = rightOf(await useCases.checkFile(visitor, pdf));
    expect(genuine.verdict).to.equal("genuine");
    expect(genuine.certificate!.signature!.documents.map((d) => d.lang)).to.deep.equal(["uz"]);
    expect(genuine.certificate!.signature!.valid).to.equal(true);
    expect(genuine.certificate!.measurement!.method.code).to.equal("GOST 8.453-82");
    expect(genuine.certificate!.measurement).to.not.have.property("performer");

    const changed = Buffer.from(pdf);
    changed.writeUInt8(changed.readUInt8(changed.length - 10) ^ 1, changed.length - 10);
    expect(rightOf(await useCases.checkFile(visitor, changed)).verdict).to.equal("unknown");

    rightOf(await useCases.revokeResult(aStaffMember(), 57, 1, 1, { reason: "Xato" }));
    expect(rightOf(await useCases.checkFile(visitor, pdf)).verdict).to.equal("revoked");
    expect(leftOf(await useCases.checkFile(visitor, Buffer.alloc(0)))._tag).to.equal("InvalidFields");
  });
});
