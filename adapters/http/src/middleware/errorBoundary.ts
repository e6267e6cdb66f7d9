import { ServiceUnavailableError, StorageFullError } from "@portal/application";
import type { Middleware } from "koa";
import type { HttpMetrics } from "../metrics";
import type { PortalState } from "../context";
import { thrownToHttp } from "../failureTable";

const errorKind = (error: unknown): string => {
  const { type, code, name } = (error ?? {}) as { type?: unknown; code?: unknown; name?: unknown };
  return String(type ?? code ?? name ?? "unknown");
};

/**
 * Turns whatever was thrown into an answer through the failure table. Defects are logged
 * with the request id and answered 500 with a generic message: no stack, no path.
 */
export const errorBoundary =
  (bodyLimit: string, metrics?: HttpMetrics): Middleware<PortalState> =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = thrownToHttp(error, ctx.state.lang, bodyLimit);
      if (error instanceof ServiceUnavailableError) metrics?.serviceError(error.service, "unavailable");
      else if (error instanceof StorageFullError) metrics?.serviceError(error.store, "full");
      else if (answer.status === 500) metrics?.defect();
      if (answer.status >= 500) ctx.state.log.error({ err: error }, "request failed");
      // Only the kind: a parser's message can quote the body, and the body may hold a password.
      else ctx.state.log.warn({ status: answer.status, kind: errorKind(error) }, "request refused");
      ctx.remove("Content-Disposition");
      // A body refused unread (too large) would otherwise be drained until the request timeout.
      if (answer.status === 413) ctx.set("Connection", "close");
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
      ctx.status = answer.status;
      ctx.body = answer.status === 500 ? { ...answer.body, request_id: ctx.state.requestId } : answer.body;
    }
  };
