import { billedRow, exemptionOf } from "@portal/domain/appeals/appealExemption";
import { toDecimalString } from "@portal/domain/shared/money";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../components/DataTable";
import { useDomainText } from "../../i18n/useDomainText";
import type { AppealDetail, AppealRow } from "../appealsApi";

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** A row's own name: the device's name, a comment appeal's description, else its catalogue id. */
export const rowName = (row: AppealRow): string =>
  text(row.name) ||
  text(row.device_name) ||
  text(row.comment) ||
  (row.device_id === undefined ? "" : `#${text(row.device_id)}`);

/** A row's line total as the server priced it (verification lines carry VAT in `total`). */
export const rowTotal = (row: AppealRow): string => text(row.total) || text(row.cost) || "0";

/** A row's line total as the appeal bills it: a confirmed exemption takes off the VAT, or all of it. */
const billedRowTotal = (appeal: AppealDetail, row: AppealRow): string => {
  const exemption = exemptionOf(appeal);
  return exemption ? toDecimalString(billedRow(row, exemption).total) : rowTotal(row);
};

/** The saved rows of an appeal, read-only, with their server-computed costs and the total. */
export function AppealRows({ appeal }: { readonly appeal: AppealDetail }) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const columns: DataColumn<AppealRow>[] = [
    { header: "№", cell: (_, i) => i + 1 },
    { header: t("forms.name"), cell: rowName },
    { header: t("work.about"), cell: (row) => text(row.about_device) },
    { header: t("forms.quantity"), className: "num", cell: (row) => text(row.amount) },
    { header: t("forms.cost"), className: "num", cell: (row) => money(billedRowTotal(appeal, row)) },
  ];
  return (
    <DataTable
      items={appeal.devices}
      columns={columns}
      // Saved rows have no id of their own and never move.
      rowKey={(_, i) => i}
      testId="appeal-rows"
      footer={
        <tr>
          <th scope="row" colSpan={4}>
            {t("appeals.total")}
          </th>
          <td className="num" data-testid="appeal-total">
            {money(appeal.total)}
          </td>
        </tr>
      }
    />
  );
}
