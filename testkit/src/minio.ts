import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtBinary } from "./builtBinary";
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

/** Starts MinIO on free loopback ports with a fresh data directory. */
export async function startMinio(): Promise<MinioServer> {
  const [binary, port, consolePort, dataDir] = await Promise.all([
    builtBinary("minio"),
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
