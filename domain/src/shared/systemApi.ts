import * as t from "io-ts";
import { ANYONE, apiCall, fileAnswer } from "./api";

/** A configured service's answer to the readiness check. */
const ServiceState = t.keyof({ ok: null, failed: null });

/** GET /readyz's answer while every configured service answers. */
export const Readiness = t.strict({
  status: t.literal("ready"),
  services: t.record(t.string, ServiceState),
});
export type Readiness = t.TypeOf<typeof Readiness>;

/** The OpenAPI document itself, as far as a client relies on it. */
const OpenApiDocument = t.type({
  openapi: t.string,
  info: t.type({ title: t.string, version: t.string }),
  paths: t.record(t.string, t.UnknownRecord),
});

/**
 * The process's own calls, of no business module: liveness, readiness (503 with the
 * services that did not answer, or "stopping"), the metrics for Prometheus (only for an
 * allowed address or the bearer token; anyone else gets the 404 of a path that does not
 * exist) and the API's description.
 */
export const systemApi = {
  liveness: apiCall({
    method: "GET",
    path: "/healthz",
    summary: "Liveness: the process answers",
    audience: ANYONE,
    answer: t.strict({ status: t.literal("ok") }),
  }),
  readiness: apiCall({
    method: "GET",
    path: "/readyz",
    summary:
      "Readiness: 200 when every configured service answers; 503 naming those that did not, or while the server is stopping",
    audience: ANYONE,
    answer: Readiness,
  }),
  metrics: apiCall({
    method: "GET",
    path: "/metrics",
    summary: "Metrics in Prometheus's text format, for METRICS_ALLOW addresses or the METRICS_TOKEN bearer",
    audience: ANYONE,
    answer: fileAnswer("text/plain"),
    failures: ["NotFound"],
  }),
  description: apiCall({
    method: "GET",
    path: "/openapi.json",
    summary: "This document",
    audience: ANYONE,
    answer: OpenApiDocument,
  }),
};
