import { PROVIDER_DEVICE_TYPES } from "../shared/constants";
import type { ProviderRow } from "./providerRow";
import { type Message, type MessageKey, message, rowMessage } from "../shared/message";
import { isMissing, rowAmountMessages, when } from "../shared/rules";

export interface ProviderAppealContext {
  readonly corporate: boolean;
  /** The chosen bank requisite; absent when none is chosen. */
  readonly requisite?: { readonly email?: string | null | undefined } | undefined;
  readonly offerAccepted: boolean;
}

/** The required text fields of a provider row, in the form's column order (spec 2.8). */
const REQUIRED_TEXT: ReadonlyArray<readonly [keyof ProviderRow, MessageKey]> = [
  ["mtd_name", "providerMtdNameRequired"],
  ["laboratory_name", "providerLaboratoryNameRequired"],
  ["laboratory_director_name", "providerLaboratoryDirectorRequired"],
  ["laboratory_address", "providerLaboratoryAddressRequired"],
  ["measurement_size", "providerMeasurementSizeRequired"],
  ["method", "providerMethodRequired"],
  ["applied_devices", "providerAppliedDevicesRequired"],
  // Spec 5: "recognition test and provider rows: about_device also required".
  ["about_device", "aboutDeviceRequired"],
];

/**
 * Sending the proficiency-testing provider form (spec 5). Order: requisites (or, when one
 * is chosen, its email), offer, devicesRequired when there is no row, then each row in turn:
 * device type (4 or 7), method name, laboratory name, director, address, measurement size,
 * method, applied devices, about_device, amount. The spec gives the amount no rule; it is
 * bounded as every form's rows are (1 to 1000, left empty the default 1; issue 19).
 */
export function validateProviderAppeal(
  input: { readonly devices: readonly ProviderRow[] },
  context: ProviderAppealContext,
): Message[] {
  return [
    ...requisiteMessages(context),
    ...when(!context.offerAccepted, message("offerRequired")),
    ...when(input.devices.length === 0, message("devicesRequired")),
    ...input.devices.flatMap((row, i) => rowMessages(row, i + 1)),
  ];
}

function requisiteMessages(context: ProviderAppealContext): Message[] {
  if (!context.corporate) return [];
  if (!context.requisite) return [message("requisitesRequired")];
  return when(isMissing(context.requisite.email), message("requisiteEmailRequired"));
}

const isProviderDeviceType = (value: unknown): boolean =>
  (PROVIDER_DEVICE_TYPES as readonly unknown[]).includes(value);

function rowMessages(row: ProviderRow, n: number): Message[] {
  return [
    ...when(!isProviderDeviceType(row.device_type_id), rowMessage("providerDeviceTypeRequired", n)),
    ...REQUIRED_TEXT.flatMap(([field, key]) => when(isMissing(row[field]), rowMessage(key, n))),
    ...rowAmountMessages(row.amount, n),
  ];
}
