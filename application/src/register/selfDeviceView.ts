import type { SelfDeviceRecord } from "./ports/SelfDeviceRepository";

/** A register entry as the customer reads it: the record with its owner's and catalogue names. */
export interface SelfDeviceView extends SelfDeviceRecord {
  readonly soogu_name: string;
  readonly company_name: string;
  readonly tin: string;
  readonly device_name: string;
  readonly country_name: string;
  readonly k_2: string;
  readonly area_of_use_name: string;
}
