import {
  certificateKindOf,
  deviceNameOf,
  type Language,
  type Message,
  type MessageKey,
  message,
  OUTCOME_LABELS,
  render,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, deviceNames, notFound, personName, type Result, type UserRecord } from "../shared";
import { readerOf } from "./appealResults";
import type { ResultsDeps, ResultsIssuer } from "./deps";
import type { CertificateDocument } from "./ports/CertificateRenderer";
import type { InstrumentResultRecord } from "./ports/ResultRepository";
import type { CertificateFile } from "./ResultsUseCases";

const TITLES = {
  verification: "certificateVerificationTitle",
  calibration: "certificateCalibrationTitle",
  unfitness: "certificateUnfitnessTitle",
  conclusion: "certificateConclusionTitle",
} as const satisfies Record<string, MessageKey>;

/** "2026-11-20" as a document prints it: "20.11.2026". */
export const printedDate = (day: string): string => day.split("-").reverse().join(".");

/** The address of a certificate's public check page (the QR code opens it). */
export const checkUrl = (base: string, number: string): string =>
  `${base.replace(/\/+$/, "")}/check/${encodeURIComponent(number)}`;

export interface CertificateInput {
  readonly record: InstrumentResultRecord;
  readonly owner?: UserRecord;
  readonly typeName?: string;
  /** The instrument's name in the document's language (a catalogue device's), else the stored one. */
  readonly deviceName?: string;
  readonly issuer: ResultsIssuer;
  readonly publicBaseUrl: string;
  readonly lang: Language;
}

/** The certificate as its document, every text in the language asked for. */
export function certificateView(input: CertificateInput): CertificateDocument {
  const { record, lang } = input;
  const say = (m: Message) => render(m, lang);
  const line = (key: MessageKey, value: string | undefined) =>
    value && value.trim() !== "" ? [say(message(key, { value: value.trim() }))] : [];
  const kind = certificateKindOf(record.type_id, record.outcome);
  const owner = input.owner;
  const customer = owner
    ? owner.corporate === 1
      ? [owner.info.company_name || personName(owner), ...line("documentTin", owner.info.company_tin)]
      : [personName(owner)]
    : [];
  const url = checkUrl(input.publicBaseUrl, record.certificate_number);
  const negative = record.outcome === "unfit" || record.outcome === "refused";
  return {
    title: say(message(TITLES[kind], { number: record.certificate_number })),
    subtitles: [
      say(message("documentDate", { date: printedDate(tashkentDay(record.recorded_at)) })),
      say(message("documentAppeal", { id: record.appeal_id })),
    ],
    parties: [
      {
        heading: say(message("documentExecutor")),
        lines: [
          input.issuer.name,
          ...line("documentAddress", input.issuer.address),
          ...line("documentTin", input.issuer.tin),
          ...line("documentPhone", input.issuer.phone),
        ],
      },
      { heading: say(message("documentCustomer")), lines: customer },
    ],
    details: [
      ...line("certificateInstrument", input.deviceName ?? record.device_name),
      ...line("certificateType", input.typeName),
      ...line("certificateSerial", record.serial_number),
      ...line("certificateWorkDate", printedDate(record.work_date)),
      ...line("certificateValidUntil", record.valid_until ? printedDate(record.valid_until) : undefined),
      ...line("certificateOutcome", say(message(OUTCOME_LABELS[record.outcome]))),
      ...line(negative ? "certificateReason" : "certificateNote", record.note),
    ],
    check: { url, caption: say(message("certificateCheck", { url })) },
  };
}

/** GET /api/appeals/{id}/results/{row}/{instrument}/pdf: the current certificate of one instrument. */
export function makeCertificateDocument(deps: ResultsDeps) {
  return async function certificateDocument(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    lang: Language,
  ): Result<CertificateFile> {
    const appeal = await deps.appeals.findById(appealId);
    const reader = readerOf(actor, appeal);
    if (E.isLeft(reader)) return reader;
    const versions = await deps.results.listVersions(appealId, rowId, instrument);
    const last = [...versions].sort((a, b) => a.version - b.version)[versions.length - 1];
    if (!last) return E.left(notFound);
    if (last.signed_document) {
      // The signed conclusion staff uploaded stands for the generated one (docs/decisions.md).
      const stored = await deps.files.get(last.signed_document.key);
      if (!stored) return E.left(notFound);
      return E.right({
        number: last.certificate_number,
        body: stored.body,
        size: stored.size,
        contentType: "application/pdf",
        signed: true,
      });
    }
    const [owner, types, names] = await Promise.all([
      deps.users.findById(last.owner_id),
      deps.catalogue.types(lang),
      deviceNames(deps.catalogue, lang),
    ]);
    const typeName = types.find((t) => t.id === last.type_id)?.name;
    const deviceName = appeal ? deviceNameOf(appeal.kind, last, names) : undefined;
    const file = await deps.documents.render(
      certificateView({
        record: last,
        ...(owner ? { owner } : {}),
        ...(typeName ? { typeName } : {}),
        ...(deviceName ? { deviceName } : {}),
        issuer: deps.config.issuer,
        publicBaseUrl: deps.config.publicBaseUrl,
        lang,
      }),
    );
    return E.right({
      number: last.certificate_number,
      body: file.bytes,
      size: file.bytes.length,
      contentType: file.contentType,
      signed: false,
    });
  };
}
