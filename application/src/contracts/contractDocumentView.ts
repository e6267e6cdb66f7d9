import {
  type AppealKindName,
  add,
  type DeviceNames,
  deviceNameOf,
  formatSom,
  type Language,
  type Message,
  type MessageKey,
  type Money,
  message,
  parseSom,
  render,
  tashkentDay,
  ZERO,
} from "@portal/domain";
import { type Json, personName, type RequisiteRecord, type UserRecord } from "../shared";
import type { ContractDocument, ContractDocumentRow } from "./ports/ContractDocumentRenderer";
import type { ContractRecord } from "./ports/ContractRepository";
import type { Organisation } from "./deps";

export interface ContractDocumentInput {
  readonly contract: ContractRecord;
  /** The customer; absent only if their record is gone. */
  readonly owner?: UserRecord;
  /** The bank requisite chosen on the appeal, when it is the owner's. */
  readonly requisite?: RequisiteRecord;
  readonly organisation: Organisation;
  readonly lang: Language;
  /** The appeal's kind and the catalogue's device names in `lang`: a catalogue device's row is named by them. */
  readonly catalogue?: { readonly kind: AppealKindName; readonly names: DeviceNames };
}

/** The date on a document is the day in Tashkent (UTC+5 all year), "DD.MM.YYYY". */
export function documentDate(iso: string): string {
  const [year, month, day] = tashkentDay(iso).split("-");
  return `${day}.${month}.${year}`;
}

const som = (value: Json | undefined): Money => parseSom(String(value ?? "0")) ?? ZERO;
const text = (value: Json | undefined): string => (typeof value === "string" ? value.trim() : "");

/** A labelled line only when there is something to say ("STIR: 301234567"). */
function labelled(say: (m: Message) => string, key: MessageKey, value: string | undefined): string[] {
  return value && value.trim() !== "" ? [say(message(key, { value: value.trim() }))] : [];
}

function executorLines(say: (m: Message) => string, org: Organisation): string[] {
  return [
    org.name,
    ...labelled(say, "documentAddress", org.address),
    ...labelled(say, "documentTin", org.tin),
    ...labelled(say, "documentBank", org.bank_name),
    ...labelled(say, "documentAccount", org.account_number),
    ...labelled(say, "documentMfo", org.mfo),
    ...labelled(say, "documentPhone", org.phone),
  ];
}

function customerLines(
  say: (m: Message) => string,
  owner?: UserRecord,
  requisite?: RequisiteRecord,
): string[] {
  if (!owner) return [];
  const info = owner.info;
  if (owner.corporate === 1) {
    return [
      requisite?.company_name || info.company_name || personName(owner),
      ...labelled(say, "documentAddress", info.company_address),
      ...labelled(say, "documentTin", info.company_tin),
      ...labelled(say, "documentBank", requisite?.bank_name),
      ...labelled(say, "documentAccount", requisite?.account_number),
      ...labelled(say, "documentMfo", requisite?.mfo),
      ...labelled(say, "documentOked", requisite?.oked || info.oked),
      ...labelled(say, "documentDirector", requisite?.director_name),
    ];
  }
  const passport = [info.passport_seria, info.passport_no].filter(Boolean).join(" ");
  return [
    personName(owner),
    ...labelled(say, "documentAddress", info.address),
    ...labelled(say, "documentTin", info.tin),
    ...labelled(say, "documentPin", info.pin),
    ...labelled(say, "documentPassport", passport),
    ...labelled(say, "documentPhone", info.phone),
  ];
}

/**
 * What a row is called: its device (a catalogue device's in the document's language),
 * document or kompleks name, a provider's method, a comment.
 */
function rowName(row: Readonly<Record<string, Json>>, catalogue: ContractDocumentInput["catalogue"]): string {
  const device_id = typeof row.device_id === "number" ? row.device_id : undefined;
  const device_name = text(row.device_name);
  const named = catalogue
    ? deviceNameOf(catalogue.kind, { device_id, device_name }, catalogue.names)
    : device_name;
  return text(named) || text(row.mtd_name) || text(row.comment);
}

/**
 * The contract or invoice as its document: the parties with their requisites, one line per
 * row with amount, unit price, discount, VAT and total, then the totals, every text in
 * the language asked for and every sum as the spec shows money.
 */
export function contractDocumentView(input: ContractDocumentInput): ContractDocument {
  const { contract, lang } = input;
  const say = (m: Message) => render(m, lang);
  const label = (key: MessageKey) => say(message(key));
  const rows: ContractDocumentRow[] = contract.devices.map((row, i) => ({
    number: String(i + 1),
    name: [rowName(row, input.catalogue), row.together === 1 ? label("jointCertificate") : ""]
      .filter(Boolean)
      .join(" "),
    amount: String(row.amount ?? 1),
    unitPrice: formatSom(som(row.unit_price ?? row.cost), lang),
    discount: formatSom(som(row.discount), lang),
    vat: formatSom(som(row.vat), lang),
    total: formatSom(som(row.total ?? row.cost), lang),
  }));
  const sum = (field: string) => formatSom(add(...contract.devices.map((row) => som(row[field]))), lang);
  const titleKey = contract.kind === "contract" ? "documentContractTitle" : "documentInvoiceTitle";
  return {
    title: say(message(titleKey, { number: contract.contract_number })),
    subtitles: [
      say(message("documentDate", { date: documentDate(contract.created_at) })),
      say(message("documentAppeal", { id: contract.appeal_id })),
    ],
    parties: [
      { heading: label("documentExecutor"), lines: executorLines(say, input.organisation) },
      { heading: label("documentCustomer"), lines: customerLines(say, input.owner, input.requisite) },
    ],
    columns: {
      number: label("columnNumber"),
      name: label("columnName"),
      amount: label("columnAmount"),
      unitPrice: label("columnUnitPrice"),
      discount: label("columnDiscount"),
      vat: label("columnVat"),
      total: label("columnTotal"),
    },
    rows,
    totals: [
      say(message("documentTotalDiscount", { sum: sum("discount") })),
      say(message("documentTotalVat", { sum: sum("vat") })),
      say(message("documentTotal", { sum: formatSom(som(contract.total), lang) })),
    ],
  };
}
