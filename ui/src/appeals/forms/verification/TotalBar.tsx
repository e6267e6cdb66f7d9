import type { Money } from "@portal/domain/shared/money";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../../../i18n/useDomainText";
import type { PendingLine } from "./pendingLine";

export interface TotalBarProps {
  /** What the form sends, with VAT: the list and a complete line still in the editor. */
  readonly total: Money;
  /** A customer's claim of exemption: the full price, which applies until the reviewer confirms it. */
  readonly fullTotal?: Money | undefined;
  readonly pending: PendingLine;
}

/**
 * The form's total, sticky at the bottom of the window (styles.css), with a note of what it
 * counts beside the list: the line still in the editor, and the price without the claimed
 * exemption.
 */
export function TotalBar({ total, fullTotal, pending }: TotalBarProps) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const v = (key: string, params?: Record<string, unknown>) => t(`forms.verification.${key}`, params);
  return (
    <div className="form-total" data-testid="form-total-bar">
      <p className="form-total__sum">
        {v("formTotal")}: <strong data-testid="form-total">{money(total)}</strong>
      </p>
      {fullTotal !== undefined && (
        <p className="form-total__note" data-testid="form-total-full">
          {v("fullTotal")}: {money(fullTotal)}
        </p>
      )}
      {pending.kind === "counted" && (
        <p className="form-total__note" data-testid="pending-counted">
          {v("pendingCounted", { n: pending.number })}
        </p>
      )}
    </div>
  );
}
