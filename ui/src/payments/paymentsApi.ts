import type { InvoicePayments, LedgerEntry } from "@portal/domain/payments/api";
import { pathOf } from "@portal/domain/shared/callPath";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { portalConfig } from "../config";
import { currentLanguage } from "../i18n";
import { filterQuery, type LedgerFilters } from "./ledgerFilters";

const paymentsRows = lazyTable(() => import("@portal/domain/payments/api").then((m) => m.paymentsApi));

/** The payments module's calls (`paymentsApi`) the pages make, typed by their rows. */

export type { InvoicePayments, LedgerEntry };
export type PaymentReceipt = InvoicePayments["receipts"][number];

/** The appeal's invoices, each with its payment state, receipts and (for its owner, while unpaid) where to pay. */
export const appealPayments = (id: number) =>
  callApi(http, paymentsRows, "appealPayments", { params: { id } });

/** Staff: the payments ledger with these filters. */
export const ledger = (filters: LedgerFilters) =>
  callApi(http, paymentsRows, "ledger", { query: Object.fromEntries(filterQuery(filters)) });

/** Staff: where the browser downloads the ledger with these filters as a spreadsheet, in the interface's language. */
export const ledgerExportHref = async (filters: LedgerFilters): Promise<string> => {
  const query = filterQuery(filters);
  // The sheet's headings and states in the interface's language, as the register's export.
  query.set("lang", currentLanguage());
  const path = pathOf((await paymentsRows()).ledgerExport);
  return `${portalConfig().baseUrl}${path}?${query}`;
};
