import { type Lifecycle, ServiceUnavailableError } from "@portal/application";
import { Redis } from "ioredis";

/**
 * Fail fast, heal slowly: while Redis is away every call is refused at once (no offline
 * queue) or after 2 s (a server that stopped answering), and the client keeps reconnecting
 * in the background, so the same object works again when Redis is back.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener ioredis logs every failed reconnect; callers learn of the outage
  // from ServiceUnavailableError instead.
  client.on("error", () => {});
  return client;
}

/** Replies that mean "busy or starting", as opposed to a command Redis rejects (a defect). */
const TRANSIENT_REPLY = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)/;

export async function cacheCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const reply = error instanceof Error && error.name === "ReplyError";
    if (reply && !TRANSIENT_REPLY.test(error.message)) throw error;
    throw new ServiceUnavailableError("cache", error);
  }
}

/** Redis expiries in milliseconds, so windows and idle times need not be whole seconds. */
export function toMs(seconds: number): number {
  return Math.max(1, Math.round(seconds * 1000));
}

/** start waits for the first connection so the first requests are not refused. */
export function redisLifecycle(client: Redis, readyTimeoutMs = 5000): Lifecycle {
  return {
    start: async () => {
      if (client.status === "ready") return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          client.off("ready", onReady);
          reject(new ServiceUnavailableError("cache", new Error(`no connection in ${readyTimeoutMs} ms`)));
        }, readyTimeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve();
        };
        client.once("ready", onReady);
      });
    },
    stop: async () => {
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
