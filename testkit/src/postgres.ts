import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort, type LocalServer, startLocalServer } from "./localServer";

const run = promisify(execFile);

export interface PostgresServer extends LocalServer {
  readonly port: number;
  /** The folder of its unix socket (the cluster's own temporary folder). */
  readonly socketDir: string;
  /** A URL for the database made for FerretDB, over the unix socket. */
  readonly url: string;
}

/** The newest /usr/lib/postgresql/<version>/bin that holds the server binaries, if any. */
function installedBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")) && existsSync(join(root, v, "bin", "postgres")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

/** Debian's PostgreSQL binaries, installed with apt-get by scripts/ensure-postgresql.sh when missing. */
export async function postgresBin(): Promise<string> {
  const found = installedBin();
  if (found) return found;
  const script = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "ensure-postgresql.sh");
  const code = await new Promise<number | null>((resolve, reject) => {
    const install = spawn("bash", [script], { stdio: ["ignore", "inherit", "inherit"] });
    install.once("error", reject);
    install.once("exit", resolve);
  });
  const bin = installedBin();
  if (code !== 0 || !bin) throw new Error(`${script} could not install PostgreSQL (exit ${code})`);
  return bin;
}

/**
 * Who runs the cluster. initdb and postgres refuse to run as root; as root (CI, containers) the
 * cluster runs as the unprivileged `postgres` user that Debian's package creates
 * (PORTAL_PG_USER names another); as anyone else, as that user.
 */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const name = process.env.PORTAL_PG_USER ?? "postgres";
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error(
      `PostgreSQL refuses to run as root and there is no user "${name}" to run it as ` +
        "(Debian's postgresql package creates one; PORTAL_PG_USER names another)",
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Settings of the throw-away cluster. `synchronous_commit=off` acknowledges a commit before its
 * write-ahead log is flushed (within 0.6 s): what a MongoDB server's default `w: 1` does, whose
 * journal is synced every 100 ms (docs/decisions.md). The log is still flushed in order, so a crash
 * loses at most the last commits and never corrupts the cluster.
 */
const SETTINGS = [
  "synchronous_commit=off",
  "max_connections=200",
  "shared_buffers=128MB",
  // Quiet: the harness keeps the last lines of output to explain a failed start.
  "log_min_messages=warning",
];

/**
 * Starts a PostgreSQL cluster of its own: `initdb` into a temporary folder, then `postgres` on a
 * free loopback port with its unix socket in that folder, as a child of the test run (not
 * detached by `pg_ctl start`), so a run that ends, or dies, takes it along. `stop`/`restart`
 * keep the folder; `dispose` removes it.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const [bin, port, dir] = await Promise.all([
    postgresBin(),
    freePort(),
    mkdtemp(join(tmpdir(), "portal-postgres-")),
  ]);
  const owner = clusterOwner();
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  let server: LocalServer | undefined;
  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    const data = join(dir, "data");
    await run(
      join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"],
      { ...as, cwd: dir },
    );
    const ready = () =>
      run(join(bin, "pg_isready"), ["-q", "-h", dir, "-p", String(port), "-U", "postgres"]).then(
        () => true,
        () => false,
      );
    server = await startLocalServer({
      name: "PostgreSQL",
      command: join(bin, "postgres"),
      args: [
        "-D",
        data,
        "-p",
        String(port),
        "-k",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        ...SETTINGS.flatMap((s) => ["-c", s]),
      ],
      dataDir: dir,
      ...as,
      // SIGINT is PostgreSQL's fast shutdown (SIGTERM would wait for FerretDB's pooled
      // connections to close); SIGQUIT, its immediate one, when the test run exits.
      stopSignal: "SIGINT",
      exitSignal: "SIGQUIT",
      isReady: ready,
      startTimeoutMs: 60_000,
    });
    await run(join(bin, "createdb"), ["-h", dir, "-p", String(port), "-U", "postgres", "ferretdb"]);
    return {
      ...server,
      port,
      socketDir: dir,
      url: `postgres://postgres@/ferretdb?host=${encodeURIComponent(dir)}&port=${port}`,
    };
  } catch (error) {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
