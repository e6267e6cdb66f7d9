import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type LocalServer, startLocalServer } from "./localServer";

export interface RedisServer extends LocalServer {
  readonly port: number;
  /** redis://127.0.0.1:PORT */
  readonly url: string;
}

/** PING over a raw socket, so the testkit needs no Redis client of its own. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("timeout", () => socket.destroy());
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/**
 * Starts the machine's redis-server on a free loopback port (never 6379, which may be a real
 * one), without persistence: a restart starts empty.
 */
export async function startRedis(): Promise<RedisServer> {
  const [port, dataDir] = await Promise.all([freePort(), mkdtemp(join(tmpdir(), "portal-redis-"))]);
  const server = await startLocalServer({
    name: "Redis",
    command: process.env.REDIS_SERVER ?? "redis-server",
    args: [
      "--save",
      "",
      "--appendonly",
      "no",
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dataDir,
    ],
    dataDir,
    isReady: () => ping(port),
  });
  return { ...server, port, url: `redis://127.0.0.1:${port}` };
}
