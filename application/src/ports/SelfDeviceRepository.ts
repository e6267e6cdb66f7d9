import type { SelfDeviceRecord } from "./records";

export interface SelfDeviceRepository {
  listByUser(userId: number): Promise<SelfDeviceRecord[]>;
  findById(id: number): Promise<SelfDeviceRecord | undefined>;
  insert(device: SelfDeviceRecord): Promise<void>;
  replace(device: SelfDeviceRecord): Promise<void>;
  delete(id: number): Promise<boolean>;
}
