import type {
  RegisterCountRequest,
  RegisterCounts,
  RegisterPageFilter,
  RegisterPageRepository,
  RegisterPageRequest,
  SelfDeviceRecord,
  SelfDeviceRepository,
} from "@portal/application";
import type { DocumentCollection, DocumentFilter } from "../document/DocumentCollection";

export class DocumentSelfDeviceRepository implements SelfDeviceRepository, RegisterPageRepository {
  constructor(private readonly devices: DocumentCollection<SelfDeviceRecord>) {}

  listByUser(userId: number): Promise<SelfDeviceRecord[]> {
    return this.devices.find({ user_id: userId }, { sort: { id: 1 } });
  }

  findById(id: number): Promise<SelfDeviceRecord | undefined> {
    return this.devices.findOne({ id });
  }

  findBySerial(
    userId: number,
    deviceId: number,
    serialNumber: string,
  ): Promise<SelfDeviceRecord | undefined> {
    return this.devices.findOne({ user_id: userId, device_id: deviceId, serial_number: serialNumber });
  }

  listDueOn(day: string, limit: number, afterId?: number): Promise<SelfDeviceRecord[]> {
    const filter =
      afterId === undefined
        ? { next_inspection_date: day }
        : { next_inspection_date: day, id: { $gt: afterId } };
    return this.devices.find(filter, { sort: { id: 1 }, limit });
  }

  insert(device: SelfDeviceRecord): Promise<void> {
    return this.devices.insertOne(device);
  }

  async replace(device: SelfDeviceRecord): Promise<void> {
    await this.devices.replaceOne({ id: device.id }, device);
  }

  delete(id: number): Promise<boolean> {
    return this.devices.deleteOne({ id });
  }

  /**
   * A page by next inspection date then id: the owner's equality, the date's range and the
   * order are all on the index {user_id, next_inspection_date, id}; the cursor is a range
   * on the date (from the last date shown) and an id bound on the same date.
   */
  page(filter: RegisterPageFilter, request: RegisterPageRequest): Promise<SelfDeviceRecord[]> {
    const direction = request.descending ? -1 : 1;
    const parts: DocumentFilter[] = [pageQuery(filter)];
    const after = request.after;
    if (after) {
      const past = request.descending ? "$lt" : "$gt";
      const onOrPast = request.descending ? "$lte" : "$gte";
      parts.push({ next_inspection_date: { [onOrPast]: after.date } });
      parts.push({
        $or: [
          { next_inspection_date: { [past]: after.date } },
          { next_inspection_date: after.date, id: { [past]: after.id } },
        ],
      });
    }
    return this.devices.find(parts.length === 1 ? (parts[0] as DocumentFilter) : { $and: parts }, {
      sort: { next_inspection_date: direction, id: direction },
      limit: request.limit,
    });
  }

  async counts(request: RegisterCountRequest): Promise<RegisterCounts> {
    const owner = { user_id: request.userId };
    const ranges: DocumentFilter[] = [];
    request.bounds.forEach((bound, i) => {
      const below = request.bounds[i - 1];
      ranges.push({
        next_inspection_date: below === undefined ? { $lte: bound } : { $gt: below, $lte: bound },
      });
    });
    const last = request.bounds[request.bounds.length - 1];
    ranges.push(last === undefined ? {} : { next_inspection_date: { $gt: last } });
    const [unfit, ...counts] = await Promise.all([
      this.devices.countDocuments({ ...owner, unfit: true }),
      ...ranges.map((range) => this.devices.countDocuments({ ...owner, ...range, unfit: { $ne: true } })),
    ]);
    return { unfit: unfit ?? 0, ranges: counts };
  }

  withSerials(userId: number): Promise<SelfDeviceRecord[]> {
    return this.devices.find({ user_id: userId, serial_number: { $gt: "" } }, { sort: { id: 1 } });
  }

  async saveMany(
    entries: readonly { readonly record: SelfDeviceRecord; readonly isNew: boolean }[],
  ): Promise<void> {
    // Written in groups at once: the embedded store appends a group in one write.
    const GROUP = 200;
    for (let at = 0; at < entries.length; at += GROUP) {
      await Promise.all(
        entries
          .slice(at, at + GROUP)
          .map(({ record, isNew }) => (isNew ? this.insert(record) : this.replace(record))),
      );
    }
  }

  findMany(userId: number, ids: readonly number[]): Promise<SelfDeviceRecord[]> {
    return this.devices.find({ user_id: userId, id: { $in: [...ids] } }, { sort: { id: 1 } });
  }
}

/** The filters of a register page as a query; the owner always first. */
function pageQuery(filter: RegisterPageFilter): DocumentFilter {
  const query: Record<string, unknown> = { user_id: filter.userId };
  if (filter.dateFrom !== undefined || filter.dateTo !== undefined) {
    query["next_inspection_date"] = {
      ...(filter.dateFrom === undefined ? {} : { $gte: filter.dateFrom }),
      ...(filter.dateTo === undefined ? {} : { $lte: filter.dateTo }),
    };
  }
  if (filter.unfit === true) query["unfit"] = true;
  if (filter.unfit === false) query["unfit"] = { $ne: true };
  if (filter.areaId !== undefined) query["area_of_use_id"] = filter.areaId;
  if (filter.deviceId !== undefined) query["device_id"] = filter.deviceId;
  if (filter.search) {
    query["$or"] = [
      { device_id: { $in: [...filter.search.deviceIds] } },
      { serial_number: { $regex: new RegExp(filter.search.serial, "i") } },
    ];
  }
  return query;
}
