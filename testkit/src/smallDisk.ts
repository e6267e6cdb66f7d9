import { execFile } from "node:child_process";
import { mkdir, mkdtemp, open, rm, rmdir, statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A file system of a few megabytes that a test fills and frees: a tmpfs mounted for the
 * test alone (it needs the right to mount, which root has where the machine allows it).
 * The test's data goes in `dataDir`; the room is taken by a ballast file beside it.
 */
export interface SmallDisk {
  /** Where the test keeps its data: a folder on the small file system. */
  readonly dataDir: string;
  /** Bytes the file system still has for data. */
  freeBytes(): Promise<number>;
  /** Takes all the room left, so that the next write that needs a block fails with ENOSPC. */
  fill(): Promise<void>;
  /** Takes the room left but about `bytes`, which the data then fills. */
  leave(bytes: number): Promise<void>;
  /** Gives the ballast's room back, as an operator who deletes old files would. */
  free(): Promise<void>;
  /** Unmounts it; everything on it is gone. */
  dispose(): Promise<void>;
}

const CHUNK = 64 * 1024;

/** Mounts a tmpfs of `bytes` (rounded up to pages by the kernel); rejects where mounting is not allowed. */
export async function mountSmallDisk(bytes: number): Promise<SmallDisk> {
  const mountPoint = await mkdtemp(join(tmpdir(), "portal-small-disk-"));
  try {
    await run("mount", ["-t", "tmpfs", "-o", `size=${bytes},mode=0700`, "tmpfs", mountPoint]);
  } catch (error) {
    await rmdir(mountPoint).catch(() => undefined);
    throw new Error(`cannot mount a tmpfs of ${bytes} bytes at ${mountPoint}`, { cause: error });
  }
  const dataDir = join(mountPoint, "data");
  await mkdir(dataDir);
  const ballast = join(mountPoint, "ballast");
  const freeBytes = async () => {
    const stats = await statfs(mountPoint);
    return stats.bavail * stats.bsize;
  };

  /** Appends zeros to the ballast until `bytes` more are written or the disk refuses. */
  const grow = async (bytes: number) => {
    const file = await open(ballast, "a");
    try {
      for (let left = bytes; left > 0; ) {
        const size = Math.min(CHUNK, left);
        const { bytesWritten } = await file.write(Buffer.alloc(size), 0, size);
        left -= bytesWritten;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      await file.close();
    }
  };

  return {
    dataDir,
    freeBytes,
    fill: () => grow(Number.POSITIVE_INFINITY),
    leave: async (bytes) => grow(Math.max(0, (await freeBytes()) - bytes)),
    free: () => rm(ballast, { force: true }),
    async dispose() {
      await run("umount", [mountPoint]).catch(() => run("umount", ["-l", mountPoint]));
      await rmdir(mountPoint);
    },
  };
}
