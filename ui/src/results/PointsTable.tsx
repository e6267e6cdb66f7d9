import { MAX_POINTS } from "@portal/domain/results/measurement";
import { printedDecimal } from "@portal/domain/shared/decimal";
import { memo, useCallback, useMemo, useRef } from "react";
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
  const headers = useMemo(
    () =>
      COLUMNS.map((column) =>
        column === "k" ? "k" : `${t(`results.measurement.columns.${column}`)}${suffix}`,
      ),
    [t, suffix],
  );
  // The rows' handlers stay the same from render to render, so a row re-renders only when its
  // own point changes: typing into one of 70 points re-rendered all of them at every keystroke.
  const latest = useRef({ points, onChange });
  latest.current = { points, onChange };
  const onCell = useCallback((at: number, column: Column, value: string) => {
    const { points, onChange } = latest.current;
    onChange(points.map((p, i) => (i === at ? { ...p, [column]: value } : p)));
  }, []);
  const onRemove = useCallback((at: number) => {
    const { points, onChange } = latest.current;
    onChange(points.filter((_, i) => i !== at));
  }, []);
  const caption = t("results.measurement.points");

  return (
    <div className="points">
      <ScrollRegion label={caption} className="table-wrap points__scroll">
        <table className="table table--compact points__table" data-testid={`${id}-points`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              {headers.map((text, c) => (
                <th key={COLUMNS[c]} scope="col">
                  {text}
                </th>
              ))}
              <th scope="col">{`${t("results.measurement.columns.error")}${suffix}`}</th>
              {withConformity && <th scope="col">{t("results.measurement.columns.conformity")}</th>}
              <th scope="col">
                <span className="visually-hidden">{t("results.measurement.columns.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <PointRow
                key={point.key}
                id={id}
                at={i}
                point={point}
                error={previews[i]?.error}
                conforms={previews[i]?.conforms}
                withConformity={withConformity}
                headers={headers}
                removable={points.length > 1}
                onCell={onCell}
                onRemove={onRemove}
              />
            ))}
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

/** One point's row: its inputs, named by row and column, its error and its conformity. */
const PointRow = memo(function PointRow({
  id,
  at,
  point,
  error,
  conforms,
  withConformity,
  headers,
  removable,
  onCell,
  onRemove,
}: {
  readonly id: string;
  readonly at: number;
  readonly point: PointDraft;
  readonly error: string | undefined;
  readonly conforms: boolean | undefined;
  readonly withConformity: boolean;
  readonly headers: readonly string[];
  readonly removable: boolean;
  readonly onCell: (at: number, column: Column, value: string) => void;
  readonly onRemove: (at: number) => void;
}) {
  const { t } = useTranslation();
  const n = at + 1;
  return (
    <tr>
      <th scope="row" className="num">
        {n}
      </th>
      {COLUMNS.map((column, c) => (
        <td key={column}>
          <input
            className={`input points__input points__input--${column}`}
            inputMode="decimal"
            autoComplete="off"
            name={`${id}-${column}-${n}`}
            aria-label={t("results.measurement.cell", { n, column: headers[c] })}
            value={point[column]}
            onChange={(e) => onCell(at, column, e.target.value)}
          />
        </td>
      ))}
      <td className="num mono" data-testid={`${id}-error-${n}`}>
        {error === undefined ? "—" : printedDecimal(error)}
      </td>
      {withConformity && (
        <td data-testid={`${id}-conforms-${n}`}>
          {conforms === undefined ? (
            "—"
          ) : (
            <span className={`badge ${conforms ? "badge--success" : "badge--danger"}`}>
              {t(conforms ? "results.measurement.conforms" : "results.measurement.notConforms")}
            </span>
          )}
        </td>
      )}
      <td>
        <button
          type="button"
          className="btn btn--link points__remove"
          aria-label={t("results.measurement.removePoint", { n })}
          disabled={!removable}
          onClick={() => onRemove(at)}
        >
          ×
        </button>
      </td>
    </tr>
  );
});
