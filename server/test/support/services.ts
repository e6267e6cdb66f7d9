import { randomBytes } from "node:crypto";
import {
  type FerretDbServer,
  ferretDbBackend,
  type LocalServer,
  type MinioServer,
  type RedisServer,
  startFerretDb,
  startMinio,
  startOrSkip,
  startRedis,
} from "@portal/testkit";
import { type SharedSlice, sharedStack, takeSlice } from "@portal/testkit/sharedStack";

export interface ProductionServices {
  readonly mongo: FerretDbServer;
  readonly minio: MinioServer;
  readonly redis: RedisServer;
  /** The environment that points the portal at these services. */
  readonly env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** A service a test stops, pauses or restarts on purpose: it gets a process of its own. */
export type OwnService = "mongo" | "minio" | "redis";

/**
 * A service of the run's shared stack seen as a LocalServer: it may not be stopped, paused or
 * restarted (other suites use it at the same time), and disposing of it leaves it running.
 */
function sharedServer(name: string): LocalServer {
  const refusal = () =>
    new Error(
      `${name} is shared by every suite of this run: a test that stops it must ask for a process ` +
        "of its own (startProductionServices(ctx, { own: [...] }))",
    );
  const refuse = async (): Promise<never> => {
    throw refusal();
  };
  return {
    stop: refuse,
    restart: refuse,
    pause: refuse,
    resume: () => {
      throw refusal();
    },
    dispose: async () => {},
  };
}

const portOf = (url: string) => Number(new URL(url).port);

/** The slice's part of each shared service, as the servers this file would otherwise start. */
function sharedServices(slice: SharedSlice) {
  return {
    mongo: (): FerretDbServer => ({
      ...sharedServer("FerretDB"),
      port: portOf(slice.mongoUrl),
      url: slice.mongoUrl,
      backend: ferretDbBackend(),
    }),
    minio: (): MinioServer => ({
      ...sharedServer("MinIO"),
      endPoint: "127.0.0.1",
      port: portOf(slice.s3Endpoint),
      useSSL: false,
      url: slice.s3Endpoint,
      accessKey: slice.s3AccessKey,
      secretKey: slice.s3SecretKey,
    }),
    redis: (): RedisServer => ({
      ...sharedServer("Redis"),
      port: portOf(slice.redisUrl),
      url: slice.redisUrl,
    }),
  };
}

/**
 * FerretDB, MinIO and Redis for the production profile's tests, with a database, a bucket and a
 * Redis database of the test file's own. Under `npm test` they are the run's shared stack
 * (testkit/src/sharedStack.ts), except the services named in `own`, which this file stops or
 * restarts and so gets as processes of its own; run alone (`npx mocha <file>`), every service
 * is a process of its own.
 */
export async function startProductionServices(
  ctx: Mocha.Context,
  options: { readonly own?: readonly OwnService[] } = {},
): Promise<ProductionServices> {
  const stack = sharedStack();
  const slice = stack
    ? await startOrSkip(ctx, "this run's shared services", () => takeSlice(stack))
    : undefined;
  const shared = slice ? sharedServices(slice) : undefined;
  const fromStack = <K extends OwnService>(service: K) =>
    (options.own ?? []).includes(service) ? undefined : shared?.[service];
  const [mongo, minio, redis] = await startOrSkip(ctx, "FerretDB, MinIO and Redis", () =>
    Promise.all([
      fromStack("mongo")?.() ?? startFerretDb(),
      fromStack("minio")?.() ?? startMinio(),
      fromStack("redis")?.() ?? startRedis(),
    ] as const),
  );
  const id = randomBytes(6).toString("hex");
  return {
    mongo,
    minio,
    redis,
    env: {
      MONGO_URL: mongo.url,
      MONGO_DB: slice?.database ?? `portal_${id}`,
      S3_ENDPOINT: minio.url,
      S3_ACCESS_KEY: minio.accessKey,
      S3_SECRET_KEY: minio.secretKey,
      S3_BUCKET: slice?.bucket ?? "portal-test",
      REDIS_URL: redis.url,
      // The processes behind one load balancer share the key of the CSRF tokens (README).
      CSRF_SECRET: randomBytes(32).toString("base64"),
    },
    async dispose() {
      await Promise.all([mongo.dispose(), minio.dispose(), redis.dispose()]);
    },
  };
}
