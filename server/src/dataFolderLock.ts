import { mkdirSync, readlinkSync, symlinkSync, unlinkSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/** The lock's name in DATA_DIR: a symbolic link whose target names the process holding it. */
export const DATA_FOLDER_LOCK = "portal.lock";

/** Another live process holds the folder: said in one line by `main.ts`, like a ConfigError. */
export class DataFolderInUseError extends Error {
  override readonly name = "DataFolderInUseError";
}

export interface DataFolderLock {
  /** Gives the folder up; does nothing the second time, or when another process took it over. */
  release(): void;
}

interface Holder {
  readonly pid: number;
  readonly host: string;
  readonly startedAt: string;
}

/** This machine's name as a lock shows it (one word, never empty). */
const thisHost = () => hostname().replace(/\s/g, "") || "localhost";

/** Locks this process holds, by path: a lock naming this pid is ours only if it is here. */
const held = new Map<string, string>();

/**
 * Takes DATA_DIR for this process alone: the embedded store keeps every collection in memory
 * and appends to its files, so a second process on the folder would write beside the first
 * unseen (two reminders under one unique key, and a folder that no longer starts). The lock
 * is a symbolic link made in one call with its text ("pid N on HOST since ISO-TIME"), so no
 * other process ever reads a half-written lock, and it needs no data block on a full disk.
 * A lock whose process is gone (same host, pid not alive, or this process's own pid from an
 * earlier run) is taken over with a line on `log`; one held by a live process, or by a process
 * on another host (which cannot be checked from here), refuses the start.
 */
export function takeDataFolderLock(
  dataDir: string,
  log: (line: string) => void = (line) => console.warn(line),
): DataFolderLock {
  const folder = resolve(dataDir);
  const path = join(folder, DATA_FOLDER_LOCK);
  const mine = lockText({ pid: process.pid, host: thisHost(), startedAt: new Date().toISOString() });
  mkdirSync(folder, { recursive: true });
  for (let attempt = 0; attempt < 10; attempt++) {
    let made = make(path, mine);
    if (made === "exists") {
      const found = read(path);
      if (found === undefined) continue; // released meanwhile: try again
      const gone = goneReason(found, path);
      if (!gone) throw new DataFolderInUseError(inUse(folder, path, found));
      made = takeOver(path, found, mine, folder);
      if (made === "made")
        log(
          `took over the lock of the data folder ${folder} from pid ${found.pid} (started ${found.startedAt}): ${gone}`,
        );
    }
    if (made === "made") return hold(path, mine);
    if (made === "full") {
      log(`the data folder ${folder} could not be locked (the disk is full): start no second portal on it`);
      return { release() {} };
    }
  }
  throw new DataFolderInUseError(
    `the data folder ${folder} is being locked by other processes starting at the same time`,
  );
}

function hold(path: string, mine: string): DataFolderLock {
  held.set(path, mine);
  return {
    release() {
      if (held.get(path) !== mine) return;
      held.delete(path);
      unlinkIfStill(path, mine);
    },
  };
}

// A process that ends by an exception or process.exit() leaves no lock behind; a kill -9 does,
// and the next start takes it over.
process.on("exit", () => {
  for (const [path, mine] of held) {
    try {
      unlinkIfStill(path, mine);
    } catch {
      // exiting anyway: the next start takes the lock over
    }
  }
});

const lockText = (holder: Holder) => `pid ${holder.pid} on ${holder.host} since ${holder.startedAt}`;

function make(path: string, text: string): "made" | "exists" | "full" {
  try {
    symlinkSync(text, path);
    return "made";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return "exists";
    // The server starts on a full disk (it serves what is stored); the lock must not stop it.
    if (code === "ENOSPC") return "full";
    throw error;
  }
}

/** The holder a lock names; undefined when there is no lock (any more). */
function read(path: string): (Holder & { readonly text: string }) | undefined {
  let text: string;
  try {
    text = readlinkSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "EINVAL")
      throw new DataFolderInUseError(`${path} is not the portal's lock (not a symbolic link): remove it`);
    throw error;
  }
  const match = /^pid (\d+) on (\S+) since (\S+)$/.exec(text);
  if (!match)
    throw new DataFolderInUseError(`${path} does not name the process holding it ("${text}"): remove it`);
  return { pid: Number(match[1]), host: match[2]!, startedAt: match[3]!, text };
}

/** Why the lock's process is known to be gone; undefined when it may still run. */
function goneReason(holder: Holder, path: string): string | undefined {
  if (holder.host !== thisHost()) return undefined;
  if (holder.pid === process.pid) {
    // In a container a restarted portal often gets the pid its crashed predecessor had.
    return held.has(path)
      ? undefined
      : "it names this process's own pid, so an earlier process with that pid left it";
  }
  try {
    process.kill(holder.pid, 0);
    return undefined;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH"
      ? "that process is no longer running"
      : undefined;
  }
}

/**
 * Replaces a lock whose process is gone, under a second lock, so that two processes taking
 * over the same stale lock at once cannot both succeed (each would remove the other's new one).
 */
function takeOver(
  path: string,
  stale: Holder & { readonly text: string },
  mine: string,
  folder: string,
): ReturnType<typeof make> {
  const guard = `${path}.takeover`;
  const guarded = make(guard, mine);
  if (guarded === "full") return "full";
  if (guarded === "exists") {
    const other = read(guard);
    if (other && !goneReason(other, guard)) throw new DataFolderInUseError(inUse(folder, path, other));
    // A takeover whose process died in it: clear it, and try again from the start.
    if (other) unlinkIfStill(guard, other.text);
    return "exists";
  }
  try {
    if (read(path)?.text !== stale.text) return "exists";
    unlinkIfStill(path, stale.text);
    // Another process may make its lock in the moment between: then it holds the folder.
    return make(path, mine);
  } finally {
    unlinkIfStill(guard, mine);
  }
}

function unlinkIfStill(path: string, text: string): void {
  try {
    if (readlinkSync(path) === text) unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

function inUse(folder: string, path: string, holder: Holder): string {
  const who = `pid ${holder.pid} on host ${holder.host}, started ${holder.startedAt}`;
  if (holder.host !== thisHost()) {
    return `the data folder ${folder} is locked by a portal on another host (${who}), which cannot be checked from here: if no portal runs there on it any more, remove ${path}`;
  }
  return `the data folder ${folder} is in use by another portal process (${who}): the embedded store takes one process per folder; stop that one, or give this one another DATA_DIR (several processes need the production profile, MONGO_URL)`;
}
