import type { Device, Section, ServiceType } from "@portal/domain/catalogue/lookups";
import { VERIFICATION_LINE_DEFAULTS, type VerificationLine } from "@portal/domain/appeals/verificationLine";
import { type Message, message } from "@portal/domain/shared/message";
import { type Money, ZERO } from "@portal/domain/shared/money";

/**
 * One device line of the verification / calibration form as the UI holds it (spec 2.7
 * and 3): the payload fields plus the chosen type, section and device objects and the
 * specification text shown to the user. The cost is always present (0 until a device is
 * chosen).
 */
export interface VerificationLineState extends Readonly<Omit<VerificationLine, "cost">> {
  readonly cost: Money;
  readonly type?: ServiceType | undefined;
  /** Offline mode only (spec 2.7). */
  readonly section?: Section | undefined;
  readonly device?: Device | undefined;
  /** The chosen device's specification, shown on the line. */
  readonly spetsifikatsiya?: string | undefined;
}

/** A new line: amount 1, check_in ticked, check_out not, cost 0 (spec 3 defaults). */
export const blankVerificationLine = (): VerificationLineState => ({
  ...VERIFICATION_LINE_DEFAULTS,
  cost: ZERO,
  about_device: "",
});

const withoutDevice = (line: VerificationLineState): VerificationLineState => ({
  ...line,
  cost: ZERO,
  device: undefined,
  device_id: undefined,
  device_name: undefined,
  spetsifikatsiya: undefined,
});

/**
 * Choosing a service type: resets the cost to 0, clears the device and sets the type
 * (spec 4). A section already chosen is kept: the spec then loads devices by type and
 * section. What to load next: `deviceListRequest` and `sectionListRequest`.
 */
export const chooseServiceType = (
  line: VerificationLineState,
  type: ServiceType | undefined,
): VerificationLineState => ({
  ...withoutDevice(line),
  type,
  type_id: type?.id,
});

/** Which device list a line needs (GET devices-from-type or devices-from-type-section). */
export type DeviceListRequest =
  | { readonly by: "type"; readonly typeId: number }
  | { readonly by: "typeAndSection"; readonly typeId: number; readonly sectionId: number };

/** By type, or by type and section when a section is chosen; nothing without a type. */
export function deviceListRequest(line: VerificationLineState): DeviceListRequest | undefined {
  if (line.type_id === undefined) return undefined;
  return line.section_id === undefined
    ? { by: "type", typeId: line.type_id }
    : { by: "typeAndSection", typeId: line.type_id, sectionId: line.section_id };
}

/** The type whose sections to load after a type is chosen: offline mode only (spec 4). */
export const sectionListRequest = (
  line: VerificationLineState,
  options: { readonly offline: boolean },
): number | undefined => (options.offline ? line.type_id : undefined);

/** A section choice: the new line and the device list to reload, if any. */
export interface SectionChoice {
  readonly line: VerificationLineState;
  /** Set only when the appeal's branch_id is 1 and the line has a type (spec 4). */
  readonly reloadDevices: DeviceListRequest | undefined;
}

/**
 * Sets the section (object, section_id and section_name). Devices reload by type and
 * section only when the appeal's branch_id is 1; the device stays chosen until the
 * reloaded list says otherwise (`reconcileDevice`).
 */
export function chooseSection(
  line: VerificationLineState,
  section: Section | undefined,
  branchId: number | undefined,
): SectionChoice {
  const next: VerificationLineState = {
    ...line,
    section,
    section_id: section?.id,
    section_name: section?.name,
  };
  return { line: next, reloadDevices: branchId === 1 ? deviceListRequest(next) : undefined };
}

/** A device choice: the new line and what the UI tells the user. */
export interface DeviceChoice {
  readonly line: VerificationLineState;
  /** The device is checked on site (its check_out is 1). */
  readonly onSite: boolean;
  /** The error toast to show (catalogue checkOutWarning), when on site. */
  readonly warning: Message | undefined;
}

/**
 * Choosing a device copies its id, name, cost and specification to the line (spec 4).
 * An on-site device (check_out = 1) brings the warning toast and the line's red
 * 'Borib tekshiriladi' (`onSiteLabel`). The line's own check_in / check_out boxes are
 * left to the user. No device (the select cleared) clears the device and the cost.
 */
export function chooseDevice(line: VerificationLineState, device: Device | undefined): DeviceChoice {
  if (device === undefined) return { line: withoutDevice(line), onSite: false, warning: undefined };
  const onSite = device.check_out === 1;
  return {
    line: {
      ...line,
      device,
      device_id: device.id,
      device_name: device.name,
      cost: device.cost,
      spetsifikatsiya: device.spetsifikatsiya,
    },
    onSite,
    warning: onSite ? message("checkOutWarning") : undefined,
  };
}

/** The red text of a line whose device is checked on site (catalogue checkedOnSite). */
export const onSiteLabel = (line: VerificationLineState): Message | undefined =>
  line.device?.check_out === 1 ? message("checkedOnSite") : undefined;

/**
 * After the device list reloads, the selected device is replaced by the entry with the
 * same id (spec 4), and its cost and specification are taken again from that entry (the
 * catalogue price is the one the server uses). When the list no longer has it, the device
 * is cleared and the cost is 0, as after choosing a type. No toast is shown here.
 */
export function reconcileDevice(
  line: VerificationLineState,
  reloaded: readonly Device[],
): VerificationLineState {
  const selectedId = line.device?.id ?? line.device_id;
  if (selectedId === undefined) return line;
  const fresh = reloaded.find((device) => device.id === selectedId);
  return fresh === undefined ? withoutDevice(line) : chooseDevice(line, fresh).line;
}
