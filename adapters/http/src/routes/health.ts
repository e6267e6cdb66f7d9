import { openApiDocument } from "../openapi";
import { newRouter, type RouteDeps } from "./deps";

/** Liveness for the load balancer and the API's own description. */
export function healthRoutes(_deps: RouteDeps) {
  const router = newRouter();
  router.get("/healthz", (ctx) => {
    ctx.body = { status: "ok" };
  });
  router.get("/openapi.json", (ctx) => {
    ctx.body = openApiDocument;
  });
  return router;
}
