import type {
  RegisterCountRequest,
  RegisterCounts,
  RegisterPageFilter,
  RegisterPageRepository,
  RegisterPageRequest,
  SelfDeviceRecord,
  SelfDeviceRepository,
} from "@portal/application";
import type { DocumentSelfDeviceRepository } from "./DocumentSelfDeviceRepository";

/** Before `b` in the register's order: next inspection date, then id. */
const before = (a: SelfDeviceRecord, date: string, id: number) =>
  a.next_inspection_date < date || (a.next_inspection_date === date && a.id < id);

/** The first position whose entry is not before (date, id). */
function lowerBound(list: readonly SelfDeviceRecord[], date: string, id: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(list[mid] as SelfDeviceRecord, date, id)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** One customer's entries in the register's order, and the unfit ones apart. */
class UserEntries {
  constructor(
    readonly all: SelfDeviceRecord[],
    readonly unfit: SelfDeviceRecord[],
  ) {}

  static of(records: SelfDeviceRecord[]): UserEntries {
    const sorted = [...records].sort((a, b) =>
      a.next_inspection_date < b.next_inspection_date
        ? -1
        : a.next_inspection_date > b.next_inspection_date
          ? 1
          : a.id - b.id,
    );
    return new UserEntries(
      sorted,
      sorted.filter((r) => r.unfit === true),
    );
  }

  put(record: SelfDeviceRecord): void {
    this.remove(record.id);
    for (const list of record.unfit === true ? [this.all, this.unfit] : [this.all])
      list.splice(lowerBound(list, record.next_inspection_date, record.id), 0, record);
  }

  remove(id: number): void {
    for (const list of [this.all, this.unfit]) {
      const at = list.findIndex((r) => r.id === id);
      if (at >= 0) list.splice(at, 1);
    }
  }
}

const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * The register on the embedded profile, whose store is this process's own: each customer's
 * entries kept in memory in the register's order once read (at most `maxUsers` customers, the
 * least recently read dropped), so a page is a binary search and a walk, and the counts by
 * state are binary searches, however large the register. Every write goes through here and
 * keeps the order; anything else passes through to the document repository.
 */
export class IndexedSelfDeviceRepository implements SelfDeviceRepository, RegisterPageRepository {
  private readonly users = new Map<number, UserEntries>();
  private readonly loading = new Map<number, Promise<UserEntries>>();

  constructor(
    private readonly inner: DocumentSelfDeviceRepository,
    private readonly maxUsers = 500,
  ) {}

  private async entries(userId: number): Promise<UserEntries> {
    const known = this.users.get(userId);
    if (known) {
      this.users.delete(userId);
      this.users.set(userId, known);
      return known;
    }
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = this.inner.listByUser(userId).then((records) => {
        const entries = UserEntries.of(records);
        // A write that came meanwhile dropped the pending load: keep this one only if still wanted.
        if (this.loading.get(userId) === pending) {
          this.users.set(userId, entries);
          this.loading.delete(userId);
          while (this.users.size > this.maxUsers) {
            const oldest = this.users.keys().next().value;
            if (oldest === undefined) break;
            this.users.delete(oldest);
          }
        }
        return entries;
      });
      this.loading.set(userId, pending);
    }
    return pending;
  }

  /** After a write: the user's order changed; a load in flight may have missed it. */
  private forget(userId: number): void {
    this.users.delete(userId);
    this.loading.delete(userId);
  }

  listByUser(userId: number) {
    return this.inner.listByUser(userId);
  }

  /** The reminder run's scan across customers: the document repository's, on its date index. */
  listDueOn(day: string, limit: number, afterId?: number) {
    return this.inner.listDueOn(day, limit, afterId);
  }

  findById(id: number) {
    return this.inner.findById(id);
  }

  findBySerial(userId: number, deviceId: number, serialNumber: string) {
    return this.inner.findBySerial(userId, deviceId, serialNumber);
  }

  withSerials(userId: number) {
    return this.inner.withSerials(userId);
  }

  findMany(userId: number, ids: readonly number[]) {
    return this.inner.findMany(userId, ids);
  }

  async insert(device: SelfDeviceRecord): Promise<void> {
    await this.inner.insert(device);
    this.loading.delete(device.user_id);
    this.users.get(device.user_id)?.put(device);
  }

  async replace(device: SelfDeviceRecord): Promise<void> {
    await this.inner.replace(device);
    this.loading.delete(device.user_id);
    this.users.get(device.user_id)?.put(device);
  }

  async delete(id: number): Promise<boolean> {
    const record = await this.inner.findById(id);
    const removed = await this.inner.delete(id);
    if (record) {
      this.loading.delete(record.user_id);
      this.users.get(record.user_id)?.remove(id);
    }
    return removed;
  }

  async saveMany(
    entries: readonly { readonly record: SelfDeviceRecord; readonly isNew: boolean }[],
  ): Promise<void> {
    try {
      await this.inner.saveMany(entries);
    } finally {
      for (const user of new Set(entries.map((e) => e.record.user_id))) this.forget(user);
    }
  }

  async page(filter: RegisterPageFilter, request: RegisterPageRequest): Promise<SelfDeviceRecord[]> {
    const { all } = await this.entries(filter.userId);
    const from = filter.dateFrom === undefined ? 0 : lowerBound(all, filter.dateFrom, 0);
    const to = filter.dateTo === undefined ? all.length : lowerBound(all, `${filter.dateTo}\u0000`, 0);
    const serial = filter.search ? new RegExp(filter.search.serial, "i") : undefined;
    const devices = filter.search ? new Set(filter.search.deviceIds) : undefined;
    const keep = (r: SelfDeviceRecord) =>
      (filter.unfit === undefined || (r.unfit === true) === filter.unfit) &&
      (filter.areaId === undefined || r.area_of_use_id === filter.areaId) &&
      (filter.deviceId === undefined || r.device_id === filter.deviceId) &&
      (!devices ||
        devices.has(r.device_id) ||
        (r.serial_number !== undefined && serial?.test(r.serial_number) === true));
    const found: SelfDeviceRecord[] = [];
    const after = request.after;
    if (request.descending) {
      const start = after ? Math.min(to, lowerBound(all, after.date, after.id)) : to;
      for (let at = start - 1; at >= from && found.length < request.limit; at--) {
        const r = all[at] as SelfDeviceRecord;
        if (keep(r)) found.push(r);
      }
    } else {
      const start = after ? Math.max(from, lowerBound(all, after.date, after.id + 1)) : from;
      for (let at = start; at < to && found.length < request.limit; at++) {
        const r = all[at] as SelfDeviceRecord;
        if (keep(r)) found.push(r);
      }
    }
    return found;
  }

  async counts(request: RegisterCountRequest): Promise<RegisterCounts> {
    const { all, unfit } = await this.entries(request.userId);
    // Positions past each bound (inclusive): a range is the difference of two.
    const cuts = (list: readonly SelfDeviceRecord[]) => [
      0,
      ...request.bounds.map((bound) => lowerBound(list, bound, MAX_ID)),
      list.length,
    ];
    const every = cuts(all);
    const bad = cuts(unfit);
    const ranges = request.bounds.length + 1;
    return {
      unfit: unfit.length,
      ranges: Array.from(
        { length: ranges },
        (_, i) =>
          (every[i + 1] as number) - (every[i] as number) - ((bad[i + 1] as number) - (bad[i] as number)),
      ),
    };
  }
}
