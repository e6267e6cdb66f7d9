export interface UploadRecord {
  /** The server-generated stored name, also the file store key within its folder. */
  readonly name: string;
  readonly folder: "recognition-device" | "kompleks-device";
  readonly owner_id: number;
  readonly size: number;
  readonly original_name: string;
  readonly created_at: string;
}

/** Who uploaded which stored file: downloads are for the owner and staff only. */
export interface UploadRepository {
  insert(upload: UploadRecord): Promise<void>;
  find(folder: UploadRecord["folder"], name: string): Promise<UploadRecord | undefined>;
}
