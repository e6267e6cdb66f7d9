import {
  type Message,
  message,
  type ResultKind,
  resultKindOf,
  type StoredAppealRow,
  storedAmount,
  storedTypeId,
} from "@portal/domain";
import { withRowIds } from "../appeals";
import type { AppealRecord } from "../shared";
import type { InstrumentReceiptRecord } from "./ports/ReceiptRepository";
import type { InstrumentResultRecord } from "./ports/ResultRepository";

/** One instrument of an appeal: a row of amount N holds N of them. */
export interface Instrument {
  readonly row_id: number;
  readonly instrument: number;
  /** The row's place on the appeal's page, 1-based (the messages' "Qurilma №n.k"). */
  readonly n: number;
  readonly device_id?: number;
  readonly device_name: string;
  readonly type_id?: number;
  readonly kind: ResultKind;
  /** Its row asks the inspector to visit (check_out, spec 2.7): checked on site, never received. */
  readonly on_site: boolean;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const positive = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** What a row is called: its device, document or kompleks name, a provider's method, a comment. */
const rowName = (row: StoredAppealRow): string =>
  text(row.device_name) || text(row.mtd_name) || text(row.comment);

/** Most instruments one row holds (the forms' amount limit). */
const MAX_PER_ROW = 1000;

/** Every instrument of the appeal, row by row. */
export function instrumentsOf(appeal: AppealRecord): Instrument[] {
  return withRowIds(appeal.devices).flatMap((row, i) => {
    const typeId = appeal.kind === "kompleks" ? undefined : storedTypeId(row, appeal.type_id);
    const type_id = positive(typeId);
    const device_id = positive(row.device_id);
    const amount = Math.min(Math.max(1, Math.floor(storedAmount(row)) || 1), MAX_PER_ROW);
    return Array.from({ length: amount }, (_, k) => ({
      row_id: row.id ?? i + 1,
      instrument: k + 1,
      n: i + 1,
      ...(device_id !== undefined ? { device_id } : {}),
      device_name: rowName(row),
      ...(type_id !== undefined ? { type_id } : {}),
      kind: resultKindOf(type_id),
      on_site: row.check_out === 1,
    }));
  });
}

export const instrumentKey = (row: number, instrument: number): string => `${row}.${instrument}`;

/** Each instrument's versions, oldest first. */
export function versionsByInstrument(records: readonly InstrumentResultRecord[]) {
  const byKey = new Map<string, InstrumentResultRecord[]>();
  for (const record of records) {
    const key = instrumentKey(record.row_id, record.instrument);
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  for (const versions of byKey.values()) versions.sort((a, b) => a.version - b.version);
  return byKey;
}

/** The day each received instrument came in, by its key; the first receipt stands. */
export function receivedDays(receipts: readonly InstrumentReceiptRecord[]): Map<string, string> {
  const days = new Map<string, string>();
  for (const receipt of [...receipts].sort((a, b) => a.id - b.id)) {
    const key = instrumentKey(receipt.row_id, receipt.instrument);
    if (!days.has(key)) days.set(key, receipt.received_on);
  }
  return days;
}

/** The instruments of the appeal with no result yet, as one message naming them. */
export function missingMessage(appeal: AppealRecord, records: readonly InstrumentResultRecord[]): Message[] {
  const recorded = versionsByInstrument(records);
  const missing = instrumentsOf(appeal).filter((i) => !recorded.has(instrumentKey(i.row_id, i.instrument)));
  if (missing.length === 0) return [];
  const shown = missing.slice(0, 20).map((i) => `№${i.n}.${i.instrument}`);
  const list = missing.length > shown.length ? `${shown.join(", ")}, …` : shown.join(", ");
  return [message("resultsMissing", { count: missing.length, list })];
}

/** The version that issued a certificate: the first bearing its number (a revocation copies it). */
export const issuedVersion = (
  bearing: readonly InstrumentResultRecord[],
): InstrumentResultRecord | undefined => [...bearing].sort((a, b) => a.version - b.version)[0];
