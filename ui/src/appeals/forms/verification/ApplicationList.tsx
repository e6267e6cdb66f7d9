import { ScrollRegion } from "../../../components/ScrollRegion";
import { type PricingTerms, priceLine } from "@portal/domain/appeals/formulas";
import type { VerificationLineState } from "../../../state/verificationLine";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useConfirm } from "../../../components/ConfirmDialog";
import { useDomainText } from "../../../i18n/useDomainText";
import { pricedLine } from "./pricing";

export interface ApplicationListProps {
  readonly lines: readonly VerificationLineState[];
  readonly terms: PricingTerms;
  readonly onEdit: (index: number) => void;
  readonly onRemove: (index: number) => void;
  /** What a line is marked with besides its device (an open application already holding it). */
  readonly mark?: (line: VerificationLineState) => ReactNode;
}

/**
 * The application list table (spec 2.5): No., device, amount, unit price, total with VAT;
 * edit loads the row into the editor below, remove asks 'O'chirishni tasdiqlaysizmi?' and
 * removes it from the local list only.
 */
export function ApplicationList({ lines, terms, onEdit, onRemove, mark }: ApplicationListProps) {
  const { t } = useTranslation();
  const { say, money } = useDomainText();
  const confirm = useConfirm();
  const v = (key: string) => t(`forms.verification.${key}`);
  if (lines.length === 0) return <p className="empty">{v("empty")}</p>;
  return (
    <ScrollRegion label={v("list")}>
      {/* On a phone each line is a card (styles.css, "Phone tables"): prices and buttons in sight. */}
      <table className="table table--cards application-list" data-testid="application-list">
        <caption className="visually-hidden">{v("list")}</caption>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">{v("listDevice")}</th>
            <th scope="col" className="num">
              {v("listAmount")}
            </th>
            <th scope="col" className="num">
              {v("listUnit")}
            </th>
            <th scope="col" className="num">
              {v("listTotal")}
            </th>
            <th scope="col">{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id before it is saved
            <tr key={index}>
              <td data-label="№">{index + 1}</td>
              <td data-label={v("listDevice")}>
                {line.device_name}
                {line.about_device && <div className="muted">{line.about_device}</div>}
                {mark?.(line)}
              </td>
              <td className="num" data-label={v("listAmount")}>
                {line.amount}
              </td>
              <td className="num" data-label={v("listUnit")}>
                {money(line.cost)}
              </td>
              <td className="num" data-label={v("listTotal")}>
                {money(priceLine(pricedLine(line), terms).totalWithVat)}
              </td>
              <td className="actions">
                <button type="button" className="btn btn--small btn--secondary" onClick={() => onEdit(index)}>
                  {t("common.edit")}
                </button>
                <button
                  type="button"
                  className="btn btn--small btn--danger-outline"
                  onClick={async () => {
                    if (await confirm({ text: say("confirmDelete"), danger: true })) onRemove(index);
                  }}
                >
                  {t("common.delete")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
