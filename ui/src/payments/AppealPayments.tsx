import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { PaymentCard } from "./PaymentCard";
import { awaits, type Pause, pauseBeforeAsking, returnedFrom, tabStorage } from "./paymentCheck";
import { useAppealPayments } from "./useAppealPayments";

/** Brings the card the address names (#payment-<invoice>, the cabinet's link) into view once it is there. */
function useCardInView(ready: boolean, hash: string) {
  useEffect(() => {
    if (!ready || !hash.startsWith("#payment")) return;
    const card =
      document.getElementById(hash.slice(1)) ?? document.querySelector("[data-testid=payment-card]");
    if (!(card instanceof HTMLElement)) return;
    card.scrollIntoView?.({ block: "start" });
    card.focus({ preventScroll: true });
  }, [ready, hash]);
}

/**
 * The payment cards of an appeal's invoices, one each, on the appeal page (for its customer and
 * staff); nothing while the appeal has no invoice. Reached back from a checkout, it asks again
 * until the payment is confirmed, and `onPaid` reloads the appeal, whose status moved with it.
 */
export function AppealPayments({
  appealId,
  round,
  onPaid,
  pause = pauseBeforeAsking,
}: {
  readonly appealId: number;
  /** The appeal page's reload counter: payments are read again with the appeal. */
  readonly round: number;
  readonly onPaid: () => void;
  readonly pause?: Pause;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [awaited] = useState(() =>
    returnedFrom(new URLSearchParams(location.search), tabStorage(), appealId),
  );
  const { invoices, phase, refresh } = useAppealPayments(appealId, round, awaited, pause, onPaid);
  useCardInView(Array.isArray(invoices), location.hash);

  if (invoices === undefined)
    return (
      <section className="card" aria-busy="true">
        <Spinner label={t("payments.loading")} />
      </section>
    );
  if (invoices === "failed")
    return (
      <div className="card notice notice--error" role="alert" data-testid="payments-failed">
        <p>{t("payments.loadFailed")}</p>
        <button type="button" className="btn btn--secondary btn--small" onClick={refresh}>
          {t("common.retry")}
        </button>
      </div>
    );
  return (
    <>
      {invoices.map((invoice) => (
        <PaymentCard
          key={invoice.invoice_id}
          invoice={invoice}
          appealId={appealId}
          phase={awaits(awaited, invoice, phase === "confirmed") ? phase : "none"}
          onRefresh={refresh}
        />
      ))}
    </>
  );
}
