import { randomBytes } from "node:crypto";
import {
  type FerretDbServer,
  type MinioServer,
  type RedisServer,
  startFerretDb,
  startMinio,
  startOrSkip,
  startRedis,
} from "@portal/testkit";

export interface ProductionServices {
  readonly mongo: FerretDbServer;
  readonly minio: MinioServer;
  readonly redis: RedisServer;
  /** The environment that points the portal at these services. */
  readonly env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

/** FerretDB, MinIO and Redis as local processes, for the production profile's tests. */
export async function startProductionServices(ctx: Mocha.Context): Promise<ProductionServices> {
  const [mongo, minio, redis] = await startOrSkip(ctx, "FerretDB, MinIO and Redis", () =>
    Promise.all([startFerretDb(), startMinio(), startRedis()]),
  );
  return {
    mongo,
    minio,
    redis,
    env: {
      MONGO_URL: mongo.url,
      MONGO_DB: `portal_${Date.now()}`,
      S3_ENDPOINT: minio.url,
      S3_ACCESS_KEY: minio.accessKey,
      S3_SECRET_KEY: minio.secretKey,
      S3_BUCKET: "portal-test",
      REDIS_URL: redis.url,
      // The processes behind one load balancer share the key of the CSRF tokens (README).
      CSRF_SECRET: randomBytes(32).toString("base64"),
    },
    async dispose() {
      await Promise.all([mongo.dispose(), minio.dispose(), redis.dispose()]);
    },
  };
}
