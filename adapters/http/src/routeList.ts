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

/** The label of a request that no route of the API matched and the UI did not serve. */
export const UNMATCHED_ROUTE = "(unmatched)";
/** The label of a page or asset of the built UI. */
export const UI_ROUTE = "(ui)";

/**
 * The route template a request falls under (`/api/appeals/:id`), read from the app's routers
 * as they would dispatch it: the metrics' `route` label, bounded by the number of routes
 * however many different paths arrive. Undefined when no route matches.
 */
export function routeTemplateOf(app: HttpApp): (method: string, path: string) => string | undefined {
  let routers: Router[] | undefined;
  return (method, path) => {
    routers ??= app.middleware.map(routerOf).filter((r): r is Router => r !== undefined);
    for (const router of routers) {
      const layers = router.match(path, method).pathAndMethod;
      for (let i = layers.length - 1; i >= 0; i--) {
        const layer = layers[i]!;
        if (layer.methods.length > 0 && typeof layer.path === "string") return layer.path;
      }
    }
    return undefined;
  };
}
