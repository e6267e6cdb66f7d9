import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { startFerretDb } from "./ferretdb";
import { startMinio } from "./minio";
import { redisCommand, startRedis } from "./redis";

// One stack of services for a whole `npm test` (scripts/test.mjs starts it with this file's
// command line): FerretDB on PostgreSQL, MinIO and Redis, started once instead of once per
// test file. Every test file takes a slice of its own: a database, a bucket and a Redis
// database nobody else is given. Tests that stop, pause or restart a service on purpose start
// private ones instead (server/test/support/services.ts).

/** The environment variables that hand the stack's addresses down to every suite. */
export const SHARED_STACK_VARIABLES = {
  mongoUrl: "PORTAL_TEST_MONGO_URL",
  s3Endpoint: "PORTAL_TEST_S3_ENDPOINT",
  s3AccessKey: "PORTAL_TEST_S3_ACCESS_KEY",
  s3SecretKey: "PORTAL_TEST_S3_SECRET_KEY",
  redisUrl: "PORTAL_TEST_REDIS_URL",
} as const;

export type SharedStack = { readonly [K in keyof typeof SHARED_STACK_VARIABLES]: string };

/** Redis databases of the shared server: 0 holds the counter, 1 … 999 are handed out. */
const REDIS_DATABASES = 1000;
const REDIS_COUNTER = "portal-test:next-database";

/** The stack this process runs under, when `npm test` handed one down; else undefined. */
export function sharedStack(env: NodeJS.ProcessEnv = process.env): SharedStack | undefined {
  const entries = Object.entries(SHARED_STACK_VARIABLES).map(([key, name]) => [key, env[name]] as const);
  if (entries.some(([, value]) => !value)) return undefined;
  return Object.fromEntries(entries) as SharedStack;
}

/** One test file's part of the shared stack: nobody else writes to it. */
export interface SharedSlice {
  readonly mongoUrl: string;
  /** A database name of its own (random: files of parallel suites start in the same millisecond). */
  readonly database: string;
  readonly s3Endpoint: string;
  readonly s3AccessKey: string;
  readonly s3SecretKey: string;
  /** A bucket name of its own; the portal creates it at its start. */
  readonly bucket: string;
  /** redis://host:port/N with a database index of its own (Redis keys carry no per-test prefix). */
  readonly redisUrl: string;
}

/**
 * A fresh slice. The Redis database index comes from INCR on a counter in database 0, atomic
 * across every process of the run, so no two slices share one; the shared server has 1 000.
 */
export async function takeSlice(stack: SharedStack): Promise<SharedSlice> {
  const id = randomBytes(6).toString("hex");
  const reply = await redisCommand(stack.redisUrl, "INCR", REDIS_COUNTER);
  const index = Number(/^:(\d+)/.exec(reply)?.[1]);
  if (!(index > 0 && index < REDIS_DATABASES)) {
    throw new Error(`the shared Redis has no database left to hand out (INCR answered ${reply.trim()})`);
  }
  return {
    mongoUrl: stack.mongoUrl,
    database: `portal_${id}`,
    s3Endpoint: stack.s3Endpoint,
    s3AccessKey: stack.s3AccessKey,
    s3SecretKey: stack.s3SecretKey,
    bucket: `portal-${id}`,
    redisUrl: `${stack.redisUrl}/${index}`,
  };
}

/** Starts the three services and answers the environment that hands them to the suites. */
export async function startSharedStack(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const [mongo, minio, redis] = await Promise.allSettled([
    startFerretDb(),
    startMinio(),
    startRedis({ databases: REDIS_DATABASES }),
  ]);
  if (mongo.status === "rejected" || minio.status === "rejected" || redis.status === "rejected") {
    const running = [mongo, minio, redis].flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    await Promise.all(running.map((server) => server.dispose()));
    throw [mongo, minio, redis].flatMap((s) => (s.status === "rejected" ? [s.reason] : []))[0];
  }
  const stack: SharedStack = {
    mongoUrl: mongo.value.url,
    s3Endpoint: minio.value.url,
    s3AccessKey: minio.value.accessKey,
    s3SecretKey: minio.value.secretKey,
    redisUrl: redis.value.url,
  };
  const env = Object.fromEntries(
    Object.entries(SHARED_STACK_VARIABLES).map(([key, name]) => [name, stack[key as keyof SharedStack]]),
  );
  return {
    env,
    dispose: async () => {
      await Promise.all([mongo.value.dispose(), minio.value.dispose(), redis.value.dispose()]);
    },
  };
}

/**
 * The command line scripts/test.mjs runs in the background: starts the stack, prints its
 * environment as one JSON line, and stops it on SIGTERM or SIGINT, or when its parent goes
 * away (its standard input closes), so an interrupted run leaves no server behind.
 */
async function main(): Promise<void> {
  const stack = await startSharedStack().catch((error: unknown) => {
    console.error(`the shared test services could not be started: ${String(error)}`);
    process.exit(1);
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.dispose().catch((error: unknown) => console.error(`stopping the shared services: ${error}`));
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify(stack.env)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
