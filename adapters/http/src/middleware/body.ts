import { bodyParser } from "@koa/bodyparser";
import type { Middleware } from "koa";
import type { PortalState } from "../context";

/** JSON and urlencoded bodies up to the limit; co-body refuses a `__proto__` key (400). */
export const parseBody = (limit: string): Middleware<PortalState> =>
  bodyParser({
    enableTypes: ["json", "form"],
    jsonLimit: limit,
    formLimit: limit,
    jsonStrict: true,
    parsedMethods: ["POST", "PUT", "PATCH", "DELETE"],
  }) as Middleware<PortalState>;

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
