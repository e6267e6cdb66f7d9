import { useTranslation } from "react-i18next";
import { formatTotal } from "../logic/format";
import type { AppealDetail, AppealRow } from "./workApi";

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

/** The saved rows of an appeal, read-only, with their server-computed costs and the total. */
export function AppealRows({ appeal }: { readonly appeal: AppealDetail }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="appeal-rows">
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">{t("forms.name")}</th>
            <th scope="col">{t("work.about")}</th>
            <th scope="col" className="num">
              {t("forms.quantity")}
            </th>
            <th scope="col" className="num">
              {t("forms.cost")}
            </th>
          </tr>
        </thead>
        <tbody>
          {appeal.devices.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: saved rows have no id of their own and never move
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{rowName(row)}</td>
              <td>{text(row.about_device)}</td>
              <td className="num">{text(row.amount)}</td>
              <td className="num">{formatTotal(rowTotal(row))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t("appeals.total")}
            </th>
            <td className="num" data-testid="appeal-total">
              {formatTotal(appeal.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
