import { expect } from "chai";
import { defaultHttpConfig } from "../src";
import { ROUTERS } from "../src/app";
import type { RouteDeps } from "../src/routes/deps";
import { fakeModules } from "./fakes/fakeUseCases";
import { MapIdempotencyStore } from "./fakes/MapIdempotencyStore";
import { MapRateLimiter } from "./fakes/MapRateLimiter";
import { MapSessionStore } from "./fakes/MapSessionStore";
import { type Portal, startPortal } from "./harness";

const deps: RouteDeps = {
  ...fakeModules(),
  sessions: new MapSessionStore(),
  rateLimiter: new MapRateLimiter(),
  idempotency: new MapIdempotencyStore(),
  config: { ...defaultHttpConfig, csrfSecret: "a-secret-for-the-tests-0123456789" },
  // A test server's clock: the document lists its call too, "test servers only".
  testClock: {
    set: async () => ({ day: "2026-12-09", delivery: { sent: 0, failed: 0, busy: 0, refused: 0 } }),
  },
};

/** Every method and path the routers answer, in OpenAPI's `{param}` notation. */
const routesOfTheApp = () =>
  ROUTERS.flatMap((build) =>
    build(deps).stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== "HEAD")
        .map((method) => `${method.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, "{$1}")}`),
    ),
  );

describe("the OpenAPI document", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("is served at /openapi.json and lists every route the app answers", async () => {
    const document = (await (await portal.browser().get("/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    const routes = routesOfTheApp();

    expect(document.openapi).to.match(/^3\./);
    expect(routes.length).to.be.greaterThan(40);
    expect(routes.filter((route) => !documented.includes(route))).to.deep.equal([]);
    expect(documented.filter((route) => !routes.includes(route))).to.deep.equal([]);
  });
});
