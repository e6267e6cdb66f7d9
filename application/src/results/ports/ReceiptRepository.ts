/**
 * One instrument of an appeal received by staff (issue 27): an instrument is a row of the
 * appeal and its place 1..amount in the row, as its results name it. Received once: the day
 * stands and is printed on the certificate.
 */
export interface InstrumentReceiptRecord {
  readonly id: number;
  readonly appeal_id: number;
  readonly row_id: number;
  readonly instrument: number;
  /** "YYYY-MM-DD", the day in Tashkent it came in. */
  readonly received_on: string;
  readonly recorded_by: number;
  readonly recorded_at: string;
}

export interface ReceiptRepository {
  /**
   * Stores a receipt. Answers false when the instrument was received before (another write
   * came first): the unique index on (appeal, row, instrument) decides.
   */
  insert(record: InstrumentReceiptRecord): Promise<boolean>;
  /** Every receipt of the appeal, in the order they were stored. */
  listByAppeal(appealId: number): Promise<InstrumentReceiptRecord[]>;
}
