import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../components/Spinner";
import { useDomainText } from "../i18n/useDomainText";
import { notePaying, tabStorage } from "./paymentCheck";
import { paymentAnchor } from "./paymentLinks";
import { PaymentReceipt } from "./PaymentReceipt";
import type { InvoicePayments } from "./paymentsApi";
import type { CheckPhase } from "./useAppealPayments";

/** Where the check of a returning payment stands, said where the reader looks: above the buttons. */
function CheckNotice({ phase }: { readonly phase: CheckPhase }) {
  const { t } = useTranslation();
  if (phase === "checking")
    return (
      <div className="notice payment-card__notice" role="status" data-testid="payment-checking">
        <Spinner small label={t("payments.checking")} /> {t("payments.checking")}
      </div>
    );
  if (phase === "unconfirmed")
    return (
      <div
        className="notice notice--warning payment-card__notice"
        role="status"
        data-testid="payment-unconfirmed"
      >
        {t("payments.unconfirmed")}
      </div>
    );
  if (phase === "confirmed")
    return (
      <div
        className="notice notice--success payment-card__notice"
        role="status"
        data-testid="payment-confirmed"
      >
        {t("payments.confirmed")}
      </div>
    );
  return null;
}

/**
 * One invoice's payment, a card of the appeal page: its total and state; for its owner while it
 * is unpaid, the two payment systems' checkouts (the same tab: each returns to this page) and a
 * refresh; the receipts of its payments. What may be paid and by whom is the server's answer:
 * staff get no checkout addresses.
 */
export function PaymentCard({
  invoice,
  appealId,
  phase,
  onRefresh,
}: {
  readonly invoice: InvoicePayments;
  readonly appealId: number;
  /** The check of a payment the reader came back from, when it is about this invoice. */
  readonly phase: CheckPhase;
  readonly onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const title = useId();
  const pay = invoice.pay;
  const leaving = () => notePaying(tabStorage(), appealId, invoice.invoice_id);
  return (
    <section
      className={`card payment-card payment-card--${invoice.state}`}
      id={paymentAnchor(invoice.invoice_id)}
      aria-labelledby={title}
      tabIndex={-1}
      data-testid="payment-card"
      data-state={invoice.state}
    >
      <h2 className="section-title payment-card__title" id={title}>
        {t("payments.cardTitle", { number: invoice.contract_number })}
      </h2>
      <dl className="facts">
        <dt>{t("payments.total")}</dt>
        <dd className="payment-card__total" data-testid="payment-total">
          {money(invoice.total)}
        </dd>
        <dt>{t("payments.state")}</dt>
        <dd>
          <span className={`badge badge--invoice-${invoice.state}`} data-testid="payment-state">
            {t(`payments.states.${invoice.state}`)}
          </span>
        </dd>
      </dl>
      <CheckNotice phase={phase} />
      {pay && (
        <>
          <p className="payment-card__hint">{t("payments.payHint")}</p>
          <div className="payment-card__pay">
            <a className="btn btn--primary payment-card__provider" href={pay.payme} onClick={leaving}>
              {t("payments.payme")}
            </a>
            <a className="btn btn--primary payment-card__provider" href={pay.click} onClick={leaving}>
              {t("payments.click")}
            </a>
          </div>
        </>
      )}
      {invoice.state === "unpaid" && (
        <button
          type="button"
          className="btn btn--secondary btn--small payment-card__refresh"
          onClick={onRefresh}
        >
          {t("payments.refresh")}
        </button>
      )}
      {invoice.receipts.map((receipt) => (
        <PaymentReceipt
          key={`${receipt.provider}.${receipt.transaction}`}
          receipt={receipt}
          appealId={appealId}
          invoiceNumber={invoice.contract_number}
        />
      ))}
    </section>
  );
}
