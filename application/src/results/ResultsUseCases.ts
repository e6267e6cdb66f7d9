import type { CertificateStatus, Language, Outcome, ResultKind } from "@portal/domain";
import type { Actor, AppealStatus, Result } from "../shared";

/** One version of an instrument's result as the appeal's page shows it. */
export interface ResultView {
  readonly version: number;
  readonly serial_number: string;
  readonly outcome: Outcome;
  readonly work_date: string;
  readonly valid_until?: string;
  readonly note?: string;
  readonly certificate_number: string;
  /** The certificate's status today in Tashkent. */
  readonly status: CertificateStatus;
  readonly recorded_at: string;
  readonly reason?: string;
  readonly revoked?: { readonly at: string; readonly reason: string };
  /** A signed conclusion is on file for this version: the download serves it. */
  readonly signed_document?: {
    readonly uploaded_at: string;
    readonly original_name: string;
    readonly size: number;
  };
}

/** One instrument of the appeal, with its result when it has one. */
export interface InstrumentView {
  readonly row_id: number;
  readonly instrument: number;
  readonly n: number;
  readonly device_id?: number;
  readonly device_name: string;
  readonly type_id?: number;
  readonly type_name?: string;
  readonly kind: ResultKind;
  /** The service type's inspection interval: the default valid-until is the work date plus it. */
  readonly interval_months?: number;
  /** The current version. */
  readonly result?: ResultView;
  /** Every version, oldest first (staff and reviewers only: the audit trail). */
  readonly history?: readonly ResultView[];
}

export interface AppealResultsView {
  readonly appeal_id: number;
  readonly appeal_status: AppealStatus;
  /** Staff may record results now (the appeal is contracted or invoiced). */
  readonly may_record: boolean;
  /** Staff may correct and revoke. */
  readonly may_amend: boolean;
  /** Every instrument has a result. */
  readonly complete: boolean;
  readonly instruments: readonly InstrumentView[];
}

/** The public check's answer (GET /api/public/certificates/{number}); docs/decisions.md says what it shows. */
export interface PublicCertificate {
  readonly number: string;
  readonly status: CertificateStatus;
  readonly issuer: { readonly name: string; readonly branch?: string };
  readonly instrument: { readonly name: string; readonly type?: string; readonly serial_number: string };
  /** A legal entity's name; a private person's data is never shown. */
  readonly owner?: { readonly name: string };
  readonly result: { readonly outcome: Outcome; readonly note?: string };
  readonly dates: { readonly work_date: string; readonly valid_until?: string; readonly revoked_at?: string };
  readonly checked_on: string;
  /** A signed conclusion is on file (the file itself is never served to the public). */
  readonly signed_document: boolean;
}

/** A rendered certificate. */
export interface CertificateFile {
  readonly number: string;
  /** The generated PDF, or the stream of the uploaded signed conclusion. */
  readonly body: Buffer | NodeJS.ReadableStream;
  readonly size: number;
  readonly contentType: string;
  /** The uploaded signed conclusion, not the generated document. */
  readonly signed: boolean;
}

/** A signed conclusion as the upload route hands it over. */
export interface SignedConclusionInput {
  readonly originalName: string;
  readonly bytes: Buffer;
  /** Required when it replaces one on file (a correction). */
  readonly reason?: string;
}

/** Results of the work, their certificates, and the public check (issue 14). */
export interface ResultsUseCases {
  /** Staff and reviewers any appeal's, a customer their own. */
  appealResults(actor: Actor, appealId: number): Result<AppealResultsView>;
  /**
   * Staff: the instruments sent, each for the first time; the others are left as they are. A
   * fit result sent without a valid-until gets its service type's default.
   */
  recordResults(actor: Actor, appealId: number, body: unknown): Result<AppealResultsView>;
  /**
   * Staff: a new version of one instrument's result, with a reason and a new certificate (the
   * valid-until defaulted as when recording). A revoked certificate is final: Conflict.
   */
  correctResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    body: unknown,
  ): Result<AppealResultsView>;
  /** Staff: the certificate revoked, with a reason. */
  revokeResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    body: unknown,
  ): Result<AppealResultsView>;
  /**
   * Staff: the signed conclusion of a recognition or expertise result, an uploaded PDF
   * (content-checked, size-limited); a replacement is a new version with a reason.
   */
  attachSignedConclusion(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    input: SignedConclusionInput,
  ): Result<AppealResultsView>;
  /** The current certificate of one instrument as a PDF: the signed conclusion when one is on file. */
  certificateDocument(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    lang: Language,
  ): Result<CertificateFile>;
  /** Anyone: a certificate by its number. A miss is NotFound, whatever the reason. */
  publicCertificate(actor: Actor, number: unknown): Result<PublicCertificate>;
  /** Anyone: certificates by number or by the instrument's serial number. */
  publicSearch(actor: Actor, query: unknown): Result<readonly PublicCertificate[]>;
}
