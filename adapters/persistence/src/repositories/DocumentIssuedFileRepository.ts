import type { IssuedFileRecord, IssuedFileRepository } from "@portal/application";
import { type DocumentCollection, inserted } from "../document/DocumentCollection";

/**
 * The certificates' PDFs as issued, one document per certificate and language: the unique
 * index on (number, language) keeps the first rendering, the one signed; the hash index
 * answers "check a file".
 */
export class DocumentIssuedFileRepository implements IssuedFileRepository {
  constructor(private readonly files: DocumentCollection<IssuedFileRecord>) {}

  insert(record: IssuedFileRecord): Promise<boolean> {
    return inserted(this.files.insertOne(record));
  }

  async find(certificateNumber: string, lang: string): Promise<IssuedFileRecord | undefined> {
    return (await this.files.find({ certificate_number: certificateNumber, lang }, { limit: 1 }))[0];
  }

  listByCertificate(certificateNumber: string): Promise<IssuedFileRecord[]> {
    return this.files.find({ certificate_number: certificateNumber }, { sort: { lang: 1 } });
  }

  async findBySha256(sha256: string): Promise<IssuedFileRecord | undefined> {
    return (await this.files.find({ sha256 }, { limit: 1 }))[0];
  }
}
