import { expect } from "chai";
import { pino } from "pino";
import { createHttpApp, defaultHttpConfig, listRoutes } from "../src";
import { fakeModules } from "./fakes/fakeUseCases";
import { MapIdempotencyStore } from "./fakes/MapIdempotencyStore";
import { MapRateLimiter } from "./fakes/MapRateLimiter";
import { MapSessionStore } from "./fakes/MapSessionStore";

describe("listRoutes", () => {
  const app = createHttpApp({
    ...fakeModules(),
    sessions: new MapSessionStore(),
    rateLimiter: new MapRateLimiter(),
    idempotency: new MapIdempotencyStore(),
    config: { ...defaultHttpConfig, csrfSecret: "a-secret-for-the-tests-0123456789" },
    logger: pino({ level: "silent" }),
  });
  const routes = listRoutes(app).map(({ method, path }) => `${method} ${path}`);

  it("reads every route of every mounted router, with its method and declared path", () => {
    expect(routes).to.include.members([
      "GET /healthz",
      "POST /auth/login",
      "POST /front/save-appeal",
      "GET /api/appeals/:id",
      "POST /recognition-appeal/file-upload",
      "GET /uploads/kompleks-device/:file",
      "DELETE /delete-accounts/:id",
      "POST /self-devices/:id/update",
      "GET /api/front/devices-from-type-section/:typeId/:sectionId",
      "POST /apply",
    ]);
  });

  it("leaves out the HEAD the router adds to every GET, and lists each route once", () => {
    expect(routes.filter((route) => route.startsWith("HEAD "))).to.deep.equal([]);
    expect(new Set(routes).size).to.equal(routes.length);
  });
});
