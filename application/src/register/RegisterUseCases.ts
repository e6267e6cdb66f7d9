import type { Actor, Result } from "../shared";
import type { RegisterPageUseCases } from "./registerPage";
import type { SelfDeviceView } from "./selfDeviceView";

export type { SelfDeviceView };

/** The customer's own devices register. */
export interface RegisterUseCases extends RegisterPageUseCases {
  listSelfDevices(actor: Actor): Result<SelfDeviceView[]>;
  addSelfDevice(actor: Actor, body: unknown): Result<SelfDeviceView>;
  updateSelfDevice(actor: Actor, id: number, body: unknown): Result<SelfDeviceView>;
  deleteSelfDevice(actor: Actor, id: number): Result<void>;
}
