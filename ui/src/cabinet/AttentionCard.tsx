import type { AppealKindName } from "@portal/domain/appeals/destinations";
import { isFormEdited } from "@portal/domain/appeals/lifecycle";
import type { CabinetAttention } from "@portal/domain/cabinet/attention";
import type { DueState } from "@portal/domain/register/dueState";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paymentLink } from "../payments/paymentLinks";
import { registerLink } from "../register/registerFilters";
import { attention as loadAttention } from "./cabinetApi";

/** One thing to do: what it is, why, and the link to where it is done. */
function Item({
  kind,
  appeal,
  title,
  detail,
  to,
  action,
}: {
  readonly kind: string;
  readonly appeal?: number;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
  readonly to: string;
  readonly action: string;
}) {
  const id = useId();
  return (
    <li
      className={`attention__item attention__item--${kind}`}
      data-testid={`attention-${kind}`}
      data-appeal={appeal}
    >
      <div className="attention__text" id={id}>
        <strong className="attention__title">{title}</strong>
        {detail}
      </div>
      <Link className="btn btn--small btn--secondary attention__action" to={to} aria-describedby={id}>
        {action}
      </Link>
    </li>
  );
}

/** What needs the customer, as list items: sent back, documents, results, then the register. */
function Items({ attention }: { readonly attention: CabinetAttention }) {
  const { t } = useTranslation();
  const kindOf = (kind: AppealKindName) => (
    <span className="attention__kind">{t(`appeals.kinds.${kind}`)}</span>
  );
  const dueItem = (state: DueState, count: number) =>
    count > 0 && (
      <Item
        key={state}
        kind={`due-${state}`}
        title={t(`attention.due.${state}`, { n: count })}
        to={registerLink(state)}
        action={t("attention.toRegister")}
      />
    );
  return (
    <ul className="attention__list">
      {attention.sent_back.map(({ appeal_id, kind, reason }) => (
        <Item
          key={`sent-back-${appeal_id}`}
          kind="sent-back"
          appeal={appeal_id}
          title={t("attention.sentBack", { id: appeal_id })}
          detail={
            <>
              {kindOf(kind)}
              {reason !== "" && (
                <span className="attention__reason">
                  {t("work.sentBack.reason")}: {reason}
                </span>
              )}
            </>
          }
          to={isFormEdited(kind) ? `/appeals/${appeal_id}/resubmit` : `/appeals/${appeal_id}`}
          action={isFormEdited(kind) ? t("work.sentBack.fix") : t("attention.openAppeal")}
        />
      ))}
      {attention.documents.map(({ appeal_id, kind, contract_id, document, number }) => (
        <Item
          key={`document-${contract_id}`}
          kind="document"
          appeal={appeal_id}
          title={t(`attention.document.${document}`, { id: appeal_id, number })}
          detail={kindOf(kind)}
          to={document === "invoice" ? paymentLink(appeal_id, contract_id) : `/appeals/${appeal_id}`}
          action={t("attention.readDocument")}
        />
      ))}
      {attention.results.map(({ appeal_id, kind }) => (
        <Item
          key={`results-${appeal_id}`}
          kind="results"
          appeal={appeal_id}
          title={t("attention.results", { id: appeal_id })}
          detail={kindOf(kind)}
          to={`/appeals/${appeal_id}`}
          action={t("attention.downloadResults")}
        />
      ))}
      {dueItem("overdue", attention.instruments.overdue)}
      {dueItem("due30", attention.instruments.due30)}
    </ul>
  );
}

const isQuiet = (a: CabinetAttention) =>
  a.sent_back.length + a.documents.length + a.results.length + a.instruments.overdue + a.instruments.due30 ===
  0;

/**
 * The cabinet's first screen: what needs the customer now (sent-back applications with the
 * reason, contracts and invoices of open applications, results ready, instruments due), each
 * a link to where it is done; or that nothing does.
 */
export function AttentionCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [attention, setAttention] = useState<CabinetAttention | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    let live = true;
    setFailed(false);
    loadAttention().then(
      (answer) => live && setAttention(answer.data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(load, [load]);

  return (
    <section className="card attention" aria-labelledby={titleId} data-testid="cabinet-attention">
      <h2 id={titleId} className="card__title">
        {t("attention.title")}
      </h2>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>{t("errors.loadFailed")}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={load}>
            {t("common.retry")}
          </button>
        </div>
      ) : attention === undefined ? (
        <p className="muted">{t("common.loading")}</p>
      ) : isQuiet(attention) ? (
        <p className="attention__empty" data-testid="attention-empty">
          {t("attention.nothing")}
        </p>
      ) : (
        <Items attention={attention} />
      )}
    </section>
  );
}
