import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";
import { formatTashkentDateTime } from "../logic/format";
import type { PaymentReceipt as Receipt } from "./paymentsApi";
import { PROVIDER_NAMES } from "./providers";

/**
 * Prints this receipt alone: the stylesheet's print rules hide the rest of the page while the
 * body is marked, until the browser says printing is over.
 */
function printAlone(receipt: HTMLElement) {
  const done = () => {
    document.body.classList.remove("printing-receipt");
    receipt.classList.remove("receipt--printing");
    window.removeEventListener("afterprint", done);
  };
  document.body.classList.add("printing-receipt");
  receipt.classList.add("receipt--printing");
  window.addEventListener("afterprint", done);
  window.print();
}

/**
 * The receipt of a payment: what was paid (appeal and invoice), through which payment system,
 * its transaction, the amount and when, in Tashkent's time; a region named "the receipt",
 * printable on its own.
 */
export function PaymentReceipt({
  receipt,
  appealId,
  invoiceNumber,
}: {
  readonly receipt: Receipt;
  readonly appealId: number;
  readonly invoiceNumber: string;
}) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const title = useId();
  const node = useRef<HTMLElement>(null);
  return (
    <section className="receipt" aria-labelledby={title} ref={node} data-testid="payment-receipt">
      <h3 className="receipt__title" id={title}>
        {t("payments.receipt.title")}
        {receipt.state !== "performed" && (
          <span className={`badge badge--payment-${receipt.state}`}>
            {t(`payments.transactionStates.${receipt.state}`)}
          </span>
        )}
      </h3>
      <dl className="facts receipt__facts">
        <dt>{t("payments.receipt.appeal")}</dt>
        <dd>#{appealId}</dd>
        <dt>{t("payments.receipt.invoice")}</dt>
        <dd className="mono">№ {invoiceNumber}</dd>
        <dt>{t("payments.receipt.provider")}</dt>
        <dd>{PROVIDER_NAMES[receipt.provider]}</dd>
        <dt>{t("payments.receipt.transaction")}</dt>
        <dd className="mono receipt__transaction">{receipt.transaction}</dd>
        <dt>{t("payments.receipt.amount")}</dt>
        <dd className="receipt__amount">{money(receipt.amount)}</dd>
        <dt>{t("payments.receipt.paidAt")}</dt>
        <dd>{formatTashkentDateTime(receipt.paid_at)}</dd>
      </dl>
      <button
        type="button"
        className="btn btn--secondary btn--small receipt__print"
        onClick={() => node.current && printAlone(node.current)}
      >
        {t("payments.receipt.print")}
      </button>
    </section>
  );
}
