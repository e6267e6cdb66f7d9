import type { UploadRecord } from "./records";

/** Who uploaded which stored file: downloads are for the owner and staff only. */
export interface UploadRepository {
  insert(upload: UploadRecord): Promise<void>;
  find(folder: UploadRecord["folder"], name: string): Promise<UploadRecord | undefined>;
}
