import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import type { Logger } from "pino";
import type { PortalState } from "../context";

export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it is sane), echoes it, and
 * logs one line per request: method, path, status, duration. Never bodies, cookies or
 * query strings, so no password or token reaches the log.
 */
export const requestLog =
  (logger: Logger): Middleware<PortalState> =>
  async (ctx, next) => {
    const incoming = ctx.get("X-Request-Id");
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made when something logs beside the request line (most requests
    // log only that line, and a pino child per request showed in the profile).
    let child: Logger | undefined;
    Object.defineProperty(ctx.state, "log", {
      get: () => (child ??= logger.child({ requestId })),
      configurable: true,
      enumerable: true,
    });
    ctx.set("X-Request-Id", requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger.info(
        { requestId, method: ctx.method, path: ctx.path, status: ctx.status, durationMs },
        "request",
      );
    }
  };
