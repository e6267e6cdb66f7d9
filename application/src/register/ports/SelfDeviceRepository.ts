export interface SelfDeviceRecord {
  readonly id: number;
  readonly user_id: number;
  readonly device_id: number;
  readonly country_id: number;
  readonly area_of_use_id: number;
  readonly inspection_date: string;
  readonly next_inspection_date: string;
}

export interface SelfDeviceRepository {
  listByUser(userId: number): Promise<SelfDeviceRecord[]>;
  findById(id: number): Promise<SelfDeviceRecord | undefined>;
  insert(device: SelfDeviceRecord): Promise<void>;
  replace(device: SelfDeviceRecord): Promise<void>;
  delete(id: number): Promise<boolean>;
}
