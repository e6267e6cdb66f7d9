import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, type LocalServer, startLocalServer } from "./localServer";

export interface MinioServer extends LocalServer {
  readonly endPoint: string;
  readonly port: number;
  readonly useSSL: false;
  readonly accessKey: string;
  readonly secretKey: string;
  /** http://127.0.0.1:PORT, the S3 API. */
  readonly url: string;
}

/** Same cache as scripts/build-servers.sh. */
function binCache(): string {
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache");
  return process.env.PORTAL_BIN_CACHE ?? join(cache, "metrology-portal", "bin");
}

/** MinIO is built from source once per machine; a fresh checkout builds it on first use. */
async function minioBinary(): Promise<string> {
  const binary = join(binCache(), "minio");
  if (existsSync(binary)) return binary;
  const script = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "build-servers.sh");
  const code = await new Promise<number | null>((resolve, reject) => {
    const build = spawn("bash", [script], { stdio: ["ignore", "inherit", "inherit"] });
    build.once("error", reject);
    build.once("exit", resolve);
  });
  if (code !== 0 || !existsSync(binary)) throw new Error(`${script} could not build MinIO (exit ${code})`);
  return binary;
}

/** Starts MinIO on free loopback ports with a fresh data directory. */
export async function startMinio(): Promise<MinioServer> {
  const [binary, port, consolePort, dataDir] = await Promise.all([
    minioBinary(),
    freePort(),
    freePort(),
    mkdtemp(join(tmpdir(), "portal-minio-")),
  ]);
  const credentials = { accessKey: "portal-test", secretKey: "portal-test-secret" };
  const url = `http://127.0.0.1:${port}`;
  const server = await startLocalServer({
    name: "MinIO",
    command: binary,
    args: [
      "server",
      dataDir,
      "--address",
      `127.0.0.1:${port}`,
      "--console-address",
      `127.0.0.1:${consolePort}`,
    ],
    env: {
      MINIO_ROOT_USER: credentials.accessKey,
      MINIO_ROOT_PASSWORD: credentials.secretKey,
      MINIO_UPDATE: "off",
    },
    dataDir,
    // Live means the process answers; ready means it also serves S3 calls.
    isReady: async () =>
      (await fetch(`${url}/minio/health/live`)).ok && (await fetch(`${url}/minio/health/ready`)).ok,
  });
  return { ...server, endPoint: "127.0.0.1", port, useSSL: false, url, ...credentials };
}
