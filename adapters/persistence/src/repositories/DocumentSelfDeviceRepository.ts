import type { SelfDeviceRecord, SelfDeviceRepository } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";

export class DocumentSelfDeviceRepository implements SelfDeviceRepository {
  constructor(private readonly devices: DocumentCollection<SelfDeviceRecord>) {}

  listByUser(userId: number): Promise<SelfDeviceRecord[]> {
    return this.devices.find({ user_id: userId }, { sort: { id: 1 } });
  }

  findById(id: number): Promise<SelfDeviceRecord | undefined> {
    return this.devices.findOne({ id });
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
}
