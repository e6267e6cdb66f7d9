import type { Measurement } from "@portal/domain/results/measurement";
import type { ReferenceStandard } from "@portal/domain/standards/referenceStandard";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";

const STATE_LABELS = {
  valid: "standardStateValid",
  due: "standardStateDue",
  expired: "standardStateExpired",
} as const;

type Described = Pick<ReferenceStandard, "name" | "type" | "serial_number" | "certificate">;

/**
 * The reference standards a measurement used, chosen among the register's (of the staff's
 * branches), each with its certificate and its state today: an expired one cannot be chosen
 * (it stays shown, disabled, so staff see why it is missing). A correction's standard that
 * the register no longer lists stays chosen until unticked.
 */
export function StandardsChoice({
  id,
  chosen,
  onChange,
  standards,
  recorded,
}: {
  readonly id: string;
  readonly chosen: readonly number[];
  readonly onChange: (ids: number[]) => void;
  /** The register's standards; undefined while they load or when they could not be read. */
  readonly standards: readonly ReferenceStandard[] | undefined;
  readonly recorded: Measurement | undefined;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const listed = standards ?? [];
  const unlisted = (recorded?.standards ?? []).filter(
    (s) => chosen.includes(s.id) && !listed.some((l) => l.id === s.id),
  );
  const toggle = (standardId: number, on: boolean) =>
    onChange(on ? [...chosen, standardId] : chosen.filter((c) => c !== standardId));
  const line = (s: Described) =>
    t("results.measurement.standardLine", {
      name: s.name,
      type: s.type,
      serial: s.serial_number,
      certificate: s.certificate.number,
      date: formatDay(s.certificate.valid_until),
    });

  return (
    <fieldset className="measurement__group measurement__standards" data-testid={`${id}-standards`}>
      <legend>{t("results.measurement.standards")}</legend>
      {standards !== undefined && listed.length === 0 && unlisted.length === 0 && (
        <p className="field__hint">{t("results.measurement.noStandards")}</p>
      )}
      {listed.map((s) => {
        const on = chosen.includes(s.id);
        return (
          <label key={s.id} className="measurement__choice" data-state={s.state}>
            <input
              type="checkbox"
              className="checkbox"
              checked={on}
              disabled={s.state === "expired" && !on}
              onChange={(e) => toggle(s.id, e.target.checked)}
            />
            <span>
              {line(s)}{" "}
              <span className={`badge badge--standard-${s.state}`}>{say(STATE_LABELS[s.state])}</span>
            </span>
          </label>
        );
      })}
      {unlisted.map((s) => (
        <label key={s.id} className="measurement__choice">
          <input type="checkbox" className="checkbox" checked onChange={() => toggle(s.id, false)} />
          <span>{line(s)}</span>
        </label>
      ))}
    </fieldset>
  );
}
