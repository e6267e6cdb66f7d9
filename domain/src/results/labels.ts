import type { MessageKey } from "../shared/message";
import type { Outcome } from "./results";
import type { CertificateStatus } from "./validity";

/** The catalogue's word for an outcome (uz 'Yaroqli' / ru 'Годен'…), on the pages and the certificates. */
export const OUTCOME_LABELS = {
  fit: "outcomeFit",
  unfit: "outcomeUnfit",
  accepted: "outcomeAccepted",
  refused: "outcomeRefused",
} as const satisfies Record<Outcome, MessageKey>;

/** The catalogue's word for a certificate's status today. */
export const STATUS_LABELS = {
  valid: "statusValid",
  expired: "statusExpired",
  revoked: "statusRevoked",
  unfit: "statusUnfit",
} as const satisfies Record<CertificateStatus, MessageKey>;
