import type { StandardFilter, StandardRecord, StandardRepository, StandardSave } from "@portal/application";
import { serialKey } from "@portal/domain";
import { type DocumentCollection, inserted } from "../document/DocumentCollection";

/** Who holds a standard's key: one standard per type and serial number, decided by a unique index. */
export interface StandardKeyClaim {
  readonly key: string;
  readonly standard_id: number;
}

/**
 * The key of a standard: two of one type with the same serial number, however typed, share
 * it. A space parts the two, as no serial key holds one.
 */
export const standardKey = (standard: Pick<StandardRecord, "type" | "serial_number">): string =>
  `${serialKey(standard.type)} ${serialKey(standard.serial_number)}`;

const VALID_UNTIL = "certificate.valid_until";

/**
 * The lab's reference standards, one document each. A standard's key (its type and serial
 * number) is held by a claim inserted under a unique index, the one write every store makes
 * atomic (FerretDB v1 checks no unique index on a replace as MongoDB does): of two saves of
 * the same key, one claims it. A change of key claims the new one before the standard is
 * replaced and gives the old one back after.
 */
export class DocumentStandardRepository implements StandardRepository {
  constructor(
    private readonly standards: DocumentCollection<StandardRecord>,
    private readonly keys: DocumentCollection<StandardKeyClaim>,
  ) {}

  findById(id: number): Promise<StandardRecord | undefined> {
    return this.standards.findOne({ id });
  }

  findByIds(ids: readonly number[]): Promise<StandardRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.standards.find({ id: { $in: [...new Set(ids)] } }, { sort: { id: 1 } });
  }

  list(filter: StandardFilter): Promise<StandardRecord[]> {
    const validUntil = {
      ...(filter.valid_from === undefined ? {} : { $gte: filter.valid_from }),
      ...(filter.valid_to === undefined ? {} : { $lte: filter.valid_to }),
    };
    const query = {
      ...(filter.branch_ids === undefined ? {} : { branch_id: { $in: [...filter.branch_ids] } }),
      ...(Object.keys(validUntil).length === 0 ? {} : { [VALID_UNTIL]: validUntil }),
    };
    return this.standards.find(query, { sort: { [VALID_UNTIL]: 1, id: 1 } });
  }

  async insert(standard: StandardRecord): Promise<StandardSave> {
    if (!(await this.claim(standardKey(standard), standard.id))) return "taken";
    await this.standards.insertOne(standard);
    return "stored";
  }

  async update(standard: StandardRecord): Promise<StandardSave> {
    const before = await this.standards.findOne({ id: standard.id });
    const key = standardKey(standard);
    const released = before === undefined ? undefined : standardKey(before);
    if (key !== released && !(await this.claim(key, standard.id))) return "taken";
    await this.standards.replaceOne({ id: standard.id }, standard);
    if (released !== undefined && released !== key) {
      await this.keys.deleteOne({ key: released, standard_id: standard.id });
    }
    return "stored";
  }

  listValidUntil(day: string, limit: number, after?: number): Promise<StandardRecord[]> {
    return this.standards.find(
      { [VALID_UNTIL]: day, ...(after === undefined ? {} : { id: { $gt: after } }) },
      { sort: { id: 1 }, limit },
    );
  }

  /**
   * Claims the key for the standard. A claim whose holder now has another key is left over
   * from a change of key that stopped half-way (the process died before giving it back): it is
   * taken over. A holder not stored yet is a save in progress, and keeps it.
   */
  private async claim(key: string, standardId: number): Promise<boolean> {
    if (await inserted(this.keys.insertOne({ key, standard_id: standardId }))) return true;
    const held = await this.keys.findOne({ key });
    if (held === undefined) return inserted(this.keys.insertOne({ key, standard_id: standardId }));
    if (held.standard_id === standardId) return true;
    const holder = await this.standards.findOne({ id: held.standard_id });
    if (holder === undefined || standardKey(holder) === key) return false;
    return this.keys.replaceOne({ key, standard_id: held.standard_id }, { key, standard_id: standardId });
  }
}
