import type { UploadRecord, UploadRepository } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";

export class DocumentUploadRepository implements UploadRepository {
  constructor(private readonly uploads: DocumentCollection<UploadRecord>) {}

  /** A second record for the same folder and name is refused by the unique index. */
  insert(upload: UploadRecord): Promise<void> {
    return this.uploads.insertOne(upload);
  }

  find(folder: UploadRecord["folder"], name: string): Promise<UploadRecord | undefined> {
    return this.uploads.findOne({ folder, name });
  }
}
