import type { SelfDeviceInput, SelfDeviceListItem } from "@portal/domain";
import type { Actor, Result } from "../shared";
import type { RegisterPageUseCases } from "./registerPage";

/** The customer's own devices register. */
export interface RegisterUseCases extends RegisterPageUseCases {
  listSelfDevices(actor: Actor): Result<SelfDeviceListItem[]>;
  addSelfDevice(actor: Actor, input: SelfDeviceInput): Result<SelfDeviceListItem>;
  updateSelfDevice(actor: Actor, id: number, input: SelfDeviceInput): Result<SelfDeviceListItem>;
  deleteSelfDevice(actor: Actor, id: number): Result<void>;
}
