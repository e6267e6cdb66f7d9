import type { SelfDeviceInput } from "./selfDevice";
import { type Message, type MessageKey, message } from "../shared/message";
import { type FieldMessages, fieldMessages, isCalendarDate, isMissing, isUnchosen } from "../shared/rules";

export type SelfDeviceField =
  | "device_id"
  | "country_id"
  | "area_of_use_id"
  | "inspection_date"
  | "next_inspection_date";

export interface SelfDeviceContext {
  /** Today as "YYYY-MM-DD"; when given, an inspection date after it is refused. */
  readonly today?: string | undefined;
}

/**
 * The self-device modal (spec 2.4; the server's exact rules: not shown), per field:
 * device, country and area of use chosen; both dates given as real calendar dates;
 * the inspection date not after today (it records an inspection that took place); the
 * next inspection date not before the inspection date (the same day is accepted).
 * Dates are "YYYY-MM-DD", so they compare as text.
 */
export function validateSelfDevice(
  input: SelfDeviceInput,
  context: SelfDeviceContext = {},
): FieldMessages<SelfDeviceField> {
  const inspection = dateMessages(input.inspection_date, "inspectionDateRequired");
  const next = dateMessages(input.next_inspection_date, "nextInspectionDateRequired");
  const bothValid = inspection.length === 0 && next.length === 0;
  const today = context.today;
  return fieldMessages<SelfDeviceField>([
    ["device_id", isUnchosen(input.device_id) ? [message("selfDeviceRequired")] : []],
    ["country_id", isUnchosen(input.country_id) ? [message("countryRequired")] : []],
    ["area_of_use_id", isUnchosen(input.area_of_use_id) ? [message("areaOfUseRequired")] : []],
    [
      "inspection_date",
      inspection.length === 0 && isCalendarDate(today) && dateText(input.inspection_date) > today.trim()
        ? [message("inspectionDateInFuture")]
        : inspection,
    ],
    [
      "next_inspection_date",
      bothValid && dateText(input.next_inspection_date) < dateText(input.inspection_date)
        ? [message("nextInspectionBeforeInspection")]
        : next,
    ],
  ]);
}

const dateText = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function dateMessages(value: unknown, required: MessageKey): Message[] {
  if (isMissing(value)) return [message(required)];
  return isCalendarDate(value) ? [] : [message("dateInvalid")];
}
