import type { CertificateStatus } from "@portal/domain/results/validity";
import { useDomainText } from "../i18n/useDomainText";
import { STATUS_LABELS } from "@portal/domain/results/labels";

/** A certificate's status today, as a badge: valid, expired, revoked or unfit. */
export function CertificateStatusBadge({ status }: { readonly status: CertificateStatus }) {
  const { say } = useDomainText();
  return (
    <span
      className={`badge badge--certificate-${status}`}
      data-testid="certificate-status"
      data-status={status}
    >
      {say(STATUS_LABELS[status])}
    </span>
  );
}
