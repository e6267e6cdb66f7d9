import { rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { addDays, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import { ConfigError, readConfig } from "../src/config";
import { selfDevice } from "./support/fixtures";
import { type TestPortal, startTestPortal } from "./support/server";

const TOKEN = "a-long-enough-metrics-token-0123456789";

/** A metric's value in the Prometheus text, by its name and labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf("}"));
    const found = Object.fromEntries([...body.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

/** A loopback port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Queues one reminder e-mail: the company's entry falls due in 30 days, and the test
 * clock moves 23 days on, to 10:00 in Tashkent (past the reminder hour), which runs the
 * day and one delivery pass. Answers that tick's report.
 */
async function queueOneReminder(portal: TestPortal) {
  const today = tashkentDay(new Date());
  const company = await portal.signedIn("demo.company");
  const saved = await company.post(
    "/self-devices/save",
    selfDevice({ inspection_date: addDays(today, -335), next_inspection_date: addDays(today, 30) }),
  );
  expect(saved.status, saved.text).to.equal(200);
  const moved = await portal.client().post("/api/test/clock", { at: `${addDays(today, 23)}T05:00:00.000Z` });
  expect(moved.status, moved.text).to.equal(200);
  expect(moved.json.tick.run).to.deep.include({ mails: 1 });
  return moved.json.tick as { delivery: { sent: number; failed: number } };
}

const TEST_CLOCK = { PORTAL_TEST_CLOCK: "1", REMINDER_TICK_SECONDS: "0", PUBLIC_URL: "http://localhost:0" };

describe("operating the portal: /metrics and /readyz (embedded profile)", () => {
  describe("GET /metrics from loopback (the default METRICS_ALLOW)", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal();
    });
    after(() => portal?.stop());

    it("counts requests by route template and status, never by the raw path, with the process's metrics", async () => {
      const company = await portal.signedIn("demo.company");
      expect((await company.get("/api/appeals/987654")).status).to.equal(404);
      // Refused by the CSRF check before any router ran: still under its route.
      expect(
        (await portal.client().request("POST", "/apply", {}, { "x-xsrf-token": "forged" })).status,
      ).to.equal(419);
      await portal.client().get("/api/front/provinces");
      await portal.client().get("/api/front/provinces"); // the second from the fast path

      const answer = await portal.client().get("/metrics");
      expect(answer.status).to.equal(200);
      expect(answer.headers.get("content-type")).to.match(/^text\/plain; version=0\.0\.4/);
      const text = answer.text;
      expect(
        sample(text, "portal_http_requests_total", { route: "/api/appeals/:id", status: "404" }),
      ).to.equal(1);
      expect(text).not.to.include("987654");
      expect(
        sample(text, "portal_http_requests_total", { method: "POST", route: "/apply", status: "419" }),
      ).to.equal(1);
      expect(
        sample(text, "portal_http_requests_total", { route: "/api/front/provinces", status: "200" }),
      ).to.equal(2);
      expect(
        sample(text, "portal_http_request_duration_seconds_count", {
          route: "/api/front/provinces",
          status: "200",
        }),
      ).to.equal(2);
      expect(
        sample(text, "portal_service_errors_total", { service: "database", kind: "unavailable" }),
      ).to.equal(0);
      expect(text).to.include("nodejs_eventloop_lag_seconds");
      expect(text).to.include("process_resident_memory_bytes");
      expect(text).to.include("# HELP portal_job_queue_jobs");
    });
  });

  describe("GET /metrics: the reminders' mail outbox as a job queue", function () {
    this.timeout(60_000);
    const mailQueue = (text: string) =>
      Object.fromEntries(
        ["pending", "retrying", "sent"].map((state) => [
          state,
          sample(text, "portal_job_queue_jobs", { queue: "mail", state }),
        ]),
      );
    let portal: TestPortal | undefined;
    afterEach(() => portal?.stop());

    it("shows the outbox empty, then the reminder sent once delivered (.eml files)", async () => {
      portal = await startTestPortal(TEST_CLOCK);
      const before = (await portal.client().get("/metrics")).text;
      expect(mailQueue(before)).to.deep.equal({ pending: 0, retrying: 0, sent: 0 });
      const tick = await queueOneReminder(portal);
      expect(tick.delivery).to.deep.include({ sent: 1, failed: 0 });
      const after = (await portal.client().get("/metrics")).text;
      expect(mailQueue(after)).to.deep.equal({ pending: 0, retrying: 0, sent: 1 });
    });

    it("shows the reminder retrying while the SMTP server refuses connections", async () => {
      portal = await startTestPortal({ ...TEST_CLOCK, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
      const tick = await queueOneReminder(portal);
      expect(tick.delivery).to.deep.include({ sent: 0, failed: 1 });
      const text = (await portal.client().get("/metrics")).text;
      expect(mailQueue(text)).to.deep.equal({ pending: 0, retrying: 1, sent: 0 });
    });
  });

  describe("GET /metrics from an address METRICS_ALLOW does not list", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ METRICS_ALLOW: "10.0.0.0/8, 192.168.1.7", METRICS_TOKEN: TOKEN });
    });
    after(() => portal?.stop());

    it("answers exactly what a path that does not exist gets", async () => {
      const metrics = await portal.client().get("/metrics");
      const nothing = await portal.client().get("/no-such-path");
      expect(metrics.status).to.equal(404);
      expect(metrics.json).to.deep.equal(nothing.json);
      expect(metrics.text).not.to.include("portal_http");
    });

    it("answers a caller with the bearer token, and not one with another token", async () => {
      const allowed = await portal.client().get("/metrics", { authorization: `Bearer ${TOKEN}` });
      expect(allowed.status).to.equal(200);
      expect(allowed.text).to.include("portal_http_requests_total");
      const wrong = await portal.client().get("/metrics", { authorization: `Bearer ${TOKEN}x` });
      expect(wrong.status).to.equal(404);
    });
  });

  describe("GET /metrics behind a trusted proxy (TRUST_PROXY=true)", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal({ TRUST_PROXY: "true" });
    });
    after(() => portal?.stop());

    it("checks the client's address the proxy forwarded, not only the proxy's", async () => {
      const outside = await portal.client().get("/metrics", { "x-forwarded-for": "203.0.113.9" });
      expect(outside.status).to.equal(404);
      // The proxy's own entry is the last one: a client cannot pass for loopback by writing it first.
      const spoofed = await portal.client().get("/metrics", { "x-forwarded-for": "127.0.0.1, 203.0.113.9" });
      expect(spoofed.status).to.equal(404);
      const local = await portal.client().get("/metrics", { "x-forwarded-for": "127.0.0.1" });
      expect(local.status).to.equal(200);
    });
  });

  describe("the configuration of /metrics", () => {
    it("refuses to start with an entry of METRICS_ALLOW that is no address, or a short METRICS_TOKEN", () => {
      expect(() => readConfig({ METRICS_ALLOW: "10.0.0.0/8,localhost" })).to.throw(ConfigError, /localhost/);
      expect(() => readConfig({ METRICS_ALLOW: "10.0.0.0/33" })).to.throw(ConfigError, /10\.0\.0\.0\/33/);
      expect(() => readConfig({ METRICS_TOKEN: "short" })).to.throw(ConfigError, /METRICS_TOKEN/);
      expect(readConfig({}).metricsAccess.allow).to.deep.equal(["127.0.0.0/8", "::1"]);
      expect(readConfig({ METRICS_ALLOW: "" }).metricsAccess.allow).to.deep.equal([]);
    });
  });

  describe("GET /readyz", () => {
    let portal: TestPortal;
    before(async () => {
      portal = await startTestPortal();
    });
    after(() => portal?.stop());

    it("answers 200 while the embedded store and the upload folder answer, 503 naming the one that does not", async () => {
      const ready = await portal.client().get("/readyz");
      expect(ready.status).to.equal(200);
      expect(ready.json).to.deep.equal({ status: "ready", services: { database: "ok", "file-store": "ok" } });

      // The upload folder replaced by a file: nothing can be stored there any more.
      const uploads = join(portal.dataDir, "uploads");
      rmSync(uploads, { recursive: true, force: true });
      writeFileSync(uploads, "");
      const broken = await portal.client().get("/readyz");
      expect(broken.status).to.equal(503);
      expect(broken.json.failed).to.deep.equal(["file-store"]);
      expect(broken.json.message).to.equal("Not ready: file-store did not answer");
      // The process itself still answers.
      expect((await portal.client().get("/healthz")).status).to.equal(200);
      rmSync(uploads);
      expect((await portal.client().get("/readyz")).status).to.equal(200);
    });
  });
});
