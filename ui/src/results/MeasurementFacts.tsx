import { ScrollRegion } from "../components/ScrollRegion";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";
import { Fact } from "./Fact";
import type { PublicMeasurement } from "@portal/domain/results/publicCertificate";
import { printedDecimal } from "@portal/domain/shared/decimal";

/** The points table's columns as the certificate names them: №, nominal, as found, as left, error, U (k), conformity. */
const AS_LEFT = 3;
const CONFORMITY = 6;

/** The measurement's facts in the certificate's list: the method, the conditions, who authorised it. */
export function MeasurementTerms({ measurement: m }: { readonly measurement: PublicMeasurement }) {
  const { say, lang } = useDomainText();
  return (
    <>
      <Fact term={say("certMethod")} testId="check-method">
        {m.method.code ? `${m.method.code} «${m.method.title}»` : m.method.title}
      </Fact>
      <Fact term={say("certTemperature")}>{printedDecimal(m.conditions.temperature)} °C</Fact>
      <Fact term={say("certHumidity")}>{printedDecimal(m.conditions.humidity)} %</Fact>
      <Fact term={say("certPressure")}>
        {printedDecimal(m.conditions.pressure)} {lang === "ru" ? "кПа" : "kPa"}
      </Fact>
      <Fact term={say("certAuthorisedBy")}>
        {m.authoriser.name}
        {m.authoriser.position ? `, ${m.authoriser.position}` : ""}
      </Fact>
    </>
  );
}

/**
 * The rest of a certificate's measurement, in the certificate's own words (the catalogue's):
 * the reference standards with their certificates (the traceability); the points with their
 * expanded uncertainty, the unit in the headers; and the conformity statement: the maximum
 * permissible error, the decision rule in words and the verdict. The points scroll sideways
 * in their own box, never the page.
 */
export function MeasurementFacts({ measurement: m }: { readonly measurement: PublicMeasurement }) {
  const { say } = useDomainText();
  const adjusted = m.points.some((point) => point.as_left !== undefined);
  const judged = m.mpe !== undefined;
  const shown = (column: number) => (column !== AS_LEFT || adjusted) && (column !== CONFORMITY || judged);
  const columns = say("certPointColumns", { unit: m.unit.replaceAll("|", "/") }).split("|");
  return (
    <div className="check-measurement" data-testid="check-measurement">
      <h3 className="check-subtitle">{say("certSectionStandards")}</h3>
      <ul className="check-standards" data-testid="check-standards">
        {m.standards.map((standard) => (
          <li key={`${standard.serial_number}-${standard.certificate.number}`}>
            <strong>{standard.name}</strong> ({standard.type}),{" "}
            <span className="mono">{standard.serial_number}</span>, {standard.accuracy};{" "}
            {say("certNumber", { number: standard.certificate.number })}, {standard.certificate.issuer},{" "}
            {formatDay(standard.certificate.valid_until)}
          </li>
        ))}
      </ul>
      <p className="check-note">{say("certTraceability")}</p>

      <h3 className="check-subtitle">{say("certSectionResults")}</h3>
      <ScrollRegion label={say("certSectionResults")} className="table-wrap check-points">
        <table className="table table--compact table--points" data-testid="check-points">
          <thead>
            <tr>
              {columns.map((column, i) =>
                shown(i) ? (
                  <th
                    key={column}
                    scope="col"
                    className={`check-points__head${i < CONFORMITY ? " num" : ""}`}
                  >
                    {column}
                  </th>
                ) : null,
              )}
            </tr>
          </thead>
          <tbody>
            {m.points.map((point, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the points are shown in their recorded order, never reordered
              <tr key={i}>
                <td className="num">{i + 1}</td>
                <td className="num">{printedDecimal(point.nominal)}</td>
                <td className="num">{printedDecimal(point.as_found)}</td>
                {adjusted && <td className="num">{point.as_left ? printedDecimal(point.as_left) : "—"}</td>}
                <td className="num">{printedDecimal(point.error)}</td>
                <td className="num">
                  {printedDecimal(point.uncertainty)} ({printedDecimal(point.k)})
                </td>
                {judged && (
                  <td>
                    {point.conforms === undefined
                      ? "—"
                      : say(point.conforms ? "certConforms" : "certNotConforms")}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="check-note">{say("certUncertaintyNote")}</p>

      <h3 className="check-subtitle">{say("certSectionConformity")}</h3>
      {m.mpe ? (
        <>
          <p>{say("certMpe", { mpe: printedDecimal(m.mpe), unit: m.unit })}</p>
          <p>{say(m.decision_rule === "guarded" ? "certRuleGuarded" : "certRuleSimple")}</p>
          {m.conforms !== undefined && (
            <p
              className={`check-verdict ${m.conforms ? "check-verdict--fit" : "check-verdict--unfit"}`}
              data-testid="check-verdict"
            >
              {say(m.conforms ? "certVerdictFit" : "certVerdictUnfit")}
            </p>
          )}
        </>
      ) : (
        <p>{say("certCalibrationNoVerdict")}</p>
      )}
    </div>
  );
}
