import { expect } from "chai";
import { API_SUITE_ENV, describePortalApi } from "./apiSuite";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import { type TestPortal, startTestPortal } from "./support/server";
import { MongoCommandLog } from "./support/mongoCommands";
import { type ProductionServices, startProductionServices } from "./support/services";
import { distinctShapes, unservedQueries } from "@portal/testkit/indexUse";

describe("the production profile (FerretDB, MinIO, Redis as real processes)", function () {
  this.timeout(120_000);
  let services: ProductionServices;
  // Every query each portal of this suite sends; checked against its indexes at the end.
  const sent = new MongoCommandLog();
  const start = () =>
    startTestPortal({ ...services.env, ...API_SUITE_ENV }, undefined, undefined, sent.hooks);

  before(async function () {
    // The outages below stop each service: this file has processes of its own.
    services = await startProductionServices(this, { own: ["mongo", "minio", "redis"] });
  });
  after(() => services?.dispose());

  describePortalApi("production", start);

  describe("readiness", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal(services.env);
    });
    after(() => portal?.stop());

    it("answers 200 on /readyz when FerretDB, MinIO and Redis all answer", async () => {
      const ready = await portal.client().get("/readyz");
      expect(ready.status).to.equal(200);
      expect(ready.json.services).to.deep.equal({ database: "ok", "file-store": "ok", cache: "ok" });
    });
  });

  describe("scale-out", () => {
    let first: TestPortal;
    let second: TestPortal;
    before(async () => {
      first = await start();
      second = await start();
    });
    after(async () => {
      await first?.stop();
      await second?.stop();
    });

    it("serves one session from two server processes alternately: sign in on one, save on the other, read on the first", async () => {
      const onFirst = await first.signedIn("demo.company");
      const onSecond = second.client();
      // The same browser: its cookies go to whichever server answers.
      (onSecond as unknown as { cookies: Map<string, string> }).cookies = (
        onFirst as unknown as { cookies: Map<string, string> }
      ).cookies;
      const saved = await onSecond.post("/front/save-appeal", verificationAppeal());
      expect(saved.status).to.equal(200);
      const read = await onFirst.get(`/api/appeals/${saved.json.appeal_id}`);
      expect(read.status).to.equal(200);
      expect(read.json.data.total).to.equal("100800.00");
    });
  });

  describe("outages", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await start();
    });
    after(() => portal?.stop());

    it("answers 503 with a clear message while MongoDB is down, and recovers by itself", async () => {
      const client = await portal.signedIn("demo.company");
      await services.mongo.stop();
      try {
        const started = Date.now();
        const answer = await client.post("/front/save-appeal", verificationAppeal());
        expect(answer.status).to.equal(503);
        expect(answer.json.message).to.be.a("string").and.not.include("Error");
        expect(Date.now() - started).to.be.below(10_000);
        const ready = await portal.client().get("/readyz");
        expect(ready.status).to.equal(503);
        expect(ready.json.failed).to.deep.equal(["database"]);
        const metrics = (await portal.client().get("/metrics")).text;
        expect(metrics).to.match(
          /^portal_service_errors_total\{service="database",kind="unavailable"\} [1-9]/m,
        );
      } finally {
        await services.mongo.restart();
      }
      const again = await client.post("/front/save-appeal", verificationAppeal());
      expect(again.status).to.equal(200);
    });

    it("answers 503 while MinIO is down, and recovers by itself", async () => {
      const client = await portal.signedIn("demo.company");
      const form = () => {
        const f = new FormData();
        f.append(
          "file",
          new Blob([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))], { type: "application/pdf" }),
          "a.pdf",
        );
        return f;
      };
      await services.minio.stop();
      try {
        const answer = await client.request("POST", "/recognition-appeal/file-upload", form());
        expect(answer.status).to.equal(503);
        const ready = await portal.client().get("/readyz");
        expect(ready.status).to.equal(503);
        expect(ready.json.failed).to.deep.equal(["file-store"]);
        const metrics = (await portal.client().get("/metrics")).text;
        expect(metrics).to.match(
          /^portal_service_errors_total\{service="file-store",kind="unavailable"\} [1-9]/m,
        );
      } finally {
        await services.minio.restart();
      }
      const again = await client.request("POST", "/recognition-appeal/file-upload", form());
      expect(again.status).to.equal(200);
    });

    it("answers 503 while Redis is down, and recovers by itself", async () => {
      const client = await portal.signedIn("demo.company");
      await services.redis.stop();
      try {
        const answer = await client.get("/api/my/appeals");
        expect(answer.status).to.equal(503);
        const ready = await portal.client().get("/readyz");
        expect(ready.status).to.equal(503);
        expect(ready.json.failed).to.deep.equal(["cache"]);
      } finally {
        await services.redis.restart();
      }
      // Redis keeps nothing on disk here: the session is gone. The client reconnects in the
      // background; a new sign-in works once it has, without restarting the server.
      let fresh: PortalClient | undefined;
      for (let i = 0; i < 40 && !fresh; i++) {
        fresh = await portal.signedIn("demo.company").catch(() => undefined);
        if (!fresh) await new Promise((r) => setTimeout(r, 250));
      }
      if (!fresh) throw new Error("the server did not recover within 10 s of Redis coming back");
      expect((await fresh.get("/api/my/appeals")).status).to.equal(200);
    });
  });

  // Mocha runs a suite's child suites in order: this one runs last, after every call above.
  describe("indexes (the MongoDB command log of every test above)", () => {
    it("every find, count, update and delete was served by an index the portal created at start (equality, sort, range)", () => {
      const shapes = distinctShapes(sent.commands);
      expect(shapes, "queries recorded").to.include.members([
        "appeals: find {owner_id: =} sort {id: -1}",
        "users: find {login: =}",
      ]);
      const unserved = unservedQueries(sent.commands);
      expect(
        unserved.map((q) => `${q.description} — ${q.reason}`),
        "queries no index serves",
      ).to.deep.equal([]);
    });
  });
});
