import type { Measurement, Outcome } from "@portal/domain";

/**
 * One version of one instrument's result (issue 14). An instrument is a row of an appeal and
 * its place 1..amount in the row. A result is never changed in place: a correction or a
 * revocation is a new version, and every version is kept (the audit trail).
 */
export interface InstrumentResultRecord {
  /** Unique over every version of every result. */
  readonly id: number;
  readonly appeal_id: number;
  readonly owner_id: number;
  readonly branch_id?: number;
  readonly row_id: number;
  readonly instrument: number;
  /** 1 for the first result of the instrument, then one more per correction or revocation. */
  readonly version: number;
  /** The catalogue device of the row, when it has one (the register matches by it). */
  readonly device_id?: number;
  readonly device_name: string;
  readonly type_id?: number;
  readonly serial_number: string;
  /** The serial number as the public check compares it (`serialKey`): set on every version stored. */
  readonly serial_key?: string;
  readonly outcome: Outcome;
  /** "YYYY-MM-DD" */
  readonly work_date: string;
  readonly valid_until?: string;
  readonly note?: string;
  /** Issued by the server; a correction issues a new one, a revocation keeps it. */
  readonly certificate_number: string;
  readonly recorded_by: number;
  readonly recorded_at: string;
  /** Why this version replaced the one before (a correction or a revocation). */
  readonly reason?: string;
  readonly revoked?: { readonly at: string; readonly by: number; readonly reason: string };
  /**
   * The signed conclusion staff uploaded (recognition and expertise results only): served
   * instead of the generated document. A revocation keeps it; a correction, which issues a
   * new certificate, does not.
   */
  readonly signed_document?: SignedDocument;
  /** What a verification or calibration measured: the method, standards, conditions, points, people (issue 28). */
  readonly measurement?: Measurement;
  /** The certificate this version's replaces: a correction names it (ISO/IEC 17025 §7.8.8). */
  readonly replaces?: string;
  /** The lab's signature over the certificate's canonical JSON, made when it was issued. */
  readonly signature?: ContentSignature;
}

/** A detached CMS signature and the exact bytes it covers. */
export interface ContentSignature {
  /** The signed content: the certificate's canonical JSON (UTF-8). */
  readonly content: string;
  /** The CMS SignedData, DER, base64. */
  readonly cms: string;
  readonly signed_at: string;
}

/** An uploaded signed conclusion: where the file store keeps it, and who put it there when. */
export interface SignedDocument {
  /** The file store key, "signed-conclusion/{uuid}.pdf". */
  readonly key: string;
  readonly size: number;
  readonly original_name: string;
  readonly uploaded_at: string;
  readonly uploaded_by: number;
}

export interface ResultRepository {
  /**
   * Stores a version. Answers false when the instrument already has this version (another
   * write came first): the unique index on (appeal, row, instrument, version) decides.
   */
  insert(record: InstrumentResultRecord): Promise<boolean>;
  /** Every version of every instrument of the appeal. */
  listByAppeal(appealId: number): Promise<InstrumentResultRecord[]>;
  /** Every version that bears this certificate number. */
  findByCertificate(number: string): Promise<InstrumentResultRecord[]>;
  /** Every version of any appeal whose serial number has this key, newest first (at most `limit`). */
  findBySerial(serialKey: string, limit: number): Promise<InstrumentResultRecord[]>;
  /** Every version of one instrument. */
  listVersions(appealId: number, rowId: number, instrument: number): Promise<InstrumentResultRecord[]>;
  /** Claims a certificate number for good: false when it was ever issued before. */
  claimCertificateNumber(number: string): Promise<boolean>;
}
