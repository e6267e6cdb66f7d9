import type { InstrumentResultRecord, ResultRepository } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

/** A certificate number ever issued: kept for good, so none is issued twice. */
export interface CertificateNumberClaim {
  readonly number: string;
}

const inserted = async (write: Promise<void>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
};

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

  findBySerial(serialNumber: string, limit: number): Promise<InstrumentResultRecord[]> {
    return this.results.find({ serial_number: serialNumber }, { sort: { id: -1 }, limit });
  }

  listVersions(appealId: number, rowId: number, instrument: number): Promise<InstrumentResultRecord[]> {
    return this.results.find({ appeal_id: appealId, row_id: rowId, instrument }, { sort: { version: 1 } });
  }

  claimCertificateNumber(number: string): Promise<boolean> {
    return inserted(this.numbers.insertOne({ number }));
  }
}
