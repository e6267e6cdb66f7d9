import { createHash, timingSafeEqual } from "node:crypto";
import type { ReadinessCheck } from "@portal/application";
import { systemApi } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Context } from "koa";
import { DEFAULT_METRICS_ALLOW } from "../config";
import { addressList, allows } from "../metrics";
import { openApiDocument } from "../openapi";
import { route } from "../route";
import { within } from "../within";
import { newRouter, type RouteDeps } from "./deps";

/** How long /readyz waits for one service before calling it failed. */
export const READINESS_TIMEOUT_MS = 2000;

/** Resolves "ok" when the check does within the timeout, "failed" otherwise (never rejects). */
async function probe(check: ReadinessCheck, onFailure: (error: unknown) => void): Promise<"ok" | "failed"> {
  try {
    await within(check.check(), READINESS_TIMEOUT_MS);
    return "ok";
  } catch (error) {
    onFailure(error);
    return "failed";
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Liveness (`/healthz`: the process answers), readiness (`/readyz`: every configured service
 * answers and the server is not shutting down), the metrics for Prometheus, and the API's
 * own description.
 */
export function healthRoutes(deps: RouteDeps) {
  const router = newRouter();
  const { config } = deps;
  const access = config.metricsAccess ?? { allow: DEFAULT_METRICS_ALLOW };
  const allowList = addressList(access.allow);
  const token = access.token ? digest(access.token) : undefined;

  /** The socket's address, and with trustProxy the client's the proxy forwarded, must both be allowed. */
  const mayReadMetrics = (ctx: Context): boolean => {
    const bearer = /^Bearer (.+)$/.exec(ctx.get("Authorization"))?.[1];
    if (token && bearer !== undefined && timingSafeEqual(digest(bearer), token)) return true;
    if (!allows(allowList, ctx.req.socket.remoteAddress)) return false;
    return !config.trustProxy || allows(allowList, ctx.ip);
  };

  route(router, systemApi.liveness, async () => E.right({ status: "ok" as const }));

  route(router, systemApi.readiness, async ({ ctx }) => {
    ctx.set("Cache-Control", "no-store");
    if (deps.stopping?.()) {
      ctx.status = 503;
      ctx.body = { status: "stopping", message: "The server is shutting down", failed: [] };
      return;
    }
    const checks = deps.readiness ?? [];
    const results = await Promise.all(
      checks.map(async (check) => {
        const state = await probe(check, (error) =>
          ctx.state.log.warn({ service: check.service, err: error }, "readiness check failed"),
        );
        return [check.service, state] as const;
      }),
    );
    const services = Object.fromEntries(results);
    const failed = results.filter(([, state]) => state === "failed").map(([service]) => service);
    if (failed.length === 0) {
      ctx.body = systemApi.readiness.answer.encode({ status: "ready", services });
      return;
    }
    ctx.status = 503;
    ctx.body = {
      status: "unavailable",
      message: `Not ready: ${failed.join(", ")} did not answer`,
      failed,
      services,
    };
  });

  // Refused exactly like a path that does not exist: the 404 (or the UI's page) of the layers after.
  route(router, systemApi.metrics, async ({ ctx, next }) => {
    if (!deps.metrics || !mayReadMetrics(ctx)) {
      await next();
      return;
    }
    const { text, contentType } = await deps.metrics.render();
    ctx.set("Cache-Control", "no-store");
    ctx.type = contentType;
    ctx.body = text;
  });

  route(router, systemApi.description, async () => E.right(openApiDocument));
  return router;
}
