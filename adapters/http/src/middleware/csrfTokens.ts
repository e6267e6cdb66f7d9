import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import type { ParameterizedContext } from "koa";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";

export const CSRF_COOKIE = "XSRF-TOKEN";

/** The shortest secret the HTTP app takes, in characters: at least 128 bits even written in hex. */
export const CSRF_SECRET_MIN_LENGTH = 32;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time; hashing first makes the lengths equal. */
export const sameToken = (given: unknown, expected: string): boolean =>
  typeof given === "string" && given.length > 0 && timingSafeEqual(digest(given), digest(expected));

const keys = new Map<string, KeyObject>();

function keyOf(config: HttpConfig): KeyObject {
  const secret = config.csrfSecret;
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of what the token is bound to, named by its kind so one kind never passes for the other. */
const mac = (config: HttpConfig, kind: "session" | "anonymous", value: string): string =>
  createHmac("sha256", keyOf(config)).update(`${kind}\0${value}`).digest("base64url");

/**
 * The token of a signed-in browser: an HMAC of its session id under the server's secret.
 * A new session (every sign-in) has a new token, every process sharing the secret derives
 * the same one, and the token tells nothing of the id (the session cookie stays HttpOnly).
 */
export const sessionCsrfToken = (config: HttpConfig, sessionId: string): string =>
  mac(config, "session", sessionId);

const NONCE_BYTES = 16;
const NONCE_SHAPE = /^[A-Za-z0-9_-]{22}$/;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A nonce: 16 bytes of the CSPRNG, base64url. The bytes are drawn 256 nonces at a time
 * (one system call instead of one per anonymous request) and each slice is handed out once.
 */
function newNonce(): string {
  if (poolAt + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolAt = 0;
  }
  const nonce = pool.toString("base64url", poolAt, poolAt + NONCE_BYTES);
  poolAt += NONCE_BYTES;
  return nonce;
}

/** The token of an anonymous browser: a server-drawn nonce and its HMAC, `nonce.mac`. */
export const newAnonymousCsrfToken = (config: HttpConfig): string => {
  const nonce = newNonce();
  return `${nonce}.${mac(config, "anonymous", nonce)}`;
};

/** Whether the token is an anonymous one this server (or one sharing its secret) issued. */
export function isAnonymousCsrfToken(config: HttpConfig, token: string | undefined): token is string {
  if (!token) return false;
  const dot = token.indexOf(".");
  const nonce = token.slice(0, dot);
  return (
    dot > 0 && NONCE_SHAPE.test(nonce) && sameToken(token.slice(dot + 1), mac(config, "anonymous", nonce))
  );
}

/** Sets the browser's token: the readable cookie the client echoes, and the one this request expects. */
export function setCsrfToken(
  ctx: ParameterizedContext<PortalState>,
  config: HttpConfig,
  token: string,
): void {
  ctx.state.csrfToken = token;
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/",
    overwrite: true,
  });
}
