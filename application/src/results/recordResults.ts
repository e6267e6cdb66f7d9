import {
  type AppealResultsView,
  type CorrectResultRequest,
  certificateNumber,
  type Message,
  message,
  type Outcome,
  type RecordResultsRequest,
  randomPart,
  reasonMessages,
  type RevokeResultRequest,
  serialKey,
  tashkentDay,
  validateResult,
  withDefaultValidUntil,
  CERTIFICATE_RANDOM_LENGTH,
  type Measurement,
  type MeasurementInput,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type AppealRecord, conflict, invalid, type Result, type UserRecord } from "../shared";
import { makeRecorderSteps, RECORDING_STATUSES, recorderOf } from "./appealResults";
import type { ResultsDeps } from "./deps";
import {
  type Instrument,
  instrumentKey,
  instrumentsOf,
  receivedDays,
  versionsByInstrument,
} from "./instruments";
import { acceptMeasurement } from "./measurements";
import type { InstrumentResultRecord } from "./ports/ResultRepository";
import { signedContent } from "./signedContent";

/** How often a new random number is drawn when the one drawn was issued before. */
const NUMBER_ATTEMPTS = 8;

/** The country a register entry made from a result names: Uzbekistan, the seed's first country. */
const HOME_COUNTRY_ID = 1;

interface ResultFacts {
  readonly serial_number?: string | undefined;
  readonly outcome?: string | undefined;
  readonly work_date?: string | undefined;
  readonly valid_until?: string | undefined;
  readonly note?: string | undefined;
  readonly measurement?: MeasurementInput | undefined;
}

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

const positive = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The facts the result rules check: with a measurement whose points give a verdict, an outcome
 * left out is the verdict (one sent is compared with it by `acceptMeasurement`).
 */
function withVerdict<F extends ResultFacts>(
  facts: F,
  measured: E.Either<unknown, Measurement | undefined>,
): F {
  if (E.isLeft(measured) || measured.right?.conforms === undefined || (facts.outcome ?? "").trim() !== "")
    return facts;
  return { ...facts, outcome: measured.right.conforms ? "fit" : "unfit" };
}

export function makeRecordResults(deps: ResultsDeps) {
  const { openAppeal, amendable, answerView } = makeRecorderSteps(deps);

  /** A certificate number never issued before: random, claimed for good by a unique insert. */
  async function issueNumber(appeal: AppealRecord): Promise<string> {
    const year = tashkentDay(deps.clock.now()).slice(0, 4);
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
      const number = certificateNumber(
        appeal.branch_id,
        year,
        randomPart(deps.random.bytes(CERTIFICATE_RANDOM_LENGTH)),
      );
      if (await deps.results.claimCertificateNumber(number)) return number;
    }
    throw new Error("no free certificate number after several attempts");
  }

  /** The register's side: a measuring result of a catalogue device updates the owner's entry. */
  async function tellRegister(appeal: AppealRecord, record: InstrumentResultRecord, instrument: Instrument) {
    if (instrument.kind !== "measurement" || record.device_id === undefined) return;
    const header = appeal.appeal as Record<string, unknown>;
    await deps.recorder.record({
      ownerId: appeal.owner_id,
      deviceId: record.device_id,
      serialNumber: record.serial_number,
      inspectionDate: record.work_date,
      ...(record.valid_until ? { validUntil: record.valid_until } : {}),
      fit: record.outcome === "fit",
      certificate: { number: record.certificate_number, appealId: appeal.id },
      countryId: HOME_COUNTRY_ID,
      areaOfUseId: positive(header.province_id) ?? positive(header.province) ?? 1,
    });
  }

  /**
   * The register entry of a certificate that no longer holds shows it revoked from `at`: a
   * revocation, or a correction that changed the serial number, whose old serial's entry would
   * otherwise keep naming it, as the public check no longer does (docs/decisions.md).
   */
  async function tellRevoked(
    appeal: AppealRecord,
    certificate: InstrumentResultRecord,
    instrument: Instrument,
    at: string,
  ) {
    if (instrument.kind !== "measurement" || certificate.device_id === undefined) return;
    await deps.recorder.revoke({
      ownerId: appeal.owner_id,
      deviceId: certificate.device_id,
      serialNumber: certificate.serial_number,
      certificateNumber: certificate.certificate_number,
      revokedAt: at,
    });
  }

  /** The result as sent, a fit one without a valid-until given its service type's default. */
  async function withDefaults<F extends ResultFacts>(instrument: Instrument, facts: F): Promise<F> {
    const typeId = instrument.type_id;
    const interval = typeId === undefined ? undefined : await deps.catalogue.inspectionIntervalMonths(typeId);
    return withDefaultValidUntil(facts, interval);
  }

  /** The appeal's owner, read once per request however many instruments it records. */
  const owners = new WeakMap<AppealRecord, Promise<UserRecord | undefined>>();
  function ownerOf(appeal: AppealRecord): Promise<UserRecord | undefined> {
    let owner = owners.get(appeal);
    if (!owner) {
      owner = deps.users.findById(appeal.owner_id);
      owners.set(appeal, owner);
    }
    return owner;
  }

  async function newVersion(
    appeal: AppealRecord,
    instrument: Instrument,
    facts: ResultFacts,
    user: UserRecord,
    version: number,
    measurement: Measurement | undefined,
    change?: { readonly reason: string; readonly replaces: string },
  ): Promise<InstrumentResultRecord> {
    const validUntil = trimmed(facts.valid_until);
    const note = trimmed(facts.note);
    // With a measurement whose MPE gives a verdict, the outcome is the verdict (checked equal when sent).
    const outcome =
      measurement?.conforms === undefined
        ? (facts.outcome ?? "").trim()
        : measurement.conforms
          ? "fit"
          : "unfit";
    const at = deps.clock.now();
    const record: InstrumentResultRecord = {
      id: await deps.ids.next("instrument_results"),
      appeal_id: appeal.id,
      owner_id: appeal.owner_id,
      ...(appeal.branch_id !== undefined ? { branch_id: appeal.branch_id } : {}),
      row_id: instrument.row_id,
      instrument: instrument.instrument,
      version,
      ...(instrument.device_id !== undefined ? { device_id: instrument.device_id } : {}),
      device_name: instrument.device_name,
      ...(instrument.type_id !== undefined ? { type_id: instrument.type_id } : {}),
      serial_number: (facts.serial_number ?? "").trim(),
      serial_key: serialKey(facts.serial_number ?? ""),
      outcome: outcome as Outcome,
      work_date: (facts.work_date ?? "").trim(),
      ...(validUntil && (outcome === "fit" || outcome === "accepted") ? { valid_until: validUntil } : {}),
      ...(note ? { note } : {}),
      certificate_number: await issueNumber(appeal),
      recorded_by: user.id,
      recorded_at: at.toISOString(),
      ...(measurement ? { measurement } : {}),
      ...(change ? { reason: change.reason, replaces: change.replaces } : {}),
    };
    // Signed as it is issued: the canonical JSON of what it says (issue 28).
    const owner = await ownerOf(appeal);
    return { ...record, signature: await signedContent(deps.signer, record, deps.config.issuer, owner, at) };
  }

  async function recordResults(
    actor: Actor,
    appealId: number,
    request: RecordResultsRequest,
  ): Result<AppealResultsView> {
    const user = recorderOf(actor);
    if (E.isLeft(user)) return user;
    const entries = request.results;
    if (entries.length === 0) return E.left(invalid([message("resultsRequired")]));
    const appeal = await openAppeal(user.right, appealId, RECORDING_STATUSES);
    if (E.isLeft(appeal)) return appeal;
    const instruments = new Map(
      instrumentsOf(appeal.right).map((i) => [instrumentKey(i.row_id, i.instrument), i]),
    );
    const recorded = versionsByInstrument(await deps.results.listByAppeal(appealId));
    const received = receivedDays(await deps.receipts.listByAppeal(appealId));
    const today = tashkentDay(deps.clock.now());
    const problems: Message[] = [];
    const seen = new Set<string>();
    const accepted: Array<{ instrument: Instrument; facts: ResultFacts; measurement?: Measurement }> = [];
    for (const entry of entries) {
      const key = instrumentKey(entry.row_id, entry.instrument);
      const instrument = instruments.get(key);
      const at = { n: instrument?.n ?? entry.row_id, k: entry.instrument };
      if (!instrument) problems.push(message("resultInstrumentUnknown", at));
      else if (seen.has(key)) problems.push(message("resultRepeated", at));
      else if (recorded.has(key)) problems.push(message("resultExists", at));
      else {
        const measured = await acceptMeasurement(
          deps,
          instrument,
          entry,
          user.right,
          today,
          received.get(key),
        );
        const facts = await withDefaults(instrument, withVerdict(entry, measured));
        problems.push(...validateResult(facts, { kind: instrument.kind, today, ...at }));
        if (E.isLeft(measured)) problems.push(...measured.left);
        else accepted.push({ instrument, facts, ...(measured.right ? { measurement: measured.right } : {}) });
      }
      seen.add(key);
    }
    if (problems.length > 0) return E.left(invalid(problems));
    // Every record numbered and signed before the first is stored: a failure there stores nothing.
    const records: Array<{ record: InstrumentResultRecord; instrument: Instrument }> = [];
    for (const { instrument, facts, measurement } of accepted)
      records.push({
        record: await newVersion(appeal.right, instrument, facts, user.right, 1, measurement),
        instrument,
      });
    for (const { record, instrument } of records) {
      if (!(await deps.results.insert(record))) return E.left(conflict(message("resultChanged")));
      await tellRegister(appeal.right, record, instrument);
    }
    return answerView(actor, appeal.right);
  }

  async function correctResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    number: number,
    request: CorrectResultRequest,
  ): Result<AppealResultsView> {
    const target = await amendable(actor, appealId, rowId, number);
    if (E.isLeft(target)) return target;
    const { instrument, last, appeal, user } = target.right;
    // A revocation is final: a correction would put a valid certificate in place of the
    // revoked one without any new work; new work is a new appeal (docs/decisions.md).
    if (last.revoked) return E.left(conflict(message("certificateRevokedFinal")));
    const today = tashkentDay(deps.clock.now());
    const receipts = receivedDays(await deps.receipts.listByAppeal(appealId));
    const measured = await acceptMeasurement(
      deps,
      instrument,
      request,
      user,
      today,
      receipts.get(instrumentKey(instrument.row_id, instrument.instrument)),
    );
    const facts = await withDefaults(instrument, withVerdict(request, measured));
    const problems = [
      ...validateResult(facts, {
        kind: instrument.kind,
        today,
        n: instrument.n,
        k: instrument.instrument,
      }),
      ...reasonMessages(facts.reason),
      ...(E.isLeft(measured) ? measured.left : []),
    ];
    if (problems.length > 0 || E.isLeft(measured)) return E.left(invalid(problems));
    const record = await newVersion(appeal, instrument, facts, user, last.version + 1, measured.right, {
      reason: (facts.reason ?? "").trim(),
      replaces: last.certificate_number,
    });
    if (!(await deps.results.insert(record))) return E.left(conflict(message("resultChanged")));
    await tellRegister(appeal, record, instrument);
    if (record.serial_number !== last.serial_number)
      await tellRevoked(appeal, last, instrument, record.recorded_at);
    return answerView(actor, appeal);
  }

  async function revokeResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    number: number,
    request: RevokeResultRequest,
  ): Result<AppealResultsView> {
    const target = await amendable(actor, appealId, rowId, number);
    if (E.isLeft(target)) return target;
    const { last, appeal, user } = target.right;
    if (last.revoked) return E.left(conflict(message("certificateRevoked")));
    const problems = reasonMessages(request.reason);
    if (problems.length > 0) return E.left(invalid(problems));
    const reason = (request.reason ?? "").trim();
    const at = deps.clock.now().toISOString();
    const record: InstrumentResultRecord = {
      ...last,
      id: await deps.ids.next("instrument_results"),
      serial_key: serialKey(last.serial_number),
      version: last.version + 1,
      recorded_by: user.id,
      recorded_at: at,
      reason,
      revoked: { at, by: user.id, reason },
    };
    if (!(await deps.results.insert(record))) return E.left(conflict(message("resultChanged")));
    await tellRevoked(appeal, record, target.right.instrument, at);
    return answerView(actor, appeal);
  }

  return { recordResults, correctResult, revokeResult };
}
