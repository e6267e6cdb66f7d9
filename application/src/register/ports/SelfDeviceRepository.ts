export interface SelfDeviceRecord {
  readonly id: number;
  readonly user_id: number;
  readonly device_id: number;
  readonly country_id: number;
  readonly area_of_use_id: number;
  readonly inspection_date: string;
  readonly next_inspection_date: string;
  /** The serial (factory) number; entries typed by hand may have none. */
  readonly serial_number?: string;
  /** Set by a result of the work that found the instrument unfit; a fit result clears it. */
  readonly unfit?: boolean;
  /** The certificate of the last result recorded for this instrument; `revoked_at` once it is revoked. */
  readonly last_certificate?: {
    readonly number: string;
    readonly appeal_id: number;
    readonly revoked_at?: string;
  };
}

export interface SelfDeviceRepository {
  listByUser(userId: number): Promise<SelfDeviceRecord[]>;
  findById(id: number): Promise<SelfDeviceRecord | undefined>;
  /** The owner's entry of this catalogue device with this serial number, if any. */
  findBySerial(userId: number, deviceId: number, serialNumber: string): Promise<SelfDeviceRecord | undefined>;
  /**
   * Every customer's entries whose next inspection date is this day, by id, past `afterId`
   * (keyset paging for the daily reminder run over all customers).
   */
  listDueOn(day: string, limit: number, afterId?: number): Promise<SelfDeviceRecord[]>;
  insert(device: SelfDeviceRecord): Promise<void>;
  replace(device: SelfDeviceRecord): Promise<void>;
  delete(id: number): Promise<boolean>;
}

/**
 * One page of a customer's register, ordered by next inspection date then id. Every bound
 * is optional; `dateFrom` and `dateTo` are inclusive; `unfit` true keeps only unfit entries,
 * false only the others. `search` keeps entries of these catalogue devices or whose serial
 * number contains the text (case-insensitive).
 */
export interface RegisterPageFilter {
  readonly userId: number;
  readonly unfit?: boolean;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly areaId?: number;
  readonly deviceId?: number;
  readonly search?: { readonly deviceIds: readonly number[]; readonly serial: string };
}

export interface RegisterPageRequest {
  readonly descending: boolean;
  /** Past this entry in the page's order. */
  readonly after?: { readonly date: string; readonly id: number };
  readonly limit: number;
}

/** The entries of a customer in each range of next inspection dates, the unfit ones apart. */
export interface RegisterCountRequest {
  readonly userId: number;
  /** Inclusive upper bounds of consecutive date ranges; the last range is open. */
  readonly bounds: readonly string[];
}

export interface RegisterCounts {
  readonly unfit: number;
  /** One count per range: below bounds[0], up to bounds[1], ..., above the last bound (bounds.length + 1 counts). */
  readonly ranges: readonly number[];
}

/** The register's page, counts and bulk writes (issue 15). */
export interface RegisterPageRepository {
  page(filter: RegisterPageFilter, request: RegisterPageRequest): Promise<SelfDeviceRecord[]>;
  counts(request: RegisterCountRequest): Promise<RegisterCounts>;
  /** The customer's entries that have a serial number, keyed by device id and serial. */
  withSerials(userId: number): Promise<SelfDeviceRecord[]>;
  /** Stores these entries: new ones inserted, existing ids replaced. */
  saveMany(entries: readonly { readonly record: SelfDeviceRecord; readonly isNew: boolean }[]): Promise<void>;
  /** These entries of the customer, those that exist. */
  findMany(userId: number, ids: readonly number[]): Promise<SelfDeviceRecord[]>;
}
