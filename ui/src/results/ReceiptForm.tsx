import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { receiptDay, validateReceiptDay } from "@portal/domain/results/receipts";
import { tashkentDay } from "@portal/domain/shared/calendar";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { DateField } from "../components/DateField";
import { ErrorList } from "../components/ErrorList";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { errorListOf } from "../logic/serverErrors";
import { receiveInstruments } from "./resultsApi";

const keyOf = (i: InstrumentView) => `${i.row_id}.${i.instrument}`;

/** The instruments still to come in: neither received nor checked on site. */
export const awaitingReceipt = (instruments: readonly InstrumentView[]) =>
  instruments.filter((i) => !i.on_site && i.received_on === undefined);

/**
 * Staff mark the instruments that came in (issue 27): the day (today in Tashkent unless
 * changed, never a later one) and the instruments ticked; the others wait for a later
 * receipt. Those the inspector checks on site are not offered.
 */
export function ReceiptForm({
  appealId,
  instruments,
  onReceived,
}: {
  readonly appealId: number;
  readonly instruments: readonly InstrumentView[];
  readonly onReceived: (view: AppealResultsView) => void;
}) {
  const { t } = useTranslation();
  const { show } = useDomainText();
  const toasts = useToasts();
  const dayId = useId();
  const [day, setDay] = useState(() => tashkentDay(new Date()));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const waiting = awaitingReceipt(instruments);
  if (waiting.length === 0) return null;

  const toggle = (key: string, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const save = async () => {
    const today = tashkentDay(new Date());
    const problems = validateReceiptDay(receiptDay(day, today), today);
    setErrors(problems.map(show));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const picked = waiting.filter((i) => chosen.has(keyOf(i)));
      const answer = await receiveInstruments(
        appealId,
        receiptDay(day, today),
        picked.map((i) => ({ row_id: i.row_id, instrument: i.instrument })),
      );
      setChosen(new Set());
      toasts.success(t("results.receipt.saved"));
      onReceived(answer.data);
    } catch (error) {
      const listed = errorListOf(error);
      setErrors(listed.length > 0 ? listed : [t("errors.server")]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" data-testid="receipt-form">
      <h2 className="section-title">{t("results.receipt.title")}</h2>
      <p>{t("results.receipt.hint")}</p>
      <div className="receipt-form">
        <div className="result-entry__field">
          <label htmlFor={dayId}>{t("results.receipt.day")}</label>
          <DateField id={dayId} name="received_on" value={day} onChange={setDay} />
        </div>
        <fieldset className="receipt-form__instruments">
          <legend>{t("results.receipt.instruments")}</legend>
          {waiting.map((i) => (
            <label key={keyOf(i)} className="inline-check" data-testid={`receipt-${i.n}-${i.instrument}`}>
              <input
                type="checkbox"
                className="checkbox"
                checked={chosen.has(keyOf(i))}
                onChange={(event) => toggle(keyOf(i), event.target.checked)}
              />{" "}
              №{i.n}.{i.instrument} {i.device_name}
            </label>
          ))}
        </fieldset>
      </div>
      <ErrorList messages={errors} />
      <BusyButton busy={busy} disabled={chosen.size === 0} onClick={save} data-testid="receipt-save">
        {t("results.receipt.save")}
      </BusyButton>
    </section>
  );
}
