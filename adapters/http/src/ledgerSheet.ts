import {
  catalogue,
  type Language,
  type LedgerEntry,
  type MessageKey,
  neutraliseFormula,
  type PaymentState,
  TASHKENT_OFFSET_MS,
} from "@portal/domain";
import ExcelJS from "exceljs";

/** The ledger's columns in the export, each with its header and how a line fills it. */
const COLUMNS: readonly {
  header: MessageKey;
  width: number;
  cell: (e: LedgerEntry, lang: Language) => string;
}[] = [
  { header: "ledgerColumnCreated", width: 20, cell: (e) => tashkentTime(e.created_at) },
  { header: "ledgerColumnProvider", width: 14, cell: (e) => (e.provider === "payme" ? "Payme" : "Click") },
  { header: "ledgerColumnTransaction", width: 28, cell: (e) => e.transaction },
  { header: "ledgerColumnInvoice", width: 18, cell: (e) => e.contract_number },
  { header: "ledgerColumnAppeal", width: 10, cell: (e) => String(e.appeal_id) },
  { header: "ledgerColumnCustomer", width: 32, cell: (e) => e.customer },
  { header: "ledgerColumnBranch", width: 10, cell: (e) => (e.branch_id == null ? "" : String(e.branch_id)) },
  { header: "ledgerColumnAmount", width: 16, cell: (e) => e.amount },
  { header: "ledgerColumnState", width: 14, cell: (e, lang) => catalogue[STATE_WORDS[e.state]][lang] },
  { header: "ledgerColumnPerformed", width: 20, cell: (e) => tashkentTime(e.performed_at) },
  { header: "ledgerColumnCancelled", width: 20, cell: (e) => tashkentTime(e.cancelled_at) },
];

const STATE_WORDS: Readonly<Record<PaymentState, MessageKey>> = {
  created: "paymentStateCreated",
  performed: "paymentStatePerformed",
  cancelled: "paymentStateCancelled",
  refunded: "paymentStateRefunded",
};

/** An instant as the Tashkent wall clock shows it (`2026-03-01 14:05:09`); text that is no instant stays as it is. */
function tashkentTime(at: string | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return at;
  return new Date(ms + TASHKENT_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The payments ledger as an .xlsx workbook of one sheet, headers in the reader's language.
 * Amounts are the ledger's exact decimal text (so'm with two decimals), never a binary
 * float; every text cell is neutralised, so a customer's name cannot become a formula.
 */
export async function ledgerXlsx(entries: readonly LedgerEntry[], lang: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Payments");
  sheet.columns = COLUMNS.map((column) => ({ width: column.width }));
  const header = sheet.addRow(COLUMNS.map((column) => catalogue[column.header][lang]));
  header.font = { bold: true };
  for (const entry of entries)
    sheet.addRow(COLUMNS.map((column) => neutraliseFormula(column.cell(entry, lang))));
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
