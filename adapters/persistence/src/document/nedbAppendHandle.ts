import { open } from "node:fs/promises";

/** How long a data file may stay open without a write. */
const IDLE_MS = 1000;

/** The calls the append handle makes on an open data file; Node's FileHandle has them all. */
export interface DataFile {
  write(buffer: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
  truncate(length: number): Promise<void>;
  stat(): Promise<{ size: number }>;
  close(): Promise<void>;
}

/** Opens a data file for appending: Node's own, unless a test puts a full disk in between. */
export type OpenForAppend = (path: string, mode: number) => Promise<DataFile>;

export const openForAppend: OpenForAppend = (path, mode) => open(path, "a", mode);

/**
 * A data file kept open in append mode between writes: one trip through libuv's thread
 * pool per write instead of NeDB's open, write and close. An append is whole or not at
 * all: when the disk refuses it half-way (a short write, then ENOSPC), the file is cut
 * back to its length before the append, so no partial line is left for the next append
 * to continue (which would make both lines unreadable). If even the cut fails, the next
 * append makes it first, and fails rather than write after a partial line.
 *
 * NeDB runs one command at a time per file, so appends never overlap. The file is closed
 * before NeDB rewrites it (`close`), and after a second without writes, so a store that is
 * dropped without being closed (tests do) leaves no handle for the garbage collector.
 */
export class AppendHandle {
  private file: Promise<DataFile> | undefined;
  /** The file's length after the last whole append: where a failed one is cut back to. */
  private length = 0;
  /** A failed append's bytes may still be in the file, past `length`. */
  private cutPending = false;
  private writing = 0;
  private lastWrite = 0;
  private armed = false;

  constructor(
    private readonly path: string,
    private readonly mode: number,
    private readonly openFile: OpenForAppend = openForAppend,
  ) {}

  async append(text: string): Promise<void> {
    this.writing++;
    try {
      const handle = await this.opened();
      if (this.cutPending) await this.cutBack(handle);
      const bytes = Buffer.from(text);
      let at = 0;
      try {
        while (at < bytes.length) {
          const { bytesWritten } = await handle.write(bytes, at, bytes.length - at);
          if (bytesWritten <= 0) throw new Error(`no byte of ${this.path} was written`);
          at += bytesWritten;
        }
      } catch (error) {
        // Even a write that reported no byte may have put some in the file.
        this.cutPending = true;
        await this.cutBack(handle).catch(() => undefined);
        throw error;
      }
      this.length += bytes.length;
    } finally {
      this.writing--;
      this.lastWrite = Date.now();
      if (!this.armed) this.arm(IDLE_MS);
    }
  }

  /** Closes the file; the next append opens it again. */
  async close(): Promise<void> {
    const opened = this.file;
    this.file = undefined;
    if (opened) await (await opened.catch(() => undefined))?.close();
  }

  /** NeDB wrote the file anew from memory (closed before): nothing of a failed append is in it. */
  replaced(): void {
    this.cutPending = false;
  }

  private opened(): Promise<DataFile> {
    this.file ??= (async () => {
      const handle = await this.openFile(this.path, this.mode);
      try {
        if (!this.cutPending) this.length = (await handle.stat()).size;
        return handle;
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    })();
    return this.file.catch((error: unknown) => {
      this.file = undefined;
      throw error;
    });
  }

  private async cutBack(handle: DataFile): Promise<void> {
    await handle.truncate(this.length);
    this.cutPending = false;
  }

  // A file left unwritten for a while is closed; an append under way keeps it open.
  private readonly closeWhenIdle = (): void => {
    this.armed = false;
    const quiet = Date.now() - this.lastWrite;
    if (this.writing > 0 || quiet < IDLE_MS) this.arm(Math.max(1, IDLE_MS - quiet));
    else this.close().catch(() => undefined);
  };

  private arm(ms: number): void {
    this.armed = true;
    setTimeout(this.closeWhenIdle, ms).unref();
  }
}
