import type {
  AppealResultsView,
  CertificateSearch,
  CorrectResultRequest,
  FileCheck,
  Language,
  PublicCertificate,
  ReceiveInstrumentsRequest,
  RecordResultsRequest,
  RevokeResultRequest,
} from "@portal/domain";
import type { Actor, Result } from "../shared";

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

/** A signed conclusion as the upload route hands it over: the file and the form's decoded fields. */
export interface SignedConclusionInput {
  readonly originalName: string;
  readonly bytes: Buffer;
  /** Required when it replaces one on file (a correction). */
  readonly reason?: string | undefined;
}

/** Results of the work, their certificates, and the public check (issue 14). */
export interface ResultsUseCases {
  /** Staff and reviewers any appeal's, a customer their own. */
  appealResults(actor: Actor, appealId: number): Result<AppealResultsView>;
  /**
   * Staff of the appeal's branch: the instruments received on one day (contracted, invoiced or
   * paid appeals), each once; those checked on site need none.
   */
  receiveInstruments(
    actor: Actor,
    appealId: number,
    request: ReceiveInstrumentsRequest,
  ): Result<AppealResultsView>;
  /**
   * Staff: the instruments sent, each for the first time; the others are left as they are. A
   * fit result sent without a valid-until gets its service type's default.
   */
  recordResults(actor: Actor, appealId: number, request: RecordResultsRequest): Result<AppealResultsView>;
  /**
   * Staff: a new version of one instrument's result, with a reason and a new certificate (the
   * valid-until defaulted as when recording). A revoked certificate is final: Conflict.
   */
  correctResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    request: CorrectResultRequest,
  ): Result<AppealResultsView>;
  /** Staff: the certificate revoked, with a reason. */
  revokeResult(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    request: RevokeResultRequest,
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
  /** Anyone: a certificate by its number as typed. A miss is NotFound, whatever the reason. */
  publicCertificate(actor: Actor, number: string): Result<PublicCertificate>;
  /** Anyone: whether an uploaded PDF is exactly an issued certificate, a revoked one, or unknown. */
  checkFile(actor: Actor, bytes: Buffer): Result<FileCheck>;
  /** Anyone: certificates by number or by the instrument's serial number. */
  publicSearch(actor: Actor, search: CertificateSearch): Result<readonly PublicCertificate[]>;
}
