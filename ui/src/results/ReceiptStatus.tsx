import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { useTranslation } from "react-i18next";
import { formatDay } from "../logic/format";

/** Where an instrument stands before its work: received on a day, still to come, or checked on site. */
export function ReceiptStatus({ instrument }: { readonly instrument: InstrumentView }) {
  const { t } = useTranslation();
  if (instrument.on_site) return <span data-receipt="on-site">{t("results.receipt.onSite")}</span>;
  if (instrument.received_on === undefined)
    return <span data-receipt="waiting">{t("results.receipt.waiting")}</span>;
  return (
    <span data-receipt="received">
      {t("results.receipt.receivedOn", { day: formatDay(instrument.received_on) })}
    </span>
  );
}
