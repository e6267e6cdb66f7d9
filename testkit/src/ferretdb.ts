import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtBinary } from "./builtBinary";
import { freePort, type LocalServer, startLocalServer } from "./localServer";
import { type PostgresServer, startPostgres } from "./postgres";

/** FerretDB's storage: PostgreSQL by default, SQLite with FERRETDB_BACKEND=sqlite. */
export type FerretDbBackend = "postgresql" | "sqlite";

export interface FerretDbServer extends LocalServer {
  readonly port: number;
  /** mongodb://127.0.0.1:PORT */
  readonly url: string;
  readonly backend: FerretDbBackend;
}

/** The backend the harness runs FerretDB on: FERRETDB_BACKEND, else PostgreSQL. */
export function ferretDbBackend(): FerretDbBackend {
  const asked = process.env.FERRETDB_BACKEND ?? "postgresql";
  if (asked === "postgresql" || asked === "sqlite") return asked;
  if (asked === "pg" || asked === "postgres") return "postgresql";
  throw new Error(`FERRETDB_BACKEND=${asked}: use postgresql (the default) or sqlite`);
}

/** `{ping: 1, $db: "admin"}` as an OP_MSG, written by hand so the testkit needs no driver. */
function pingMessage(): Buffer {
  const doc = Buffer.concat([
    Buffer.from([0x10]), // int32 element
    Buffer.from("ping\0"),
    int32(1),
    Buffer.from([0x02]), // string element
    Buffer.from("$db\0"),
    int32(6),
    Buffer.from("admin\0"),
    Buffer.from([0x00]),
  ]);
  const body = Buffer.concat([int32(doc.length + 4), doc]);
  const header = Buffer.concat([int32(16 + 4 + 1 + body.length), int32(1), int32(0), int32(2013)]);
  return Buffer.concat([header, int32(0), Buffer.from([0]), body]);
}

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32LE(value);
  return buffer;
}

/** True when the server answers the ping with `ok: 1.0`, i.e. it serves commands. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = Buffer.alloc(0);
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write(pingMessage()));
    socket.on("data", (chunk) => {
      reply = Buffer.concat([reply, chunk]);
      if (reply.length < 4 || reply.length < reply.readInt32LE(0)) return;
      socket.destroy();
      const ok = reply.indexOf(Buffer.from([0x01, 0x6f, 0x6b, 0x00])); // double "ok"
      resolve(ok >= 0 && reply.readDoubleLE(ok + 4) === 1);
    });
    socket.once("timeout", () => socket.destroy());
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/**
 * How the SQLite backend commits, set to what a MongoDB server does by default rather than
 * FerretDB's defaults (docs/decisions.md): a write transaction takes the write lock when it
 * begins (`_txlock=immediate`: writers queue once instead of failing to upgrade a read lock
 * and backing off), and the write-ahead log is synced at checkpoints, not at every commit
 * (`synchronous(normal)`: like MongoDB's `w: 1`, which acknowledges before its journal, synced
 * every 100 ms, is on disk). A crash of FerretDB loses nothing; a crash of the machine may lose
 * the last commits, as it may on MongoDB.
 */
const FERRETDB_SQLITE_OPTIONS = "_txlock=immediate&_pragma=synchronous(normal)";

/**
 * Starts FerretDB v1 on a free loopback port. On PostgreSQL (the default) it stores into a
 * cluster of its own (testkit/src/postgres.ts); on SQLite into a throw-away directory.
 * `stop`, `restart`, `pause` and `resume` act on FerretDB alone: the data survives a restart,
 * as a MongoDB server's would. `dispose` stops both and removes their folders.
 */
export async function startFerretDb(backend: FerretDbBackend = ferretDbBackend()): Promise<FerretDbServer> {
  const [binary, port, dataDir] = await Promise.all([
    builtBinary("ferretdb"),
    freePort(),
    mkdtemp(join(tmpdir(), "portal-ferretdb-")),
  ]);
  const postgres: PostgresServer | undefined = backend === "postgresql" ? await startPostgres() : undefined;
  const storage = postgres
    ? ["--handler=postgresql", `--postgresql-url=${postgres.url}`]
    : ["--handler=sqlite", `--sqlite-url=file:${dataDir}/?${FERRETDB_SQLITE_OPTIONS}`];
  try {
    const server = await startLocalServer({
      name: "FerretDB",
      command: binary,
      args: [
        ...storage,
        `--state-dir=${dataDir}`,
        `--listen-addr=127.0.0.1:${port}`,
        "--debug-addr=-", // its default, 127.0.0.1:8088, would clash between parallel runs
        "--telemetry=disable",
        "--log-level=error",
      ],
      // Go's collector ran at its default pace (GOGC=100) for a heap of a few tens of MB: at 800
      // FerretDB used about a fifth less CPU over the persistence suite, peaking at 67 MB.
      env: { GOGC: process.env.GOGC ?? "800" },
      dataDir,
      isReady: () => ping(port),
    });
    return {
      ...server,
      port,
      url: `mongodb://127.0.0.1:${port}`,
      backend,
      dispose: async () => {
        await server.dispose();
        await postgres?.dispose();
      },
    };
  } catch (error) {
    await postgres?.dispose();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
