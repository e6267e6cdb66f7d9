import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { type Portal, startPortal } from "./harness";

describe("the built UI", () => {
  let portal: Portal;
  let uiDir: string;
  const page = { headers: { Accept: "text/html,application/xhtml+xml" } };

  before(() => {
    uiDir = mkdtempSync(join(tmpdir(), "portal-ui-"));
    writeFileSync(join(uiDir, "index.html"), "<!doctype html><title>Portal</title>");
    writeFileSync(join(uiDir, "main-7QXK2M4B.js"), "console.log(1)");
    writeFileSync(join(uiDir, "offerta-4.html"), "<h1>Oferta</h1>");
    writeFileSync(join(uiDir, ".env"), "SECRET=1");
  });
  after(() => rmSync(uiDir, { recursive: true, force: true }));

  beforeEach(async () => {
    portal = await startPortal({ uiDir });
  });
  afterEach(() => portal.close());

  it("serves index.html at / and for any page route a browser asks for", async () => {
    const root = await portal.browser().get("/", page);
    const route = await portal.browser().get("/cabinet/accounts", page);

    expect(await root.text()).to.include("<title>Portal</title>");
    expect(root.headers.get("content-type")).to.match(/^text\/html/);
    expect(root.headers.get("cache-control")).to.equal("no-cache");
    expect(await route.text()).to.include("<title>Portal</title>");
  });

  it("serves hashed bundles with a year-long immutable cache", async () => {
    const response = await portal.browser().get("/main-7QXK2M4B.js");

    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.match(/javascript/);
    expect(response.headers.get("cache-control")).to.equal("public, max-age=31536000, immutable");
  });

  it("serves the offer page for the offer modal's frame", async () => {
    const response = await portal.browser().get("/offerta-4.html");

    expect(await response.text()).to.equal("<h1>Oferta</h1>");
  });

  it("never serves hidden files or anything outside the folder", async () => {
    const hidden = await portal.browser().get("/.env");
    const climbing = await portal.browser().get("/..%2f..%2fetc%2fpasswd");

    expect(await hidden.text()).not.to.include("SECRET");
    expect(await climbing.text()).not.to.include("root:");
  });

  it("answers an unknown file that is not a page with a JSON 404", async () => {
    const response = await portal.browser().get("/missing.js", { headers: { Accept: "*/*" } });

    expect(response.status).to.equal(404);
  });

  it("keeps the API's own answers", async () => {
    const response = await portal.browser().get("/healthz", page);

    expect(await response.json()).to.deep.equal({ status: "ok" });
  });
});
