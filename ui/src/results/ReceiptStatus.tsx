import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { useTranslation } from "react-i18next";
import { formatDay } from "../logic/format";

/**
 * Where an instrument stands before its work: received on a day, still to come, or checked on
 * site. A result whose measurement gives the receipt day (no receipt was recorded) says that day,
 * as its certificate does.
 */
export function ReceiptStatus({ instrument }: { readonly instrument: InstrumentView }) {
  const { t } = useTranslation();
  if (instrument.on_site) return <span data-receipt="on-site">{t("results.receipt.onSite")}</span>;
  const received = instrument.received_on ?? instrument.result?.measurement?.received_on;
  if (received === undefined) return <span data-receipt="waiting">{t("results.receipt.waiting")}</span>;
  return <span data-receipt="received">{t("results.receipt.receivedOn", { day: formatDay(received) })}</span>;
}
