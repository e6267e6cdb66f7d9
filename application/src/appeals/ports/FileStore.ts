import type { Readable } from "node:stream";

/** Where uploaded PDFs live; keys are "folder/name". */
export interface FileStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<{ body: Readable; size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}
