import { MAX_POINTS } from "@portal/domain/results/measurement";
import { printedDecimal } from "@portal/domain/shared/decimal";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../components/ScrollRegion";
import { emptyPoint, type PointDraft, type PointPreview } from "./measurementDraft";

type Column = "nominal" | "as_found" | "as_left" | "uncertainty" | "k";
const COLUMNS: readonly Column[] = ["nominal", "as_found", "as_left", "uncertainty", "k"];

/**
 * The measured points of one instrument: a row each, typed as nominal, as found, as left (when
 * adjusted), U and k, with the error and the conformity computed as they are typed. The table
 * scrolls inside its own region on a narrow screen; every input is named by its row and column.
 */
export function PointsTable({
  id,
  points,
  previews,
  unit,
  withConformity,
  onChange,
}: {
  readonly id: string;
  readonly points: readonly PointDraft[];
  readonly previews: readonly PointPreview[];
  readonly unit: string;
  /** An MPE is given: each row says whether it conforms. */
  readonly withConformity: boolean;
  readonly onChange: (points: PointDraft[]) => void;
}) {
  const { t } = useTranslation();
  const suffix = unit.trim() === "" ? "" : `, ${unit.trim()}`;
  const header = (column: Column | "error") =>
    column === "k" ? "k" : `${t(`results.measurement.columns.${column}`)}${suffix}`;
  const change = (at: number, column: Column, value: string) =>
    onChange(points.map((p, i) => (i === at ? { ...p, [column]: value } : p)));
  const caption = t("results.measurement.points");

  return (
    <div className="points">
      <ScrollRegion label={caption} className="table-wrap points__scroll">
        <table className="table table--compact points__table" data-testid={`${id}-points`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {header(column)}
                </th>
              ))}
              <th scope="col">{header("error")}</th>
              {withConformity && <th scope="col">{t("results.measurement.columns.conformity")}</th>}
              <th scope="col">
                <span className="visually-hidden">{t("results.measurement.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => {
              const preview = previews[i] ?? {};
              return (
                <tr key={point.key}>
                  <th scope="row" className="num">
                    {i + 1}
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column}>
                      <input
                        className={`input points__input points__input--${column}`}
                        inputMode="decimal"
                        autoComplete="off"
                        name={`${id}-${column}-${i + 1}`}
                        aria-label={t("results.measurement.cell", { n: i + 1, column: header(column) })}
                        value={point[column]}
                        onChange={(e) => change(i, column, e.target.value)}
                      />
                    </td>
                  ))}
                  <td className="num mono" data-testid={`${id}-error-${i + 1}`}>
                    {preview.error === undefined ? "—" : printedDecimal(preview.error)}
                  </td>
                  {withConformity && (
                    <td data-testid={`${id}-conforms-${i + 1}`}>
                      {preview.conforms === undefined ? (
                        "—"
                      ) : (
                        <span className={`badge ${preview.conforms ? "badge--success" : "badge--danger"}`}>
                          {t(
                            preview.conforms
                              ? "results.measurement.conforms"
                              : "results.measurement.notConforms",
                          )}
                        </span>
                      )}
                    </td>
                  )}
                  <td>
                    <button
                      type="button"
                      className="btn btn--link points__remove"
                      aria-label={t("results.measurement.removePoint", { n: i + 1 })}
                      disabled={points.length === 1}
                      onClick={() => onChange(points.filter((_, j) => j !== i))}
                    >
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="field__hint">{t("results.measurement.pointsHint")}</p>
      <button
        type="button"
        className="btn btn--secondary btn--small points__add"
        data-testid={`${id}-add-point`}
        disabled={points.length >= MAX_POINTS}
        onClick={() => onChange([...points, emptyPoint()])}
      >
        {t("results.measurement.addPoint")}
      </button>
    </div>
  );
}
