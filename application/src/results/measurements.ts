import {
  decimalText,
  isStandardExpired,
  parseDecimal,
  type Measurement,
  type MeasurementInput,
  type Message,
  measuredPoints,
  message,
  TypeId,
  validateMeasurement,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { personName, type UserRecord } from "../shared";
import { printedDate } from "./certificateView";
import type { ResultsDeps } from "./deps";
import type { Instrument } from "./instruments";

/** A decimal the rules accepted, as stored and signed: "+20,50" is "20.50". */
const canonical = (text: string): string => {
  const value = parseDecimal(text);
  return value ? decimalText(value) : text.trim();
};

export interface MeasurementFacts {
  readonly outcome?: string | undefined;
  readonly work_date?: string | undefined;
  readonly measurement?: MeasurementInput | undefined;
}

/** Whom a result names as its performer or authoriser: the name, and the position of a signer. */
export const labPerson = (user: UserRecord) => ({
  id: user.id,
  name: personName(user).trim() || user.login,
  ...(user.signer ? { position: user.signer.position } : {}),
});

/**
 * The measurement of one instrument's result as it is kept (issue 28), or the messages that
 * refuse it: the domain's rules; only for a measuring row (verification, calibration and the
 * other measuring services), never a conclusion; every standard known and valid on the work
 * day ("a standard past its validity cannot be used", named in the message); the authoriser
 * an enabled staff account allowed to sign; the outcome sent the verdict the points give
 * under the rule, when an MPE was given. The standards and the people are copied as they are
 * now, so a later change to the register does not change an issued certificate.
 */
export async function acceptMeasurement(
  deps: Pick<ResultsDeps, "standards" | "users">,
  instrument: Instrument,
  facts: MeasurementFacts,
  performer: UserRecord,
  today: string,
  /** The day staff recorded its receipt, when they did: kept with the measurement, as the certificate prints it. */
  receivedOn?: string,
): Promise<E.Either<Message[], Measurement | undefined>> {
  const input = facts.measurement;
  const at = { n: instrument.n, k: instrument.instrument };
  if (!input) return E.right(undefined);
  if (instrument.kind !== "measurement") return E.left([message("measurementNotForConclusion", at)]);
  const workDate = (facts.work_date ?? "").trim();
  const problems = validateMeasurement(input, {
    work: instrument.type_id === TypeId.calibration ? "calibration" : "verification",
    ...at,
    workDate,
    today,
  });
  const ids = [...new Set(input.standard_ids)];
  const [standards, authoriser] = await Promise.all([
    deps.standards.findByIds(ids),
    deps.users.findById(input.authoriser_id),
  ]);
  for (const id of ids) {
    const standard = standards.find((s) => s.id === id);
    if (!standard) problems.push(message("measurementStandardUnknown", { ...at, id }));
    else if (isStandardExpired(standard.certificate.valid_until, workDate || today))
      problems.push(
        message("measurementStandardExpired", {
          ...at,
          name: standard.name,
          serial: standard.serial_number,
          date: printedDate(standard.certificate.valid_until),
        }),
      );
  }
  if (!authoriser || authoriser.role !== "staff" || authoriser.disabled || !authoriser.signer)
    problems.push(message("measurementAuthoriserInvalid", at));
  if (problems.length > 0) return E.left(problems);

  const { points, conforms, mpe } = measuredPoints(input);
  const outcome = (facts.outcome ?? "").trim();
  if (conforms !== undefined && outcome !== "" && outcome !== (conforms ? "fit" : "unfit"))
    return E.left([message("measurementVerdictDiffers", at)]);
  const received = receivedOn ?? (input.received_on ?? "").trim();
  return E.right({
    method_id: input.method_id.trim(),
    standards: standards.map((s) => ({
      id: s.id,
      name: s.name,
      type: s.type,
      serial_number: s.serial_number,
      accuracy: s.accuracy,
      certificate: { ...s.certificate },
    })),
    conditions: {
      temperature: canonical(input.conditions.temperature),
      humidity: canonical(input.conditions.humidity),
      pressure: canonical(input.conditions.pressure),
    },
    condition_on_receipt: input.condition_on_receipt.trim(),
    unit: input.unit.trim(),
    points,
    performer: labPerson(performer),
    // Checked above: a signer.
    authoriser: labPerson(authoriser!),
    ...(mpe !== undefined ? { mpe, decision_rule: input.decision_rule ?? "simple" } : {}),
    ...(conforms !== undefined ? { conforms } : {}),
    ...(received ? { received_on: received } : {}),
  });
}
