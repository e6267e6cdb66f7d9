import type { SelfDeviceInput, SelfDeviceListItem } from "@portal/domain";
import type { Actor, Result } from "../shared";
import type { OpenApplications } from "./openApplications";
import type { RegisterPageUseCases } from "./registerPage";

/** The customer's own devices register. */
export interface RegisterUseCases extends RegisterPageUseCases, Pick<OpenApplications, "openInstruments"> {
  listSelfDevices(actor: Actor): Result<SelfDeviceListItem[]>;
  addSelfDevice(actor: Actor, input: SelfDeviceInput): Result<SelfDeviceListItem>;
  updateSelfDevice(actor: Actor, id: number, input: SelfDeviceInput): Result<SelfDeviceListItem>;
  deleteSelfDevice(actor: Actor, id: number): Result<void>;
}
