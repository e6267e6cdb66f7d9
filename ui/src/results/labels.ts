import type { MessageKey } from "@portal/domain/shared/messages";
import type { Outcome } from "@portal/domain/results/results";
import type { CertificateStatus } from "@portal/domain/results/validity";

/** The words of an outcome and of a status: the domain catalogue's (uz 'Yaroqli' / ru 'Годен'…). */
export const OUTCOME_KEYS: Readonly<Record<Outcome, MessageKey>> = {
  fit: "outcomeFit",
  unfit: "outcomeUnfit",
  accepted: "outcomeAccepted",
  refused: "outcomeRefused",
};

export const STATUS_KEYS: Readonly<Record<CertificateStatus, MessageKey>> = {
  valid: "statusValid",
  expired: "statusExpired",
  revoked: "statusRevoked",
  unfit: "statusUnfit",
};
