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

/** The length in bytes of the first complete RESP reply (simple, error, integer or bulk), or -1. */
function replyLength(bytes: Buffer): number {
  const line = bytes.indexOf("\r\n");
  if (line < 0) return -1;
  if (bytes[0] !== 0x24) return line + 2; // not "$": the reply is this one line
  const size = Number(bytes.subarray(1, line).toString());
  if (size < 0) return line + 2; // $-1: no such key
  const end = line + 2 + size + 2;
  return bytes.length >= end ? end : -1;
}

/**
 * One command over a raw socket, answered as Redis's raw reply (`:1\r\n`, `$5\r\nvalue\r\n`).
 * A URL with a database index (redis://host:port/3) selects that database first.
 */
export function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  const database = pathname.replace(/^\//, "");
  const encode = (words: string[]) =>
    `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join("")}`;
  const request = (database ? encode(["SELECT", database]) : "") + encode(args);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(2000, () => socket.destroy(new Error("Redis did not answer")));
    let received = Buffer.alloc(0);
    socket.on("data", (data) => {
      received = Buffer.concat([received, data]);
      let reply = received;
      if (database) {
        const selected = replyLength(reply);
        if (selected < 0) return;
        if (reply[0] !== 0x2b) {
          socket.end();
          reject(new Error(`Redis refused SELECT ${database}: ${reply.toString().trim()}`));
          return;
        }
        reply = reply.subarray(selected);
      }
      if (replyLength(reply) < 0) return;
      socket.end();
      resolve(reply.toString());
    });
    socket.once("error", reject);
  });
}

/**
 * Starts the machine's redis-server on a free loopback port (never 6379, which may be a real
 * one), without persistence: a restart starts empty. `databases` raises Redis's 16 databases,
 * for a server whose databases are handed out one per test file (testkit/src/sharedStack.ts).
 */
export async function startRedis(options: { readonly databases?: number } = {}): Promise<RedisServer> {
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
      ...(options.databases ? ["--databases", String(options.databases)] : []),
    ],
    dataDir,
    isReady: () => ping(port),
  });
  return { ...server, port, url: `redis://127.0.0.1:${port}` };
}
