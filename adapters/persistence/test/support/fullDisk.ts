import { open } from "node:fs/promises";
import type { DataFile, OpenForAppend } from "../../src/document/nedbAppendHandle";

const failure = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: ${syscall} failed (test disk)`), { code, syscall });

/**
 * Real files behind a disk whose room a test sets, injected into the append handle: a
 * write past the room is cut short and the next one fails with ENOSPC, as on a disk that
 * fills up. A cut (truncate) gives its bytes back, and can be made to fail.
 */
export class TestDisk {
  /** Bytes appends may still take. */
  room = Number.POSITIVE_INFINITY;
  /** How many of the next truncates fail with EIO. */
  failingCuts = 0;
  /** The most bytes one write takes (a short write is not a failure). */
  mostPerWrite = Number.POSITIVE_INFINITY;

  readonly open: OpenForAppend = async (path, mode) => {
    const file = await open(path, "a", mode);
    const disk = this;
    const handle: DataFile = {
      async write(buffer, offset, length) {
        if (disk.room <= 0) throw failure("ENOSPC", "write");
        const { bytesWritten } = await file.write(
          buffer,
          offset,
          Math.min(length, disk.room, disk.mostPerWrite),
        );
        disk.room -= bytesWritten;
        return { bytesWritten };
      },
      async truncate(length) {
        if (disk.failingCuts > 0) {
          disk.failingCuts--;
          throw failure("EIO", "ftruncate");
        }
        const { size } = await file.stat();
        await file.truncate(length);
        disk.room += Math.max(0, size - length);
      },
      stat: () => file.stat(),
      close: () => file.close(),
    };
    return handle;
  };

  fill(): void {
    this.room = 0;
  }

  free(): void {
    this.room = Number.POSITIVE_INFINITY;
  }
}
