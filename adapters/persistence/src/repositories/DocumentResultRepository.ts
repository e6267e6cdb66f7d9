import type { InstrumentResultRecord, ResultRepository } from "@portal/application";
import { serialKey } from "@portal/domain";
import { type DocumentCollection, inserted } from "../document/DocumentCollection";

/** How many older result versions one query of the start's keying takes. */
const KEYING_BATCH = 500;

/** A certificate number ever issued: kept for good, so none is issued twice. */
export interface CertificateNumberClaim {
  readonly number: string;
}

/**
 * Results of the work, one document per version. The unique index on (appeal, row,
 * instrument, version) decides which of two writes of the same version wins; the unique
 * index on the claimed numbers keeps a certificate number from being issued twice.
 */
export class DocumentResultRepository implements ResultRepository {
  constructor(
    private readonly results: DocumentCollection<InstrumentResultRecord>,
    private readonly numbers: DocumentCollection<CertificateNumberClaim>,
  ) {}

  insert(record: InstrumentResultRecord): Promise<boolean> {
    return inserted(this.results.insertOne(record));
  }

  listByAppeal(appealId: number): Promise<InstrumentResultRecord[]> {
    return this.results.find({ appeal_id: appealId }, { sort: { id: 1 } });
  }

  findByCertificate(number: string): Promise<InstrumentResultRecord[]> {
    return this.results.find({ certificate_number: number }, { sort: { id: 1 } });
  }

  findBySerial(serialKey: string, limit: number): Promise<InstrumentResultRecord[]> {
    return this.results.find({ serial_key: serialKey }, { sort: { id: -1 }, limit });
  }

  listVersions(appealId: number, rowId: number, instrument: number): Promise<InstrumentResultRecord[]> {
    return this.results.find({ appeal_id: appealId, row_id: rowId, instrument }, { sort: { version: 1 } });
  }

  /**
   * Gives the versions stored before serial keys (issue 27) their key, so the public check
   * finds them by serial number too: at each start, a batch at a time, until none is left
   * (after the first start with this code, one query that finds nothing).
   */
  async keyOlderSerials(): Promise<number> {
    let keyed = 0;
    for (;;) {
      const older = await this.results.find({ serial_key: { $exists: false } }, { limit: KEYING_BATCH });
      if (older.length === 0) return keyed;
      for (const version of older) {
        await this.results.updateMany({ id: version.id }, { serial_key: serialKey(version.serial_number) });
        keyed++;
      }
    }
  }

  claimCertificateNumber(number: string): Promise<boolean> {
    return inserted(this.numbers.insertOne({ number }));
  }
}
