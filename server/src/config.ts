import {
  DEFAULT_CLICK_CHECKOUT_URL,
  DEFAULT_PAYME_CHECKOUT_URL,
  type Organisation,
} from "@portal/application";
import { addressList, CSRF_SECRET_MIN_LENGTH, DEFAULT_METRICS_ALLOW } from "@portal/http";

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
  /**
   * The demo accounts are created at start: on the embedded store by default (README), on a
   * MongoDB store of a development server only when DEMO_ACCOUNTS=on asks (tests, bench,
   * soak), never in production.
   */
  readonly demoAccounts: boolean;
  /**
   * DEMO_DATA=on: the demo users' register, appeals, contract and invoice are written at
   * start (embedded profile only, never in production). `npm start` turns it on unless
   * DEMO_DATA=off; off by default for every other start (tests, bench, soak).
   */
  readonly demoData: boolean;
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
   * PUBLIC_URL: the portal's address as customers and the public reach it: a certificate's QR
   * code opens {PUBLIC_URL}/check/{number}, and the links in e-mail start with it.
   * Default: http://HOST:PORT, except in production, which requires an https address.
   */
  readonly publicBaseUrl: string;
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
    readonly check?: number;
    /** The payment systems' calls per calling address (RATE_LIMIT_PAYMENTS). */
    readonly payments?: number;
  };
  /** Trust X-Forwarded-For from a proxy in front: the client's address, not the proxy's, is rate-limited. */
  readonly trustProxy: boolean;
  /**
   * Password checks at once, waiting before a sign-in is refused with 503, and started per
   * second at most; absent: the hasher's defaults.
   */
  readonly passwordHashing: {
    /** scrypt's cost as log2 N (15 by default; production refuses less, the tests take 10). */
    readonly cost?: number;
    readonly concurrency?: number;
    readonly queue?: number;
    readonly startsPerSecond?: number;
  };
  /** A request must arrive whole (headers and body) within this time, else 408. */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this time, else 408. */
  readonly headersTimeoutMs: number;
  /**
   * How long an idle keep-alive connection is kept for the client's next request. Longer
   * than a balancer's idle timeout (60 s is common), so the server never closes a connection
   * the balancer or a client is about to reuse.
   */
  readonly keepAliveTimeoutMs: number;
  /** How long an Idempotency-Key whose request has not answered refuses repeats (409). */
  readonly idempotencyPendingSeconds?: number;
  /**
   * CSRF_SECRET: the key of the CSRF tokens' HMAC, the same for every server process behind
   * one load balancer. Required in production; elsewhere, when unset, one is generated and
   * kept in DATA_DIR (`csrfSecret.ts`).
   */
  readonly csrfSecret?: string;
  /**
   * OneID, where customers sign in (issue 26; README, "Signing in through OneID"): its base
   * address and this portal's registration with it. Absent: passwords only, or, for `npm start`
   * in development, the project's OneID stand-in (server/src/main.ts).
   */
  readonly oneId?: {
    readonly url: string;
    readonly clientId: string;
    readonly clientSecret: string;
    readonly scope: string;
  };
  /**
   * The portal's registration with the payment systems (issue 29; README, "Paying online"):
   * Payme's cashbox and key, Click's service, merchant and secret key, and each one's checkout
   * address. A system not configured offers no checkout, and its endpoint refuses every call.
   */
  readonly payments: PaymentsSettings;
  /**
   * SIGNING_KEY_FILE and SIGNING_CERT_FILE: the lab's key (PKCS #8 PEM) and the certificate a CA
   * issued for it (PEM, CA certificates may follow), which sign every certificate; both or
   * neither. Absent: a key and self-signed certificate generated once in DATA_DIR/signing/.
   */
  readonly signing: { readonly keyFile?: string; readonly certificateFile?: string };
  /** Reminders and their e-mail (issue 15; README, "Reminders"). */
  readonly mail: {
    /** SMTP_URL: smtp(s)://user:pass@host:port; absent: .eml files in DATA_DIR/mail/outbox. */
    readonly smtpUrl?: string;
    /** MAIL_FROM: the From address. */
    readonly from: string;
    /** REMINDER_HOUR: the Tashkent hour (0–23) the day's reminders are made from; 9 by default. */
    readonly reminderHour: number;
    /** REMINDER_TICK_SECONDS: how often the scheduler looks at the clock; 0 turns it off (tests drive it). */
    readonly tickSeconds: number;
  };
  /** PORTAL_TEST_CLOCK=1: a settable clock and POST /api/test/clock (tests only; refused in production). */
  readonly testClock: boolean;
  /** Who may read GET /metrics: METRICS_ALLOW (addresses, CIDR ranges) or the bearer METRICS_TOKEN. */
  readonly metricsAccess: { readonly allow: readonly string[]; readonly token?: string };
  /** On SIGTERM, how long requests in flight may take to be answered before their connections are cut. */
  readonly shutdownGraceMs: number;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long the server keeps taking requests while /readyz
   * already answers 503, so that a load balancer takes it out before it stops listening
   * (connections still queued when a listener closes are reset). 0 by default.
   */
  readonly shutdownDrainMs: number;
}

/** What PAYME_* and CLICK_* set; the keys are secrets, never logged. */
export interface PaymentsSettings {
  /** PAYME_MERCHANT_ID: the cashbox id Payme gave the portal (its checkout's `m`). */
  readonly paymeMerchantId?: string;
  /** PAYME_KEY: the cashbox key Payme's calls carry (Basic `Paycom:<key>`). */
  readonly paymeKey?: string;
  /** PAYME_CHECKOUT_URL: Payme's checkout, https://checkout.paycom.uz unless set (its test checkout, or a stand-in). */
  readonly paymeCheckoutUrl: string;
  /** CLICK_SERVICE_ID and CLICK_MERCHANT_ID: the portal's service and merchant at Click. */
  readonly clickServiceId?: string;
  readonly clickMerchantId?: string;
  /** CLICK_SECRET_KEY: the service's secret key, in every call's MD5 sign. */
  readonly clickSecretKey?: string;
  /** CLICK_CHECKOUT_URL: Click's payment page, https://my.click.uz/services/pay unless set. */
  readonly clickCheckoutUrl: string;
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
    address: env.ORG_ADDRESS ?? "Toshkent shahri, Mirobod tumani, Farobiy koʻchasi 333A-uy",
    tin: env.ORG_TIN ?? "200000001",
    bank_name: env.ORG_BANK_NAME ?? "“Xalq banki” ATB Mirobod filiali (namuna)",
    account_number: env.ORG_ACCOUNT_NUMBER ?? "20210000100000000001",
    mfo: env.ORG_MFO ?? "00014",
    phone: env.ORG_PHONE ?? (env.SUPPORT_PHONES ?? "+998 71 202-00-11").split(",")[0]!.trim(),
  };
}

/** REMINDER_HOUR: a whole hour 0–23; anything else is a configuration error. */
function reminderHourOf(env: NodeJS.ProcessEnv): number {
  const raw = env.REMINDER_HOUR?.trim();
  if (raw === undefined || raw === "") return 9;
  const hour = Number(raw);
  if (!/^\d{1,2}$/.test(raw) || hour > 23) {
    throw new ConfigError(`REMINDER_HOUR must be a whole hour from 0 to 23 (Tashkent time), not "${raw}"`);
  }
  return hour;
}

/** The values PORTAL_ENV may take; unset is development too. */
export const PORTAL_ENVIRONMENTS = ["production", "development"] as const;

/**
 * PORTAL_ENV: exactly one of the documented values. A mistyped one ("prod", "Production")
 * must never start a development server, with its demo accounts, in front of real users.
 */
function productionOf(env: NodeJS.ProcessEnv): boolean {
  const raw = env.PORTAL_ENV;
  if (raw === undefined || raw === "" || raw === "development") return false;
  if (raw === "production") return true;
  throw new ConfigError(
    `PORTAL_ENV must be ${PORTAL_ENVIRONMENTS.map((value) => `"${value}"`).join(" or ")} (or unset, which is development), not "${raw}"`,
  );
}

/**
 * PASSWORD_HASH_COST: scrypt's cost as log2 N, 10 to 17. The default 15 (about 32 MiB and
 * 100–160 ms a hash) is the floor in production; a development server or a test may take
 * less, since every sign-in of the test suite pays it (a hash names its own cost, so hashes
 * of different costs verify side by side).
 */
function passwordCostOf(env: NodeJS.ProcessEnv, production: boolean): number | undefined {
  const raw = env.PASSWORD_HASH_COST?.trim();
  if (!raw) return undefined;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_COST || cost > MAX_PASSWORD_COST) {
    throw new ConfigError(
      `PASSWORD_HASH_COST must be a whole number from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST}, not "${raw}"`,
    );
  }
  if (production && cost < PRODUCTION_PASSWORD_COST) {
    throw new ConfigError(
      `PASSWORD_HASH_COST below ${PRODUCTION_PASSWORD_COST} is for tests only, not PORTAL_ENV=production`,
    );
  }
  return cost;
}
const MIN_PASSWORD_COST = 10;
const MAX_PASSWORD_COST = 17;
const PRODUCTION_PASSWORD_COST = 15;

/** ONEID_URL with ONEID_CLIENT_ID and ONEID_CLIENT_SECRET (ONEID_SCOPE optional), or none of them. */
function oneIdOf(env: NodeJS.ProcessEnv, production: boolean): ServerConfig["oneId"] {
  const raw = env.ONEID_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`ONEID_URL must be an absolute address such as https://sso.egov.uz, not "${raw}"`);
  }
  if (production && url.protocol !== "https:") {
    throw new ConfigError("ONEID_URL must be an https address with PORTAL_ENV=production");
  }
  const clientId = env.ONEID_CLIENT_ID?.trim();
  const clientSecret = env.ONEID_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      "ONEID_URL needs ONEID_CLIENT_ID and ONEID_CLIENT_SECRET: the values OneID gave this portal when it was registered",
    );
  }
  return {
    url: url.origin + url.pathname.replace(/\/+$/, ""),
    clientId,
    clientSecret,
    scope: env.ONEID_SCOPE?.trim() || clientId,
  };
}

/** A checkout address from the environment: absolute, https in production; the system's own unless set. */
function checkoutUrlOf(env: NodeJS.ProcessEnv, name: string, fallback: string, production: boolean): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute address such as ${fallback}, not "${raw}"`);
  }
  if (url.protocol !== "https:" && (production || url.protocol !== "http:")) {
    throw new ConfigError(
      `${name} must be an ${production ? "https" : "http or https"} address, not "${raw}"`,
    );
  }
  return raw.replace(/\/+$/, "");
}

/**
 * PAYME_* and CLICK_*: each system all or nothing (half a registration would offer a checkout
 * whose calls are all refused, or take calls with no checkout), the keys never in a message.
 */
function paymentsOf(env: NodeJS.ProcessEnv, production: boolean): PaymentsSettings {
  const value = (name: string) => env[name]?.trim() || undefined;
  const settings = {
    paymeMerchantId: value("PAYME_MERCHANT_ID"),
    paymeKey: value("PAYME_KEY"),
    clickServiceId: value("CLICK_SERVICE_ID"),
    clickMerchantId: value("CLICK_MERCHANT_ID"),
    clickSecretKey: value("CLICK_SECRET_KEY"),
  };
  const systems = [
    ["Payme", ["PAYME_MERCHANT_ID", "PAYME_KEY"], [settings.paymeMerchantId, settings.paymeKey]],
    [
      "Click",
      ["CLICK_SERVICE_ID", "CLICK_MERCHANT_ID", "CLICK_SECRET_KEY"],
      [settings.clickServiceId, settings.clickMerchantId, settings.clickSecretKey],
    ],
  ] as const;
  for (const [system, names, values] of systems) {
    const missing = names.filter((_, i) => values[i] === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      throw new ConfigError(
        `${system} is half configured: set ${missing.join(" and ")} too (the values ${system} gave this portal when it was registered), or none of ${names.join(", ")}`,
      );
    }
  }
  return {
    ...defined(settings),
    paymeCheckoutUrl: checkoutUrlOf(env, "PAYME_CHECKOUT_URL", DEFAULT_PAYME_CHECKOUT_URL, production),
    clickCheckoutUrl: checkoutUrlOf(env, "CLICK_CHECKOUT_URL", DEFAULT_CLICK_CHECKOUT_URL, production),
  };
}

/** SIGNING_KEY_FILE with SIGNING_CERT_FILE, or neither: a key without its certificate cannot sign. */
function signingOf(env: NodeJS.ProcessEnv): ServerConfig["signing"] {
  const keyFile = env.SIGNING_KEY_FILE?.trim() || undefined;
  const certificateFile = env.SIGNING_CERT_FILE?.trim() || undefined;
  if (Boolean(keyFile) !== Boolean(certificateFile)) {
    throw new ConfigError(
      `${keyFile ? "SIGNING_CERT_FILE" : "SIGNING_KEY_FILE"} is not set: SIGNING_KEY_FILE (the lab's key) and SIGNING_CERT_FILE (the certificate a CA issued for it) go together, or neither (a self-signed key kept in DATA_DIR)`,
    );
  }
  return defined({ keyFile, certificateFile });
}

/** DEMO_ACCOUNTS: "on" or "off"; unset is on for the embedded store only. */
function demoAccountsOf(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const raw = env.DEMO_ACCOUNTS?.trim();
  if (raw !== undefined && raw !== "" && raw !== "on" && raw !== "off") {
    throw new ConfigError(`DEMO_ACCOUNTS must be "on" or "off", not "${raw}"`);
  }
  if (production) {
    if (raw === "on") {
      throw new ConfigError(
        "DEMO_ACCOUNTS=on cannot be set with PORTAL_ENV=production: their password is published",
      );
    }
    return false;
  }
  if (raw === "on" || raw === "off") return raw === "on";
  return !env.MONGO_URL;
}

/**
 * PUBLIC_URL: an absolute http(s) address. Production requires it, over https: it is printed
 * for good in every certificate's QR code and every e-mail, where the server's own listening
 * address would mean nothing to the reader.
 */
function publicBaseUrlOf(env: NodeJS.ProcessEnv, production: boolean): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) {
    if (production) {
      throw new ConfigError(
        "PUBLIC_URL is not set: PORTAL_ENV=production needs the https address customers and the public reach the portal at (e.g. https://portal.example.uz); it is printed in certificates' QR codes and e-mail links",
      );
    }
    return `http://${env.HOST ?? "127.0.0.1"}:${int(env.PORT, 3000)}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute address such as https://portal.example.uz, not "${raw}"`,
    );
  }
  if (url.protocol !== "https:" && (production || url.protocol !== "http:")) {
    throw new ConfigError(
      production
        ? `PUBLIC_URL must be an https address with PORTAL_ENV=production, not "${raw}"`
        : `PUBLIC_URL must be an http or https address, not "${raw}"`,
    );
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `PUBLIC_URL must be a plain address without query, fragment or credentials, not "${raw}"`,
    );
  }
  return raw.replace(/\/+$/, "");
}

function testClockOf(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.PORTAL_TEST_CLOCK !== "1") return false;
  if (production)
    throw new ConfigError("PORTAL_TEST_CLOCK is for tests only and cannot be set with PORTAL_ENV=production");
  return true;
}

/** The shortest METRICS_TOKEN taken: a bearer token must not be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsAccessOf(env: NodeJS.ProcessEnv): ServerConfig["metricsAccess"] {
  const allow =
    env.METRICS_ALLOW === undefined
      ? DEFAULT_METRICS_ALLOW
      : env.METRICS_ALLOW.split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== "");
  try {
    addressList(allow);
  } catch (error) {
    throw new ConfigError(`METRICS_ALLOW: ${(error as Error).message}`);
  }
  const token = env.METRICS_TOKEN?.trim();
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `METRICS_TOKEN is too short (${token.length} characters): use at least ${METRICS_TOKEN_MIN_LENGTH} random characters`,
    );
  }
  return { allow, ...(token ? { token } : {}) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = productionOf(env);
  const s3Endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : undefined;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir: env.DATA_DIR ?? "./data",
    production,
    demoAccounts: demoAccountsOf(env, production),
    demoData: env.DEMO_DATA === "on" && !production && !env.MONGO_URL && demoAccountsOf(env, production),
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
    publicBaseUrl: publicBaseUrlOf(env, production),
    rateLimits: defined({
      windowSeconds: positive(env.RATE_LIMIT_WINDOW_SECONDS),
      login: positive(env.RATE_LIMIT_LOGIN),
      loginAddress: positive(env.RATE_LIMIT_LOGIN_ADDRESS),
      loginAccount: positive(env.RATE_LIMIT_LOGIN_ACCOUNT),
      loginAccountWindowSeconds: positive(env.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS),
      feedback: positive(env.RATE_LIMIT_FEEDBACK),
      upload: positive(env.RATE_LIMIT_UPLOAD),
      check: positive(env.RATE_LIMIT_CHECK),
      payments: positive(env.RATE_LIMIT_PAYMENTS),
    }),
    passwordHashing: defined({
      cost: passwordCostOf(env, production),
      concurrency: positive(env.PASSWORD_HASH_CONCURRENCY),
      queue: wholeNumber(env.PASSWORD_HASH_QUEUE),
      startsPerSecond: positive(env.PASSWORD_HASH_PER_SECOND),
    }),
    trustProxy: env.TRUST_PROXY === "true",
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS) ?? 30_000,
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS) ?? 15_000,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS) ?? 65_000,
    mail: {
      ...(env.SMTP_URL?.trim() ? { smtpUrl: env.SMTP_URL.trim() } : {}),
      from: env.MAIL_FROM?.trim() || "Metrologiya portali <noreply@localhost>",
      reminderHour: reminderHourOf(env),
      tickSeconds: int(env.REMINDER_TICK_SECONDS, 60),
    },
    payments: paymentsOf(env, production),
    signing: signingOf(env),
    testClock: testClockOf(env, production),
    ...defined({ oneId: oneIdOf(env, production) }),
    metricsAccess: metricsAccessOf(env),
    shutdownGraceMs: wholeNumber(env.SHUTDOWN_GRACE_MS) ?? 25_000,
    shutdownDrainMs: wholeNumber(env.SHUTDOWN_DRAIN_MS) ?? 0,
    ...defined({
      idempotencyPendingSeconds: positive(env.IDEMPOTENCY_PENDING_SECONDS),
      csrfSecret: csrfSecretOf(env, production),
    }),
  };
}
