import { expect } from "chai";
import { type Portal, startPortal } from "./harness";

describe("security headers and request ids", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("sends a same-origin CSP that lets the offer page be framed by our own pages only", async () => {
    const response = await portal.browser().get("/healthz");
    const csp = response.headers.get("content-security-policy") ?? "";

    expect(csp).to.include("default-src 'self'");
    expect(csp).to.include("script-src 'self'");
    expect(csp).to.include("style-src 'self'");
    expect(csp).to.include("frame-src 'self'");
    expect(csp).to.include("frame-ancestors 'self'");
    expect(csp).not.to.include("upgrade-insecure-requests");
    expect(response.headers.get("x-content-type-options")).to.equal("nosniff");
    expect(response.headers.get("referrer-policy")).to.equal("same-origin");
    expect(response.headers.get("x-frame-options")).to.equal("SAMEORIGIN");
  });

  it("sends no HSTS while cookies are not secure", async () => {
    const response = await portal.browser().get("/healthz");

    expect(response.headers.get("strict-transport-security")).to.equal(null);
  });

  it("keeps the security headers on error answers", async () => {
    portal.useCases.provinces.rejects(new Error("boom"));

    const response = await portal.browser().get("/api/front/provinces");

    expect(response.status).to.equal(500);
    expect(response.headers.get("content-security-policy")).to.include("frame-ancestors 'self'");
    expect(response.headers.getSetCookie().some((line) => line.startsWith("XSRF-TOKEN="))).to.equal(true);
  });

  it("echoes a sane X-Request-Id and makes one up otherwise", async () => {
    const echoed = await portal.browser().get("/healthz", { headers: { "X-Request-Id": "abc-123" } });
    const made = await portal.browser().get("/healthz", { headers: { "X-Request-Id": "<script>" } });

    expect(echoed.headers.get("x-request-id")).to.equal("abc-123");
    expect(made.headers.get("x-request-id")).to.match(/^[0-9a-f-]{36}$/);
  });

  it("answers GET /healthz with ok", async () => {
    const response = await portal.browser().get("/healthz");

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await portal.browser().get("/api/nothing-here", { headers: { Accept: "text/html" } });

    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ status: 0, message: "Topilmadi" });
  });

  it("answers GET / with a small JSON when there is no UI", async () => {
    const response = await portal.browser().get("/");

    expect(await response.json()).to.include({ name: "metrology-portal", offer_version: "4" });
  });
});
