import type { AppealRepository, Clock, IdGenerator, LookupCatalogue, UserRepository } from "../shared";
import type { AppealEvents, FileStore } from "../appeals";
import type { InspectionRecorder } from "../register";
import type { StandardRepository } from "../standards";
import type { CertificateSigner } from "./ports/CertificateSigner";
import type { IssuedFileRepository } from "./ports/IssuedFileRepository";
import type { CertificateRenderer } from "./ports/CertificateRenderer";
import type { RandomSource } from "./ports/RandomSource";
import type { ReceiptRepository } from "./ports/ReceiptRepository";
import type { ResultRepository } from "./ports/ResultRepository";

/** The issuer printed on certificates and named by the public check. */
export interface ResultsIssuer {
  readonly name: string;
  readonly address: string;
  readonly tin: string;
  readonly phone: string;
}

export interface ResultsConfig {
  readonly issuer: ResultsIssuer;
  /** The portal's public address ("https://portal.example.uz"): the QR code opens {base}/check/{number}. */
  readonly publicBaseUrl: string;
  /** The largest signed conclusion accepted, as every other upload (UPLOAD_LIMIT_BYTES). */
  readonly uploadLimitBytes: number;
}

/** The ports the results use cases need, resolved from the container by the composition root. */
export interface ResultsDeps {
  readonly results: ResultRepository;
  /** The instruments staff received. */
  readonly receipts: ReceiptRepository;
  readonly appeals: AppealRepository;
  readonly users: UserRepository;
  readonly catalogue: LookupCatalogue;
  /** The register's side of a result (application/src/register). */
  readonly recorder: InspectionRecorder;
  readonly documents: CertificateRenderer;
  /** The lab's reference standards a measurement names (the standards module). */
  readonly standards: StandardRepository;
  /** Signs each certificate when it is issued (issue 28). */
  readonly signer: CertificateSigner;
  /** The certificates' PDFs as issued and signed, by number and language. */
  readonly issuedFiles: IssuedFileRepository;
  /** Where uploaded signed conclusions live (disk on embedded, MinIO on production). */
  readonly files: FileStore;
  readonly random: RandomSource;
  /** Who hears that instruments were received (the notifications module). */
  readonly events: AppealEvents;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: ResultsConfig;
}
