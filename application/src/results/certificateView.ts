import {
  certificateKindOf,
  isPositive,
  type Language,
  type Message,
  type MessageKey,
  type MessageParams,
  message,
  methodById,
  methodName,
  OUTCOME_LABELS,
  printedDecimal,
  render,
  TASHKENT_OFFSET_MS,
  tashkentDay,
} from "@portal/domain";
import { personName, type UserRecord } from "../shared";
import type { ResultsIssuer } from "./deps";
import type { CertificateDocument, CertificateSection } from "./ports/CertificateRenderer";
import type { InstrumentResultRecord } from "./ports/ResultRepository";

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
  /** The branch whose lab did the work, in the document's language. */
  readonly branchName?: string;
  /** Checked at the customer's site (the row asked for a visit). */
  readonly onSite: boolean;
  /** The day staff received it, when a receipt was recorded. */
  readonly receivedOn?: string;
  /** Who signed it electronically (the lab certificate's subject). */
  readonly signer: string;
  readonly issuer: ResultsIssuer;
  readonly publicBaseUrl: string;
  readonly lang: Language;
}

/**
 * The certificate as its document (issue 28, ISO/IEC 17025 §7.8): the lab; the title, number
 * and the certificate a correction replaces; the parties; the instrument with its condition on
 * receipt; the dates of receipt, work and issue; the method and where the work was done; the
 * conditions; the standards with their certificates and the traceability statement; the
 * points with their units and expanded uncertainty; the conformity statement under its
 * decision rule; the authoriser; that the results relate only to the item; "page n of N" on
 * every page and the end mark. Every text in the language asked for; values as recorded,
 * printed with a decimal comma.
 */
export function certificateView(input: CertificateInput): CertificateDocument {
  const { record, lang } = input;
  const say = (key: MessageKey, params?: MessageParams) => render(message(key, params), lang);
  const sayM = (m: Message) => render(m, lang);
  const kind = certificateKindOf(record.type_id, record.outcome);
  const m = record.measurement;
  const number = record.certificate_number;
  const issuedOn = printedDate(tashkentDay(record.recorded_at));
  const owner = input.owner;
  const customer = owner
    ? owner.corporate === 1
      ? [owner.info.company_name || personName(owner), ...line(say, "documentTin", owner.info.company_tin)]
      : [personName(owner)]
    : [];
  const url = checkUrl(input.publicBaseUrl, number);
  const negative = !isPositive(record.outcome);
  const received = m?.received_on ?? input.receivedOn;
  const method = m ? methodById(m.method_id) : undefined;
  const decimal = printedDecimal;

  const sections: CertificateSection[] = [
    {
      heading: say("certSectionInstrument"),
      fields: [
        [say("certName"), input.deviceName ?? record.device_name],
        ...pair(say("certService"), input.typeName),
        [say("certSerial"), record.serial_number],
        ...pair(say("certConditionOnReceipt"), m?.condition_on_receipt),
      ],
    },
    {
      heading: say("certSectionDates"),
      fields: [
        [say("certReceived"), received ? printedDate(received) : say("certNotRecorded")],
        [say("certWorkDate"), printedDate(record.work_date)],
        [say("certIssueDate"), issuedOn],
        ...pair(say("certValidUntil"), record.valid_until ? printedDate(record.valid_until) : undefined),
      ],
    },
    {
      heading: say("certSectionMethod"),
      fields: [
        ...pair(say("certMethod"), method ? methodName(method, lang) : undefined),
        [
          say("certPlace"),
          input.onSite
            ? say("certPlaceSite")
            : say("certPlaceLab", { branch: input.branchName ?? input.issuer.name }),
        ],
      ],
    },
  ];
  if (m) {
    sections.push(
      {
        heading: say("certSectionConditions"),
        fields: [
          [say("certTemperature"), `${decimal(m.conditions.temperature)} °C`],
          [say("certHumidity"), `${decimal(m.conditions.humidity)} %`],
          [say("certPressure"), `${decimal(m.conditions.pressure)} ${lang === "ru" ? "кПа" : "kPa"}`],
        ],
      },
      {
        heading: say("certSectionStandards"),
        table: {
          columns: say("certStandardColumns").split("|"),
          rows: m.standards.map((s) => [
            s.name,
            s.type,
            s.serial_number,
            s.accuracy,
            `№ ${s.certificate.number}, ${s.certificate.issuer}, ${printedDate(s.certificate.valid_until)}`,
          ]),
        },
        paragraphs: [say("certTraceability")],
      },
      {
        heading: say("certSectionResults"),
        table: {
          columns: say("certPointColumns", { unit: m.unit.replaceAll("|", "/") })
            .split("|")
            .slice(0, m.mpe ? 7 : 6),
          numeric: [true, true, true, true, true, true, false],
          rows: m.points.map((p, i) => [
            String(i + 1),
            decimal(p.nominal),
            decimal(p.as_found),
            p.as_left ? decimal(p.as_left) : "—",
            decimal(p.error),
            `${decimal(p.uncertainty)} (${decimal(p.k)})`,
            ...(m.mpe ? [p.conforms ? say("certConforms") : say("certNotConforms")] : []),
          ]),
        },
        paragraphs: [say("certUncertaintyNote")],
      },
    );
  }
  sections.push({
    heading: m ? say("certSectionConformity") : say("certSectionResult"),
    paragraphs: [
      ...(m?.mpe ? [say("certMpe", { mpe: decimal(m.mpe), unit: m.unit })] : []),
      ...(m?.mpe ? [say(m.decision_rule === "guarded" ? "certRuleGuarded" : "certRuleSimple")] : []),
      ...(m && !m.mpe ? [say("certCalibrationNoVerdict")] : []),
      ...(kind === "conclusion"
        ? []
        : m && !m.mpe
          ? []
          : [say(negative ? "certVerdictUnfit" : "certVerdictFit")]),
    ],
    fields: [
      [say("certVerdict"), sayM(message(OUTCOME_LABELS[record.outcome]))],
      ...pair(negative ? say("certReason") : say("certNote"), record.note),
    ],
  });

  const onlyItems =
    kind === "calibration"
      ? "certOnlyItemsCalibration"
      : kind === "conclusion"
        ? "certOnlyItems"
        : "certOnlyItemsVerification";
  const signedAt = record.signature?.signed_at ?? record.recorded_at;
  return {
    lab: [
      input.issuer.name,
      ...line(say, "documentAddress", input.issuer.address),
      ...line(say, "documentPhone", input.issuer.phone),
      ...line(say, "documentTin", input.issuer.tin),
    ],
    title: say(TITLES[kind], { number }).replace(/\s*№.*$/, ""),
    number: say("certNumber", { number }),
    subtitles: [
      say("certIssued", { date: issuedOn }),
      say("documentAppeal", { id: record.appeal_id }),
      ...(record.replaces ? [say("certReplaces", { number: record.replaces })] : []),
    ],
    parties: [
      { heading: say("documentExecutor"), lines: [input.issuer.name] },
      { heading: say("documentCustomer"), lines: customer },
    ],
    details: [],
    sections,
    statements: [say(onlyItems), say("certNoPartialCopy")],
    signature: {
      heading: say("certAuthorisedBy"),
      lines: [
        ...(m ? [m.authoriser.name, ...(m.authoriser.position ? [m.authoriser.position] : [])] : []),
        ...(m ? [say("certPerformedBy", { name: m.performer.name })] : []),
        say("certSignedElectronically", {
          date: `${printedDate(tashkentDay(signedAt))} ${timeOf(signedAt)}`,
          signer: commonName(input.signer),
        }),
      ],
    },
    footer: say("certificateFooter", { number }),
    endMark: say("certificateEnd"),
    issuedAt: new Date(record.recorded_at),
    check: { url, caption: say("certificateCheck", { url }) },
  };
}

/** The signer as a person reads it: the certificate subject's common name ("CN=…"), else the whole subject. */
const commonName = (subject: string): string =>
  /(?:^|[,/]\s*)CN\s*=\s*([^,/]+)/.exec(subject)?.[1]?.trim() ?? subject;

/** "HH:MM" in Tashkent of an ISO instant. */
function timeOf(at: string): string {
  const tashkent = new Date(new Date(at).getTime() + TASHKENT_OFFSET_MS);
  return tashkent.toISOString().slice(11, 16);
}

function line(
  say: (key: MessageKey, params?: MessageParams) => string,
  key: MessageKey,
  value: string | undefined,
): string[] {
  return value && value.trim() !== "" ? [say(key, { value: value.trim() })] : [];
}

const pair = (label: string, value: string | undefined): Array<readonly [string, string]> =>
  value && value.trim() !== "" ? [[label, value.trim()]] : [];
