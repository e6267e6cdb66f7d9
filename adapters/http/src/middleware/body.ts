import { bodyParser } from "@koa/bodyparser";
import type { Context, Middleware } from "koa";
import type { PortalState } from "../context";

/** The `type` of the refusal of a body that its Content-Encoding does not unpack. */
export const UNDECODABLE_BODY = "encoding.undecodable";

/** A body that does not unpack by its own Content-Encoding (not gzip, cut short…): the client's fault, 400. */
class UndecodableBody extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type = UNDECODABLE_BODY;
}

const isClientRefusal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * What the parser threw, as a refusal. Reading a JSON or form body touches nothing but the
 * request, so an error without a client status while a compressed body is unpacked is
 * zlib's (Z_DATA_ERROR, a truncated stream, a broken brotli block): the body is not what
 * its Content-Encoding says, a 400, not a defect. An unsupported coding is already 415.
 */
function bodyRefusal(error: unknown, ctx: Context): unknown {
  if (isClientRefusal(error)) return error;
  const coding = ctx.get("Content-Encoding");
  return coding !== "" && coding !== "identity" ? new UndecodableBody("body does not unpack") : error;
}

/**
 * JSON and urlencoded bodies up to the limit (of the unpacked bytes: a small zip bomb is
 * refused with 413 as soon as it grows past it); co-body refuses a `__proto__` key (400).
 * The Content-Encoding's name is read in any case, as HTTP reads it; gzip, deflate and br
 * are unpacked, any other coding is 415. The bodies of `ownBodyPaths` are left unread:
 * their route reads them itself, and answers a broken one in its own protocol.
 */
export const parseBody = (
  limit: string,
  ownBodyPaths: ReadonlySet<string> = new Set(),
): Middleware<PortalState> => {
  const parser = bodyParser({
    enableTypes: ["json", "form"],
    jsonLimit: limit,
    formLimit: limit,
    jsonStrict: true,
    parsedMethods: ["POST", "PUT", "PATCH", "DELETE"],
    onError: (error: Error, ctx: Context) => {
      throw bodyRefusal(error, ctx);
    },
  }) as Middleware<PortalState>;
  return (ctx, next) => {
    if (ownBodyPaths.has(ctx.path)) return next();
    normaliseCoding(ctx);
    return parser(ctx, next);
  };
};

function normaliseCoding(ctx: Context): void {
  const coding = ctx.req.headers["content-encoding"];
  if (coding !== undefined) ctx.req.headers["content-encoding"] = coding.trim().toLowerCase();
}

/**
 * A body as text, whatever its media type, up to the limit (of the unpacked bytes, as
 * `parseBody`), left in `ctx.request.rawBody`; a body that is too large, does not unpack or
 * comes in an unknown coding is refused as `parseBody` refuses it. For a route that reads its
 * own body (`ownBodyPaths`).
 */
export const readBodyText = (limit: string): Middleware<PortalState> => {
  const parser = bodyParser({
    enableTypes: ["text"],
    extendTypes: { text: ["*/*"] },
    textLimit: limit,
    parsedMethods: ["POST"],
    onError: (error: Error, ctx: Context) => {
      throw bodyRefusal(error, ctx);
    },
  }) as Middleware<PortalState>;
  return (ctx, next) => {
    normaliseCoding(ctx);
    return parser(ctx, next);
  };
};

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 64;

class TooDeep extends Error {
  readonly status = 400;
}

/** A copy of parsed JSON without keys that could reach a prototype; too deep is a 400. */
export function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth > MAX_DEPTH) throw new TooDeep("body nested too deep");
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!PROTOTYPE_KEYS.has(key))
      copy[key] = withoutPrototypeKeys((value as Record<string, unknown>)[key], depth + 1);
  }
  return copy;
}

export const sanitiseBody: Middleware<PortalState> = async (ctx, next) => {
  if (ctx.request.body !== undefined) ctx.request.body = withoutPrototypeKeys(ctx.request.body);
  await next();
};

/** `//front//save-appeal` is `/front/save-appeal`: a base address with a trailing slash is harmless. */
export const normalisePath: Middleware<PortalState> = async (ctx, next) => {
  if (ctx.path.includes("//")) ctx.path = ctx.path.replace(/\/{2,}/g, "/");
  await next();
};
