import { appendFile, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type SmallDisk } from "@portal/testkit";
import { ServerProcess } from "../../soak/serverProcess";
import { PortalClient } from "../support/client";

/** More than two pages of tmpfs per appeal line: once the disk has no free page, no save fits. */
const PADDING = "x".repeat(4500);
/** Room left beside the ballast when the saves start to fill the disk: a few saves' worth. */
const ROOM_FOR_SAVES = 64 * 1024;
const FAILED_SAVES = 12;
const RETRIED_KEYS = 10;
const SAVES_AFTER_FREEING = 30;

/** What a save answered: its status, message and Retry-After, and the appeal id on success. */
export interface SaveAnswer {
  readonly key: string;
  readonly status: number;
  readonly message: string;
  readonly retryAfter: string | null;
  readonly appealId?: number;
}

export interface FullDiskReport {
  /** Every save answered 200 before the kill -9: the key and the appeal it named. */
  readonly acknowledged: SaveAnswer[];
  /** The saves that failed (5xx) while the disk was full: the first answer of each key. */
  readonly failed: SaveAnswer[];
  /** Answers that were neither a success nor a server error while filling, or not a success after. */
  readonly unexpected: SaveAnswer[];
  /** Appeals readable by id while the disk was full that no save acknowledged (kept in memory only). */
  readonly phantomsWhileFull: number[];
  readonly neverRetried: string[];
  /** After the kill -9 and the restart: the appeal ids stored under each key. */
  readonly storedAfterRestart: ReadonlyMap<string, number[]>;
  /** SIGTERM on a full disk: the exit code and the files left in the data folder. */
  readonly stopWhileFull: { readonly exitCode: number | null; readonly files: string[] };
  /** A start on a full disk: whether it served, a read, a save (in Russian), and a save once freed. */
  readonly startWhileFull: {
    readonly started: boolean;
    readonly readStatus?: number;
    readonly save?: SaveAnswer;
    readonly saveAfterFreeing?: SaveAnswer;
  };
  /** The server's log of every start (stdout and stderr). */
  readonly log: string;
}

/** A verification appeal of the demo company whose first row names its key. */
const appealBody = (key: string) => ({
  appeal: { branch_id: 1, account_number_id: 1, is_old: 0 },
  devices: [1, 2].map(() => ({
    type_id: 4,
    device_id: 49,
    amount: 1,
    check_in: 1,
    check_out: 0,
    about_device: `${key} ${PADDING}`,
  })),
  offer_accepted: true,
});

async function save(client: PortalClient, key: string, lang = "uz"): Promise<SaveAnswer> {
  const answer = await client.post(`/front/save-appeal?lang=${lang}`, appealBody(key), {
    "idempotency-key": key,
  });
  const appealId = Number(answer.json?.appeal_id);
  return {
    key,
    status: answer.status,
    message: String(answer.json?.message ?? ""),
    retryAfter: answer.headers.get("retry-after"),
    ...(answer.status === 200 && Number.isInteger(appealId) ? { appealId } : {}),
  };
}

/** The keys of every appeal the client lists, each with the ids stored under it. */
async function storedKeys(client: PortalClient): Promise<Map<string, number[]>> {
  const stored = new Map<string, number[]>();
  for (let before: number | undefined; ; ) {
    const page = await client.get(`/api/my/appeals?limit=50${before ? `&before=${before}` : ""}`);
    if (page.status !== 200) throw new Error(`the appeal list answered ${page.status}: ${page.text}`);
    const items = (page.json?.data ?? []) as { id: number }[];
    for (const { id } of items) {
      const appeal = await client.get(`/api/appeals/${id}`);
      const about = String(appeal.json?.data?.devices?.[0]?.about_device ?? "");
      const key = about.split(" ")[0] ?? "";
      stored.set(key, [...(stored.get(key) ?? []), id]);
    }
    const next = page.json?.next as number | null | undefined;
    if (!next || items.length === 0) return stored;
    before = next;
  }
}

/** Which of the ids 1 to `last` a GET by id answers: ids are drawn in order, so this covers every save. */
async function readableIds(client: PortalClient, last: number): Promise<number[]> {
  const readable: number[] = [];
  for (let id = 1; id <= last; id++) {
    if ((await client.get(`/api/appeals/${id}`)).status === 200) readable.push(id);
  }
  return readable;
}

const signedIn = (server: ServerProcess) => new PortalClient(server.url).signIn("demo.company");

/**
 * The full-disk sequence of issue 19 against the built server on a small file system of
 * its own: saves until the disk is full and saves fail, room freed without a restart, 30
 * more saves and a retry of 10 of the failed keys, kill -9 with a write cut short in the
 * last line, a restart; then a stop and a start on a full disk.
 */
export async function runFullDisk(disk: SmallDisk): Promise<FullDiskReport> {
  const workDir = await mkdtemp(join(tmpdir(), "portal-full-disk-"));
  const logFile = join(workDir, "server.log");
  const server = new ServerProcess(
    "portal",
    await freePort(),
    { DATA_DIR: disk.dataDir, RATE_LIMIT_LOGIN: "100000", RATE_LIMIT_LOGIN_ADDRESS: "100000" },
    logFile,
  );
  const acknowledged: SaveAnswer[] = [];
  const failed: SaveAnswer[] = [];
  const unexpected: SaveAnswer[] = [];
  const keep = (answer: SaveAnswer) => {
    if (answer.status === 200) acknowledged.push(answer);
    return answer;
  };
  try {
    await server.start();
    let client = await signedIn(server);
    let n = 0;
    const nextKey = () => `full-disk-${++n}`;

    // Saves while there is room, then until the disk is full and FAILED_SAVES have failed.
    for (let i = 0; i < 5; i++) {
      const answer = keep(await save(client, nextKey()));
      if (answer.status !== 200) unexpected.push(answer);
    }
    await disk.leave(ROOM_FOR_SAVES);
    while (failed.length < FAILED_SAVES && n < 500) {
      const answer = keep(await save(client, nextKey()));
      // Any server error counts as the disk's refusal here; the test checks that each is a 503.
      if (answer.status >= 500) failed.push(answer);
      else if (answer.status !== 200) unexpected.push(answer);
    }
    const acknowledgedIds = new Set(
      acknowledged.flatMap((a) => (a.appealId === undefined ? [] : [a.appealId])),
    );
    const highest = Math.max(...acknowledgedIds);
    const phantomsWhileFull = (await readableIds(client, highest + 2 * FAILED_SAVES)).filter(
      (id) => !acknowledgedIds.has(id),
    );

    // Room is freed without a restart: new saves, and a retry of most failed keys.
    await disk.free();
    for (let i = 0; i < SAVES_AFTER_FREEING; i++) {
      const answer = keep(await save(client, nextKey()));
      if (answer.status !== 200) unexpected.push(answer);
    }
    for (const { key } of failed.slice(0, RETRIED_KEYS)) {
      const answer = keep(await save(client, key));
      if (answer.status !== 200) unexpected.push(answer);
    }
    const neverRetried = failed.slice(RETRIED_KEYS).map((f) => f.key);

    // kill -9, a write the kill cut short at the end of the appeals' file, a restart.
    const acknowledgedBeforeKill = [...acknowledged];
    await server.kill9();
    await appendFile(join(disk.dataDir, "appeals.db"), '{"id":999999,"kind":"verification","own');
    await server.start();
    client = await signedIn(server);
    const storedAfterRestart = await storedKeys(client);

    // A stop on a full disk, then a start on it.
    await disk.fill();
    const exitCode = await server.stop();
    const files = await readdir(disk.dataDir);
    const startWhileFull = await (async () => {
      try {
        await server.start();
      } catch {
        return { started: false };
      }
      const full = await signedIn(server);
      const first = acknowledged[0]?.appealId;
      const readStatus = (await full.get(`/api/appeals/${first}`)).status;
      const refused = await save(full, nextKey(), "ru");
      await disk.free();
      const saveAfterFreeing = await save(full, nextKey());
      return { started: true, readStatus, save: refused, saveAfterFreeing };
    })();

    return {
      acknowledged: acknowledgedBeforeKill,
      failed,
      unexpected,
      phantomsWhileFull,
      neverRetried,
      storedAfterRestart,
      stopWhileFull: { exitCode, files },
      startWhileFull,
      log: await readFile(logFile, "utf8"),
    };
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
