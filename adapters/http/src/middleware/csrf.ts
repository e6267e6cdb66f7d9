import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Middleware } from "koa";
import type { HttpConfig } from "../config";
import type { PortalContext, PortalState } from "../context";
import { say } from "../messages";
import { bodyRecord } from "../respond";

export const CSRF_COOKIE = "XSRF-TOKEN";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time; hashing first makes the lengths equal. */
export const sameToken = (given: unknown, expected: string): boolean =>
  typeof given === "string" && given.length > 0 && timingSafeEqual(digest(given), digest(expected));

const TOKEN_BYTES = 32;
const POOL_TOKENS = 256;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A fresh token: 32 bytes of the CSPRNG, base64url. The bytes are drawn 256 tokens at a time
 * (one system call instead of one per anonymous request) and each slice is handed out once.
 */
function newCsrfToken(): string {
  if (poolAt + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * POOL_TOKENS);
    poolAt = 0;
  }
  const token = pool.toString("base64url", poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
}

/** The browser's token when its cookie holds a well-formed one. */
const wellFormedToken = (value: string | undefined): string | undefined =>
  value && TOKEN_SHAPE.test(value) ? value : undefined;

/**
 * Double-submit token: one random value per browser, kept in a readable cookie (the
 * client copies it into X-XSRF-TOKEN) and re-sent on every answer, stable across requests.
 */
export const csrfCookie =
  (config: HttpConfig): Middleware<PortalState> =>
  async (ctx, next) => {
    const token = wellFormedToken(ctx.cookies.get(CSRF_COOKIE)) ?? newCsrfToken();
    ctx.state.csrfToken = token;
    ctx.cookies.set(CSRF_COOKIE, token, {
      httpOnly: false,
      sameSite: "lax",
      secure: config.secureCookies,
      path: "/",
      overwrite: true,
    });
    await next();
  };

function refuse(ctx: PortalContext): void {
  ctx.status = 419;
  ctx.body = { status: 0, message: say("csrfMismatch", ctx.state.lang) };
}

const bodyToken = (ctx: PortalContext): unknown => bodyRecord(ctx.request.body)["_token"];

/**
 * Every unsafe request carries the token in X-XSRF-TOKEN, X-CSRF-TOKEN or a `_token`
 * field. A multipart upload's field is only known after the upload is parsed, so on the
 * upload paths the check is finished by `csrfCheckDeferred`; elsewhere it is refused.
 */
export const csrfCheck =
  (multipartPaths: ReadonlySet<string>): Middleware<PortalState> =>
  async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const candidates = [ctx.get("X-XSRF-TOKEN"), ctx.get("X-CSRF-TOKEN"), bodyToken(ctx)];
    if (candidates.some((candidate) => sameToken(candidate, ctx.state.csrfToken))) return next();
    if (ctx.is("multipart") && multipartPaths.has(ctx.path)) {
      ctx.state.csrfDeferred = true;
      return next();
    }
    refuse(ctx);
  };

export const csrfCheckDeferred: Middleware<PortalState> = async (ctx, next) => {
  if (ctx.state.csrfDeferred && !sameToken(bodyToken(ctx), ctx.state.csrfToken)) return refuse(ctx);
  await next();
};
