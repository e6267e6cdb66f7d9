import type { Actor, Result } from "../shared";

export interface SelfDeviceView {
  readonly id: number;
  readonly user_id: number;
  readonly device_id: number;
  readonly country_id: number;
  readonly area_of_use_id: number;
  readonly inspection_date: string;
  readonly next_inspection_date: string;
  readonly soogu_name: string;
  readonly company_name: string;
  readonly tin: string;
  readonly device_name: string;
  readonly country_name: string;
  readonly k_2: string;
  readonly area_of_use_name: string;
}

/** The customer's own devices register. */
export interface RegisterUseCases {
  listSelfDevices(actor: Actor): Result<SelfDeviceView[]>;
  addSelfDevice(actor: Actor, body: unknown): Result<SelfDeviceView>;
  updateSelfDevice(actor: Actor, id: number, body: unknown): Result<SelfDeviceView>;
  deleteSelfDevice(actor: Actor, id: number): Result<void>;
}
