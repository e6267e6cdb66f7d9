/** How many hits a caller may make in a window before the answer is 429. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface HttpConfig {
  readonly production: boolean;
  /** Cookies get `Secure` and HSTS is sent: TLS is terminated in front of the app. */
  readonly secureCookies: boolean;
  readonly sessionIdleSeconds: number;
  readonly uploadLimitBytes: number;
  /** JSON and form bodies, in the `bytes` notation ("1mb"). */
  readonly bodyLimit: string;
  /** The public offer's version, recorded with every appeal by the use cases. */
  readonly offerVersion: string;
  readonly rateLimits: {
    /** POST /auth/login, per IP and login. */
    readonly login: RateLimitRule;
    /** POST /auth/login, per IP whatever the login: one address trying many logins. */
    readonly loginAddress: RateLimitRule;
    /**
     * POST /auth/login, per login whatever the IP: failed attempts (401) only; a success,
     * a busy refusal (503) or an error is taken back.
     */
    readonly loginAccount: RateLimitRule;
    /** POST /apply, per IP. */
    readonly feedback: RateLimitRule;
    /** The three upload paths, per user (per IP when anonymous). */
    readonly upload: RateLimitRule;
    /** The public certificate check, per IP (issue 14); absent: the default. */
    readonly check?: RateLimitRule;
    /** The payment systems' endpoints (Payme, Click), per calling address; absent: the default. */
    readonly payments?: RateLimitRule;
  };
  /**
   * What the payment systems' endpoints check a call with: Payme's key (Basic `Paycom:<key>`),
   * Click's secret key (the MD5 sign) and service id. A missing key refuses every call of
   * that system with its protocol's authorisation error. Never logged.
   */
  readonly payments?: PaymentSystemKeys;
  /**
   * The https address the public reaches the portal at (PUBLIC_URL), where an address must be
   * absolute and fixed (OneID's callback); absent in development: the request's own origin.
   */
  readonly publicBaseUrl?: string;
  /** Page-level settings the UI reads from index.html (support phones, demo hints…). */
  readonly pageConfig?: Readonly<Record<string, unknown>>;
  /** How long an Idempotency-Key is remembered. */
  readonly idempotencyTtlSeconds?: number;
  /** How long a key whose request has not answered yet (its server may have died) refuses repeats. */
  readonly idempotencyPendingSeconds?: number;
  /** Trust X-Forwarded-* (the client IP for rate limits) from a proxy in front. */
  readonly trustProxy?: boolean;
  /**
   * The key of the CSRF tokens' HMAC (at least 32 characters). Every server process behind
   * one load balancer must have the same, so each accepts the tokens the others issued.
   */
  readonly csrfSecret: string;
  /**
   * Who may read GET /metrics: a request whose address is in `allow` (addresses and CIDR
   * ranges; with trustProxy both the proxy's and the forwarded client's address must be),
   * or one with `Authorization: Bearer <token>`. Anyone else gets the 404 of an unknown path.
   */
  readonly metricsAccess?: { readonly allow: readonly string[]; readonly token?: string };
}

/** The keys the payment systems' calls are checked with (README, "Paying online"). */
export interface PaymentSystemKeys {
  readonly paymeKey?: string;
  readonly clickSecretKey?: string;
  readonly clickServiceId?: string;
}

/** GET /metrics from this machine only, unless configured (METRICS_ALLOW). */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ["127.0.0.0/8", "::1"];

export const MiB = 1024 * 1024;
export const DAY_SECONDS = 60 * 60 * 24;

/** Everything but the CSRF secret, which each deployment brings (`server/src/csrfSecret.ts`). */
export const defaultHttpConfig: Omit<HttpConfig, "csrfSecret"> = {
  production: false,
  secureCookies: false,
  sessionIdleSeconds: 60 * 60 * 2,
  uploadLimitBytes: 10 * MiB,
  bodyLimit: "1mb",
  offerVersion: "4",
  rateLimits: {
    login: { limit: 10, windowSeconds: 60 },
    loginAddress: { limit: 30, windowSeconds: 60 },
    loginAccount: { limit: 20, windowSeconds: 15 * 60 },
    feedback: { limit: 5, windowSeconds: 60 },
    upload: { limit: 30, windowSeconds: 60 },
    check: { limit: 30, windowSeconds: 60 },
    // A payment is three or four calls from the provider's few addresses; a busy hour of
    // payments stays far below this, a key guesser does not.
    payments: { limit: 600, windowSeconds: 60 },
  },
  idempotencyTtlSeconds: DAY_SECONDS,
  trustProxy: false,
  metricsAccess: { allow: DEFAULT_METRICS_ALLOW },
};
