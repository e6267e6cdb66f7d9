/**
 * The server's configuration, from environment variables (documented in the README).
 * Without MONGO_URL / S3_ENDPOINT / REDIS_URL the portal runs on its embedded default.
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PORTAL_ENV=production: no demo accounts, secure cookies unless told otherwise. */
  readonly production: boolean;
  readonly secureCookies: boolean;
  readonly sessionIdleSeconds: number;
  readonly uploadLimitBytes: number;
  readonly offerVersion: string;
  readonly mongo?: { readonly url: string; readonly database: string };
  readonly s3?: {
    readonly endPoint: string;
    readonly port: number;
    readonly useSSL: boolean;
    readonly accessKey: string;
    readonly secretKey: string;
    readonly bucket: string;
  };
  readonly redisUrl?: string;
  readonly supportPhones: readonly string[];
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.PORTAL_ENV === "production";
  const s3Endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : undefined;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir: env.DATA_DIR ?? "./data",
    production,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === "true" : production,
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 30 * 60),
    uploadLimitBytes: int(env.UPLOAD_LIMIT_BYTES, 10 * 1024 * 1024),
    offerVersion: env.OFFER_VERSION ?? "offerta-4",
    ...(env.MONGO_URL ? { mongo: { url: env.MONGO_URL, database: env.MONGO_DB ?? "portal" } } : {}),
    ...(s3Endpoint
      ? {
          s3: {
            endPoint: s3Endpoint.hostname,
            port: int(s3Endpoint.port, s3Endpoint.protocol === "https:" ? 443 : 80),
            useSSL: s3Endpoint.protocol === "https:",
            accessKey: env.S3_ACCESS_KEY ?? "",
            secretKey: env.S3_SECRET_KEY ?? "",
            bucket: env.S3_BUCKET ?? "portal-uploads",
          },
        }
      : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    supportPhones: (env.SUPPORT_PHONES ?? "+998 71 202-00-11").split(",").map((p) => p.trim()),
  };
}
