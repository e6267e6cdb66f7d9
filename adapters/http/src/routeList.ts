import type Router from "@koa/router";
import type { HttpApp } from "./app";

/** One route of the API as the router declares it: `GET /api/appeals/:id`. */
export interface RouteInfo {
  readonly method: string;
  readonly path: string;
}

/** @koa/router marks the middleware of `router.routes()` with the router it dispatches to. */
const routerOf = (middleware: unknown): Router | undefined =>
  (middleware as { router?: Router } | null)?.router;

/**
 * Every route of every router mounted on the app, read from the routers themselves, so
 * a route added later shows up here without anyone listing it (the access-matrix test).
 * HEAD, which the router adds to every GET, is left out.
 */
export function listRoutes(app: HttpApp): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const middleware of app.middleware) {
    for (const layer of routerOf(middleware)?.stack ?? []) {
      if (typeof layer.path !== "string") continue;
      for (const method of layer.methods.filter((m) => m !== "HEAD"))
        routes.push({ method, path: layer.path });
    }
  }
  return routes;
}
