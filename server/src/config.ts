import type { Organisation } from "@portal/application";
import { CSRF_SECRET_MIN_LENGTH } from "@portal/http";

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
  /** The service organisation: the executor on every contract and invoice (ORG_* variables). */
  readonly organisation: Organisation;
  /**
   * Hits allowed per window on sign-in, feedback and uploads; absent values keep the HTTP
   * defaults. `windowSeconds` is the window of every rule but the per-account sign-in
   * rule, which has its own (`loginAccountWindowSeconds`, 15 minutes by default).
   */
  readonly rateLimits: {
    readonly windowSeconds?: number;
    readonly login?: number;
    readonly loginAddress?: number;
    readonly loginAccount?: number;
    readonly loginAccountWindowSeconds?: number;
    readonly feedback?: number;
    readonly upload?: number;
  };
  /** Trust X-Forwarded-For from a proxy in front: the client's address, not the proxy's, is rate-limited. */
  readonly trustProxy: boolean;
  /** Password checks at once and waiting before a sign-in is refused with 503; absent: the hasher's defaults. */
  readonly passwordHashing: { readonly concurrency?: number; readonly queue?: number };
  /** A request must arrive whole (headers and body) within this time, else 408. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this time, else 408. */
  readonly headersTimeoutMs: number;
  /** How long an Idempotency-Key whose request has not answered refuses repeats (409). */
  readonly idempotencyPendingSeconds?: number;
  /**
   * CSRF_SECRET: the key of the CSRF tokens' HMAC, the same for every server process behind
   * one load balancer. Required in production; elsewhere, when unset, one is generated and
   * kept in DATA_DIR (`csrfSecret.ts`).
   */
  readonly csrfSecret?: string;
}

/** A configuration the server cannot start with; its message says what to set. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

function csrfSecretOf(env: NodeJS.ProcessEnv, production: boolean): string | undefined {
  const secret = env.CSRF_SECRET?.trim();
  if (secret && secret.length < CSRF_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `CSRF_SECRET is too short (${secret.length} characters): use at least ${CSRF_SECRET_MIN_LENGTH} random characters, e.g. from \`openssl rand -base64 32\``,
    );
  }
  if (!secret && production) {
    throw new ConfigError(
      "CSRF_SECRET is not set: PORTAL_ENV=production needs one, the same for every server process behind the load balancer " +
        `(at least ${CSRF_SECRET_MIN_LENGTH} random characters, e.g. from \`openssl rand -base64 32\`)`,
    );
  }
  return secret || undefined;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** A positive whole number from the environment, or nothing when unset or unusable. */
const positive = (value: string | undefined): number | undefined => {
  const n = int(value, 0);
  return n > 0 ? n : undefined;
};

/** A whole number from the environment, 0 included, or nothing when unset or unusable. */
const wholeNumber = (value: string | undefined): number | undefined => {
  const n = int(value, -1);
  return n >= 0 ? n : undefined;
};

const defined = <T extends object>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The executor's requisites printed on contracts and invoices. The defaults are the demo
 * organisation's, marked "(namuna)" like the seed's banks: a real deployment sets ORG_*.
 */
function organisationOf(env: NodeJS.ProcessEnv): Organisation {
  return {
    name: env.ORG_NAME ?? "Metrologiya xizmati markazi (namuna)",
    address: env.ORG_ADDRESS ?? "Toshkent shahri, Mirobod tumani, Farobiy ko‘chasi 333A-uy",
    tin: env.ORG_TIN ?? "200000001",
    bank_name: env.ORG_BANK_NAME ?? "“Xalq banki” ATB Mirobod filiali (namuna)",
    account_number: env.ORG_ACCOUNT_NUMBER ?? "20210000100000000001",
    mfo: env.ORG_MFO ?? "00014",
    phone: env.ORG_PHONE ?? (env.SUPPORT_PHONES ?? "+998 71 202-00-11").split(",")[0]!.trim(),
  };
}

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
    organisation: organisationOf(env),
    rateLimits: defined({
      windowSeconds: positive(env.RATE_LIMIT_WINDOW_SECONDS),
      login: positive(env.RATE_LIMIT_LOGIN),
      loginAddress: positive(env.RATE_LIMIT_LOGIN_ADDRESS),
      loginAccount: positive(env.RATE_LIMIT_LOGIN_ACCOUNT),
      loginAccountWindowSeconds: positive(env.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS),
      feedback: positive(env.RATE_LIMIT_FEEDBACK),
      upload: positive(env.RATE_LIMIT_UPLOAD),
    }),
    passwordHashing: defined({
      concurrency: positive(env.PASSWORD_HASH_CONCURRENCY),
      queue: wholeNumber(env.PASSWORD_HASH_QUEUE),
    }),
    trustProxy: env.TRUST_PROXY === "true",
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS) ?? 30_000,
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS) ?? 15_000,
    ...defined({
      idempotencyPendingSeconds: positive(env.IDEMPOTENCY_PENDING_SECONDS),
      csrfSecret: csrfSecretOf(env, production),
    }),
  };
}
