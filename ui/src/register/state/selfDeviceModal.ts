import type { Country, DeviceSummary, Province } from "@portal/domain/catalogue/lookups";
import type { SelfDevice, SelfDeviceInput } from "@portal/domain/register/selfDevice";
import type { MessageKey } from "@portal/domain/shared/message";
import { upsertById } from "../../state/rows";

/** The self-device modal (spec 2.4 and 4). */
export type SelfDeviceModalMode = "add" | "edit";

export interface SelfDeviceForm {
  /** The record being edited; absent when adding. */
  readonly id?: number | undefined;
  readonly device?: DeviceSummary | undefined;
  readonly country?: Country | undefined;
  /** The area where the device is located. */
  readonly province?: Province | undefined;
  /** The device code (k_2), read-only, filled from the chosen device. */
  readonly code: string;
  readonly inspection_date: string;
  readonly next_inspection_date: string;
  /** The serial (factory) number; may be left empty. */
  readonly serial_number: string;
}

export interface SelfDeviceModalState {
  readonly open: boolean;
  readonly mode: SelfDeviceModalMode;
  readonly form: SelfDeviceForm;
  /** Server messages, shown as a red list at the bottom. */
  readonly errors: readonly string[];
  readonly loading: boolean;
}

export interface SelfDeviceLookups {
  readonly devices: readonly DeviceSummary[];
  readonly countries: readonly Country[];
  readonly provinces: readonly Province[];
}

export const emptySelfDeviceForm: SelfDeviceForm = {
  code: "",
  inspection_date: "",
  next_inspection_date: "",
  serial_number: "",
};

/** The modal closed, in add mode, with an empty form and no errors. */
export const closedSelfDeviceModal: SelfDeviceModalState = {
  open: false,
  mode: "add",
  form: emptySelfDeviceForm,
  errors: [],
  loading: false,
};

const byId = <T extends { readonly id: number }>(items: readonly T[], id: number): T | undefined =>
  items.find((item) => item.id === id);

/**
 * Opens the modal: with a record, edit mode, the device, country and province matched by
 * id and the code taken from the matched device (empty when the device is not in the
 * list, so the code never names a device that is not chosen); without one, add mode and
 * an empty form.
 */
export function openSelfDeviceModal(
  record: SelfDevice | undefined,
  lookups: SelfDeviceLookups,
): SelfDeviceModalState {
  if (record === undefined) return { ...closedSelfDeviceModal, open: true };
  const device = byId(lookups.devices, record.device_id);
  return {
    open: true,
    mode: "edit",
    form: {
      id: record.id,
      device,
      country: byId(lookups.countries, record.country_id),
      province: byId(lookups.provinces, record.area_of_use_id),
      code: device?.k_2 ?? "",
      inspection_date: record.inspection_date,
      next_inspection_date: record.next_inspection_date,
      serial_number: record.serial_number ?? "",
    },
    errors: [],
    loading: false,
  };
}

/** Choosing a device copies its k_2 into the code field (spec 4). */
export const chooseSelfDevice = (form: SelfDeviceForm, device: DeviceSummary): SelfDeviceForm => ({
  ...form,
  device,
  code: device.k_2,
});

/** The footer button's catalogue key: 'Saqlash' when adding, 'O`zgartirish' when editing. */
export const footerLabelKey = (mode: SelfDeviceModalMode): Extract<MessageKey, "save" | "change"> =>
  mode === "edit" ? "change" : "save";

/** What the modal sends (POST /self-devices/save or /self-devices/{id}/update). */
export const toSelfDeviceInput = (form: SelfDeviceForm, userId: number | undefined): SelfDeviceInput => ({
  user_id: userId,
  device_id: form.device?.id,
  country_id: form.country?.id,
  area_of_use_id: form.province?.id,
  inspection_date: form.inspection_date === "" ? undefined : form.inspection_date,
  next_inspection_date: form.next_inspection_date === "" ? undefined : form.next_inspection_date,
  serial_number: form.serial_number.trim() === "" ? undefined : form.serial_number.trim(),
});

/** Saving started: the loading flag is set and the old errors go. */
export const selfDeviceSaveStarted = (modal: SelfDeviceModalState): SelfDeviceModalState => ({
  ...modal,
  loading: true,
  errors: [],
});

/** Saving failed: the loading flag resets (spec 4); the modal stays open with the server's messages. */
export const selfDeviceSaveFailed = (
  modal: SelfDeviceModalState,
  errors: readonly string[] = [],
): SelfDeviceModalState => ({ ...modal, loading: false, errors: [...errors] });

/**
 * Saved: the record is added to the list, or replaces the entry with its id; the form and
 * errors are cleared and the modal closes (spec 4).
 */
export const afterSelfDeviceSaved = <R extends { readonly id: number }>(
  list: readonly R[],
  saved: R,
): { readonly list: R[]; readonly modal: SelfDeviceModalState } => ({
  list: upsertById(list, saved),
  modal: closedSelfDeviceModal,
});
