import { ScrollRegion } from "../../../components/ScrollRegion";
import { type PricingTerms, priceLine } from "@portal/domain/appeals/formulas";
import { formatSom } from "@portal/domain/shared/money";
import type { VerificationLineState } from "../../../state/verificationLine";
import { useTranslation } from "react-i18next";
import { useConfirm } from "../../../components/ConfirmDialog";
import { useDomainText } from "../../../i18n/useDomainText";
import { pricedLine } from "./pricing";

export interface ApplicationListProps {
  readonly lines: readonly VerificationLineState[];
  readonly terms: PricingTerms;
  readonly onEdit: (index: number) => void;
  readonly onRemove: (index: number) => void;
}

/**
 * The application list table (spec 2.5): No., device, amount, unit price, total with VAT;
 * edit loads the row into the editor above, remove asks 'O'chirishni tasdiqlaysizmi?' and
 * removes it from the local list only.
 */
export function ApplicationList({ lines, terms, onEdit, onRemove }: ApplicationListProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const confirm = useConfirm();
  const v = (key: string) => t(`forms.verification.${key}`);
  if (lines.length === 0) return <p className="empty">{v("empty")}</p>;
  return (
    <ScrollRegion label={v("list")}>
      <table className="table" data-testid="application-list">
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
              <td>{index + 1}</td>
              <td>
                {line.device_name}
                {line.about_device && <div className="muted">{line.about_device}</div>}
              </td>
              <td className="num">{line.amount}</td>
              <td className="num">{formatSom(line.cost)}</td>
              <td className="num">{formatSom(priceLine(pricedLine(line), terms).totalWithVat)}</td>
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
