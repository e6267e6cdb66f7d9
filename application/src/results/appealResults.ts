import {
  type AppealResultsView,
  certificateStatus,
  deviceNameOf,
  type InstrumentView,
  type Language,
  message,
  type MessageKey,
  type ResultView,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  conflict,
  deviceNames,
  type Failure,
  forbidden,
  hasRole,
  notFound,
  type Result,
  signedIn,
  type UserRecord,
  worksOn,
} from "../shared";
import type { ResultsDeps } from "./deps";
import { instrumentKey, instrumentsOf, receivedDays, versionsByInstrument } from "./instruments";
import type { InstrumentResultRecord } from "./ports/ResultRepository";

/**
 * The statuses in which staff record results (a paid invoice's appeal as an unpaid one's);
 * corrections and revocations also after completion.
 */
export const RECORDING_STATUSES: readonly string[] = ["contracted", "invoiced", "paid"];
export const AMENDING_STATUSES: readonly string[] = ["contracted", "invoiced", "paid", "completed"];
/** The statuses in which staff mark instruments received: the paperwork is done, the work not yet. */
export const RECEIVING_STATUSES: readonly string[] = RECORDING_STATUSES;

/**
 * A version's certificate status today: a version no longer the instrument's last bears a
 * certificate that was revoked or replaced by a correction (docs/decisions.md).
 */
export function statusOf(record: InstrumentResultRecord, last: InstrumentResultRecord, today: string) {
  const replaced = last.certificate_number !== record.certificate_number;
  return certificateStatus(
    {
      outcome: record.outcome,
      valid_until: record.valid_until,
      revoked: replaced || last.revoked !== undefined,
    },
    today,
  );
}

export function resultView(
  record: InstrumentResultRecord,
  last: InstrumentResultRecord,
  today: string,
): ResultView {
  return {
    version: record.version,
    serial_number: record.serial_number,
    outcome: record.outcome,
    work_date: record.work_date,
    ...(record.valid_until ? { valid_until: record.valid_until } : {}),
    ...(record.note ? { note: record.note } : {}),
    certificate_number: record.certificate_number,
    status: statusOf(record, last, today),
    recorded_at: record.recorded_at,
    ...(record.reason ? { reason: record.reason } : {}),
    ...(record.revoked ? { revoked: { at: record.revoked.at, reason: record.revoked.reason } } : {}),
    ...(record.signed_document
      ? {
          signed_document: {
            uploaded_at: record.signed_document.uploaded_at,
            original_name: record.signed_document.original_name,
            size: record.signed_document.size,
          },
        }
      : {}),
    ...(record.measurement ? { measurement: record.measurement } : {}),
    ...(record.replaces ? { replaces: record.replaces } : {}),
  };
}

/**
 * Who reads an appeal's results: staff and reviewers those of the branches they work on
 * (another branch's are forbidden), a customer their own.
 */
export function readerOf(
  actor: Actor,
  appeal: AppealRecord | undefined,
): E.Either<Failure, "staff" | "owner"> {
  const user = signedIn(actor);
  if (E.isLeft(user)) return user;
  if (hasRole(actor, "staff", "reviewer")) {
    if (!appeal) return E.left(notFound);
    return worksOn(user.right, appeal.branch_id) ? E.right("staff") : E.left(forbidden);
  }
  if (!appeal || appeal.owner_id !== user.right.id) return E.left(notFound);
  return E.right("owner");
}

/** Only staff record, correct and revoke. */
export function recorderOf(actor: Actor) {
  const user = signedIn(actor);
  if (E.isLeft(user)) return user;
  return hasRole(actor, "staff") ? user : E.left(forbidden);
}

export function makeAppealResultsView(deps: ResultsDeps) {
  return async function view(
    appeal: AppealRecord,
    lang: Language,
    withHistory: boolean,
    staff: boolean,
  ): Promise<AppealResultsView> {
    const [records, receipts, types, names] = await Promise.all([
      deps.results.listByAppeal(appeal.id),
      deps.receipts.listByAppeal(appeal.id),
      deps.catalogue.types(lang),
      deviceNames(deps.catalogue, lang),
    ]);
    const versions = versionsByInstrument(records);
    const received = receivedDays(receipts);
    const today = tashkentDay(deps.clock.now());
    const typeNames = new Map(types.map((t) => [t.id, t.name]));
    const intervals = new Map<number, number | undefined>();
    const instruments: InstrumentView[] = [];
    for (const instrument of instrumentsOf(appeal)) {
      const typeId = instrument.type_id;
      if (typeId !== undefined && !intervals.has(typeId))
        intervals.set(typeId, await deps.catalogue.inspectionIntervalMonths(typeId));
      const own = versions.get(instrumentKey(instrument.row_id, instrument.instrument)) ?? [];
      const last = own[own.length - 1];
      const interval = typeId === undefined ? undefined : intervals.get(typeId);
      const typeName = typeId === undefined ? undefined : typeNames.get(typeId);
      const receivedOn = received.get(instrumentKey(instrument.row_id, instrument.instrument));
      instruments.push({
        ...instrument,
        device_name: deviceNameOf(appeal.kind, instrument, names) ?? instrument.device_name,
        ...(receivedOn ? { received_on: receivedOn } : {}),
        ...(typeName ? { type_name: typeName } : {}),
        ...(interval !== undefined ? { interval_months: interval } : {}),
        ...(last ? { result: resultView(last, last, today) } : {}),
        ...(last && withHistory ? { history: own.map((v) => resultView(v, last, today)) } : {}),
      });
    }
    return {
      appeal_id: appeal.id,
      appeal_status: appeal.status,
      may_record: staff && RECORDING_STATUSES.includes(appeal.status),
      may_amend: staff && AMENDING_STATUSES.includes(appeal.status),
      may_receive: staff && RECEIVING_STATUSES.includes(appeal.status),
      complete: instruments.every((i) => i.result !== undefined),
      instruments,
    };
  };
}

/**
 * The steps every staff change of results shares: the appeal open for it, the instrument
 * a change names with its last version, and the answer (the appeal's results as staff see them).
 */
export function makeRecorderSteps(deps: ResultsDeps) {
  const view = makeAppealResultsView(deps);

  /**
   * The appeal, if it is of the recorder's branches and in one of the statuses; else 404,
   * 403 for another branch's, or 409 with `closed` ("results not open").
   */
  async function openAppeal(
    recorder: UserRecord,
    appealId: number,
    statuses: readonly string[],
    closed: MessageKey = "resultsNotOpen",
  ) {
    const appeal = await deps.appeals.findById(appealId);
    if (!appeal) return E.left<Failure, AppealRecord>(notFound);
    if (!worksOn(recorder, appeal.branch_id)) return E.left<Failure, AppealRecord>(forbidden);
    if (!statuses.includes(appeal.status)) return E.left<Failure, AppealRecord>(conflict(message(closed)));
    return E.right<Failure, AppealRecord>(appeal);
  }

  /** The instrument and its last version, for a correction, a revocation or a signed conclusion. */
  async function amendable(actor: Actor, appealId: number, rowId: number, number: number) {
    const user = recorderOf(actor);
    if (E.isLeft(user)) return user;
    const appeal = await openAppeal(user.right, appealId, AMENDING_STATUSES);
    if (E.isLeft(appeal)) return appeal;
    const instrument = instrumentsOf(appeal.right).find((i) => i.row_id === rowId && i.instrument === number);
    const versions = await deps.results.listVersions(appealId, rowId, number);
    const last = [...versions].sort((a, b) => a.version - b.version)[versions.length - 1];
    if (!instrument || !last) return E.left<Failure, never>(notFound);
    return E.right({ user: user.right, appeal: appeal.right, instrument, last });
  }

  /** The appeal's results as staff see them after a change, read again. */
  async function answerView(actor: Actor, appeal: AppealRecord): Result<AppealResultsView> {
    const fresh = (await deps.appeals.findById(appeal.id)) ?? appeal;
    return E.right(await view(fresh, actor.lang, true, true));
  }

  return { openAppeal, amendable, answerView };
}

/** GET /api/appeals/{id}/results */
export function makeAppealResults(deps: ResultsDeps) {
  const view = makeAppealResultsView(deps);
  return async function appealResults(actor: Actor, appealId: number): Result<AppealResultsView> {
    const appeal = await deps.appeals.findById(appealId);
    const reader = readerOf(actor, appeal);
    if (E.isLeft(reader) || !appeal) return E.isLeft(reader) ? reader : E.left(notFound);
    const staffReader = reader.right === "staff";
    return E.right(await view(appeal, actor.lang, staffReader, hasRole(actor, "staff")));
  };
}
