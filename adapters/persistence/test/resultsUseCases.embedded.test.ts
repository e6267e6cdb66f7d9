import { aStandard, digestSigner, memoryIssuedFiles, memoryStandards } from "@portal/testkit/resultsDoubles";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import {
  type AppealRepository,
  type IdGenerator,
  type Lifecycle,
  type LookupCatalogue,
  makeAppealUseCases,
  makeCompletionCheck,
  makeInspectionRecorder,
  makeResultsUseCases,
  type ReceiptRepository,
  type RequisiteRepository,
  type ResultRepository,
  type SelfDeviceRepository,
  TOKENS,
  type UploadRepository,
  type UserRepository,
} from "@portal/application";
import { renderAll } from "@portal/domain";
import { anAppeal, aStaffMember } from "@portal/testkit/builders";
import { expect } from "chai";
import { Container } from "inversify";
import { embeddedPersistenceModule } from "../src/modules";

const NOW = new Date("2026-11-21T10:00:00Z");
const fit = {
  row_id: 1,
  instrument: 1,
  serial_number: "EMB-1",
  outcome: "fit",
  work_date: "2026-11-20",
  valid_until: "2027-11-19",
};
const unfit = {
  row_id: 1,
  instrument: 2,
  serial_number: "EMB-2",
  outcome: "unfit",
  work_date: "2026-11-20",
  note: "Shkala shikastlangan",
};

const right = <T>(outcome: { _tag: string; right?: T; left?: unknown }): T => {
  if (outcome._tag !== "Right") throw new Error(`expected Right, got ${JSON.stringify(outcome.left)}`);
  return outcome.right as T;
};

/**
 * Issue 14's use cases over the embedded store itself (NeDB files, the demo accounts and the
 * catalogue seeded): recording, completing, correcting and revoking, with what they leave in
 * the results, the certificate numbers, the appeal and the register. Only the PDF renderer
 * and the file store are stand-ins (they have adapters and tests of their own).
 */
describe("results use cases on the embedded store (issue 14)", function () {
  this.timeout(90_000);
  let dataDir: string;
  let container: Container;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "portal-results-"));
    container = new Container();
    await container.load(
      embeddedPersistenceModule({ dataDir, demoAccounts: true, demoPassword: "demo-parol" }),
    );
    await container.get<Lifecycle>(TOKENS.Lifecycle).start();
    await container.get<AppealRepository>(TOKENS.AppealRepository).insert(anAppeal({ status: "contracted" }));
  });
  afterEach(async () => {
    await container.get<Lifecycle>(TOKENS.Lifecycle).stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  function useCases() {
    const port = <T>(token: symbol) => container.get<T>(token);
    const results = port<ResultRepository>(TOKENS.ResultRepository);
    const appeals = port<AppealRepository>(TOKENS.AppealRepository);
    const users = port<UserRepository>(TOKENS.UserRepository);
    const catalogue = port<LookupCatalogue>(TOKENS.LookupCatalogue);
    const ids = port<IdGenerator>(TOKENS.IdGenerator);
    const selfDevices = port<SelfDeviceRepository>(TOKENS.SelfDeviceRepository);
    const clock = { now: () => NOW };
    const files = {
      put: async () => undefined,
      get: async () => ({ body: Readable.from([]), size: 0, contentType: "application/pdf" }),
      delete: async () => undefined,
    };
    const completion = makeCompletionCheck({ results });
    return {
      results,
      appeals,
      selfDevices,
      completion,
      recording: makeResultsUseCases({
        standards: memoryStandards([aStandard(1), aStandard(2, "2026-01-31", "Eskirgan etalon")]),
        signer: digestSigner(),
        issuedFiles: memoryIssuedFiles(),
        results,
        receipts: port<ReceiptRepository>(TOKENS.ReceiptRepository),
        events: {
          stepTaken: async () => undefined,
          instrumentsReceived: async () => undefined,
          paymentReceived: async () => undefined,
          paymentCancelled: async () => undefined,
        },
        appeals,
        users,
        catalogue,
        recorder: makeInspectionRecorder({ selfDevices, ids }),
        documents: {
          render: async (d) => ({ bytes: Buffer.from(JSON.stringify(d)), contentType: "application/pdf" }),
        },
        files,
        random: { bytes: (count) => Uint8Array.from(randomBytes(count)) },
        clock,
        ids,
        config: {
          issuer: { name: "Metrologiya markazi", address: "Toshkent", tin: "200000001", phone: "+998 71" },
          publicBaseUrl: "https://portal.example.uz",
          uploadLimitBytes: 1024,
        },
      }),
      lifecycle: makeAppealUseCases({
        appeals,
        users,
        requisites: port<RequisiteRepository>(TOKENS.RequisiteRepository),
        catalogue,
        uploads: port<UploadRepository>(TOKENS.UploadRepository),
        files,
        completion,
        events: {
          stepTaken: async () => {},
          instrumentsReceived: async () => {},
          paymentReceived: async () => {},
          paymentCancelled: async () => {},
        },
        clock,
        ids,
        config: { offerVersion: "4", uploadLimitBytes: 1024 },
      }),
    };
  }

  it("records results with claimed numbers, fills the register, and completes the appeal only once every instrument has one", async () => {
    const { recording, lifecycle, results, appeals, selfDevices } = useCases();
    const staff = aStaffMember();
    const complete = () => lifecycle.changeAppealStatus(staff, 57, { action: "complete" });

    right(await recording.recordResults(staff, 57, { results: [fit] }));
    const early = await complete();
    if (early._tag !== "Left" || early.left._tag !== "Invalid") throw new Error(JSON.stringify(early));
    expect(renderAll(early.left.messages, "uz")).to.deep.equal([
      "Ariza yakunlanmadi: 1 ta qurilmaning natijasi kiritilmagan (№1.2)",
    ]);
    expect((await appeals.findById(57))?.status).to.equal("contracted");

    const view = right(await recording.recordResults(staff, 57, { results: [unfit] }));
    const [first, second] = view.instruments.map((i) => i.result!);
    expect([first?.status, second?.status]).to.deep.equal(["valid", "unfit"]);
    // Every issued number is claimed in the store for good.
    expect(await results.claimCertificateNumber(first!.certificate_number)).to.equal(false);
    expect(
      (await results.findByCertificate(second!.certificate_number)).map((r) => r.serial_number),
    ).to.deep.equal(["EMB-2"]);

    const fitEntry = await selfDevices.findBySerial(2, 49, "EMB-1");
    expect(fitEntry).to.include({
      inspection_date: "2026-11-20",
      next_inspection_date: "2027-11-19",
      unfit: false,
    });
    expect(fitEntry?.last_certificate).to.deep.equal({ number: first!.certificate_number, appeal_id: 57 });
    expect((await selfDevices.findBySerial(2, 49, "EMB-2"))?.unfit).to.equal(true);

    right(await complete());
    expect((await appeals.findById(57))?.status).to.equal("completed");
    const check = right(await recording.publicCertificate({ lang: "ru" }, first!.certificate_number));
    expect(check).to.deep.include({ status: "valid", owner: { name: "Demo Metall MChJ" } });
  });

  it("corrects and revokes by new versions kept in the store, and the register follows both", async () => {
    const { recording, results, selfDevices } = useCases();
    const staff = aStaffMember();
    const first = right(await recording.recordResults(staff, 57, { results: [fit] })).instruments[0]!.result!;
    const corrected = right(
      await recording.correctResult(staff, 57, 1, 1, {
        ...fit,
        serial_number: "EMB-1A",
        reason: "Raqam xato",
      }),
    ).instruments[0]!.result!;
    const revoked = right(await recording.revokeResult(staff, 57, 1, 1, { reason: "Mijoz talabi" }))
      .instruments[0]!.result!;

    expect((await results.listVersions(57, 1, 1)).map((v) => [v.version, v.serial_number])).to.deep.equal([
      [1, "EMB-1"],
      [2, "EMB-1A"],
      [3, "EMB-1A"],
    ]);
    expect(revoked).to.include({ status: "revoked", certificate_number: corrected.certificate_number });
    // The old serial's entry names the replaced certificate, revoked at the correction.
    const old = await selfDevices.findBySerial(2, 49, "EMB-1");
    expect(old?.last_certificate).to.deep.equal({
      number: first.certificate_number,
      appeal_id: 57,
      revoked_at: corrected.recorded_at,
    });
    const current = await selfDevices.findBySerial(2, 49, "EMB-1A");
    expect(current?.last_certificate).to.deep.equal({
      number: corrected.certificate_number,
      appeal_id: 57,
      revoked_at: NOW.toISOString(),
    });
    for (const number of [first.certificate_number, corrected.certificate_number])
      expect(right(await recording.publicCertificate({ lang: "uz" }, number)).status).to.equal("revoked");
  });
});
