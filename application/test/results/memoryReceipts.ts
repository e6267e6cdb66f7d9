import type { InstrumentReceiptRecord, ReceiptRepository } from "../../src";

/** The receipts store in memory, with the adapters' unique rule: one receipt per instrument. */
export function memoryReceipts(): ReceiptRepository & { readonly rows: InstrumentReceiptRecord[] } {
  const rows: InstrumentReceiptRecord[] = [];
  return {
    rows,
    insert: async (r) => {
      if (
        rows.some(
          (x) => x.appeal_id === r.appeal_id && x.row_id === r.row_id && x.instrument === r.instrument,
        )
      )
        return false;
      rows.push(r);
      return true;
    },
    listByAppeal: async (id) => rows.filter((r) => r.appeal_id === id).sort((x, y) => x.id - y.id),
  };
}
