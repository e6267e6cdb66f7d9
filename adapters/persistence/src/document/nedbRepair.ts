import { access, open, rm } from "node:fs/promises";

/** How much of the file's end is read at a time while looking for its last line break. */
const CHUNK = 64 * 1024;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Cuts the file back to its last whole line: every line NeDB writes ends with "\n", so
 * bytes after the last one are a write cut short (by a crash, or a full disk before the
 * append handle cut it back itself). Left there, NeDB would skip them as corrupt, but the
 * next append would continue them and make its own line unreadable too. Answers how many
 * bytes were cut (0 when the file ends whole, is empty or does not exist).
 */
export async function cutDamagedLastLine(path: string): Promise<number> {
  const file = await open(path, "r+").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!file) return 0;
  try {
    const { size } = await file.stat();
    let keep = 0;
    for (let end = size; end > 0; ) {
      const start = Math.max(0, end - CHUNK);
      const chunk = Buffer.alloc(end - start);
      const { bytesRead } = await file.read(chunk, 0, chunk.length, start);
      const lastBreak = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
      if (lastBreak >= 0) {
        keep = start + lastBreak + 1;
        break;
      }
      end = start;
    }
    if (keep < size) await file.truncate(keep);
    return size - keep;
  } finally {
    await file.close();
  }
}

/**
 * Removes `<path>~`, NeDB's copy of a rewrite under way, when the file itself exists: NeDB
 * renames the copy over the file only once it is whole, and reads the copy only when the
 * file is missing, so beside the file it is a rewrite that never finished. Answers whether
 * there was one.
 */
export async function removeStaleRewrite(path: string): Promise<boolean> {
  const copy = `${path}~`;
  if (!(await exists(path)) || !(await exists(copy))) return false;
  await rm(copy, { force: true });
  return true;
}
