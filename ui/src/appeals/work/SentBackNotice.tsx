import { sentBackReason } from "@portal/domain/appeals/lifecycle";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AppealEvent } from "../appealsApi";

export interface SentBackNoticeProps {
  readonly history: readonly AppealEvent[];
  /** What the customer can do about it (the link to the form), under the reason. */
  readonly children?: ReactNode;
}

/** Why the reviewer sent the appeal back, while it is sent back: atop its page and its form. */
export function SentBackNotice({ history, children }: SentBackNoticeProps) {
  const { t } = useTranslation();
  const reason = sentBackReason(history);
  if (reason === undefined) return null;
  return (
    <section className="notice notice--sent-back" role="status" data-testid="sent-back-notice">
      <strong>{t("work.sentBack.title")}</strong>
      <p className="notice__reason">
        {t("work.sentBack.reason")}: {reason}
      </p>
      {children}
    </section>
  );
}
