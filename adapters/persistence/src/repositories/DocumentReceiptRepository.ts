import type { InstrumentReceiptRecord, ReceiptRepository } from "@portal/application";
import { type DocumentCollection, inserted } from "../document/DocumentCollection";

/**
 * The instruments staff received, one document per instrument: the unique index on (appeal,
 * row, instrument) keeps the first receipt of an instrument and refuses a second.
 */
export class DocumentReceiptRepository implements ReceiptRepository {
  constructor(private readonly receipts: DocumentCollection<InstrumentReceiptRecord>) {}

  insert(record: InstrumentReceiptRecord): Promise<boolean> {
    return inserted(this.receipts.insertOne(record));
  }

  listByAppeal(appealId: number): Promise<InstrumentReceiptRecord[]> {
    return this.receipts.find({ appeal_id: appealId }, { sort: { id: 1 } });
  }
}
