import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect } from "chai";
import { type Portal, startPortal } from "./harness";

describe("the built UI", () => {
  let portal: Portal;
  let uiDir: string;
  const page = { headers: { Accept: "text/html,application/xhtml+xml" } };
  const bundle = `console.log(${JSON.stringify("o'lchov vositasi ".repeat(200))})`;

  /** The answer's status, headers and bytes as sent, undecoded (fetch would decode them). */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      get(portal.base + path, { headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          done({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
      }).on("error", fail);
    });

  before(() => {
    uiDir = mkdtempSync(join(tmpdir(), "portal-ui-"));
    writeFileSync(join(uiDir, "index.html"), "<!doctype html><title>Portal</title>");
    writeFileSync(join(uiDir, "main-7QXK2M4B.js"), "console.log(1)");
    writeFileSync(join(uiDir, "app-K3M9QX2B.js"), bundle);
    writeFileSync(join(uiDir, "app-K3M9QX2B.js.br"), brotliCompressSync(bundle));
    writeFileSync(join(uiDir, "app-K3M9QX2B.js.gz"), gzipSync(bundle));
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

  it("sends the build's brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the plain file otherwise", async () => {
    const brotli = await raw("/app-K3M9QX2B.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    const gzip = await raw("/app-K3M9QX2B.js", { "Accept-Encoding": "gzip" });
    const plain = await raw("/app-K3M9QX2B.js", {});

    expect(brotli.headers["content-encoding"]).to.equal("br");
    expect(brotliDecompressSync(brotli.body).toString()).to.equal(bundle);
    expect(gzip.headers["content-encoding"]).to.equal("gzip");
    expect(gunzipSync(gzip.body).toString()).to.equal(bundle);
    expect(plain.headers["content-encoding"]).to.equal(undefined);
    expect(plain.body.toString()).to.equal(bundle);
    expect(brotli.body.length).to.be.lessThan(bundle.length / 4);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers.vary).to.equal("Accept-Encoding");
      expect(answer.headers["cache-control"]).to.equal("public, max-age=31536000, immutable");
    }
  });

  it("compresses the page it writes the settings into, and answers 304 to a browser that holds it", async () => {
    const first = await raw("/cabinet", { Accept: "text/html", "Accept-Encoding": "br" });
    const again = await raw("/cabinet", {
      Accept: "text/html",
      "Accept-Encoding": "br",
      "If-None-Match": String(first.headers.etag),
    });

    expect(first.status).to.equal(200);
    expect(brotliDecompressSync(first.body).toString()).to.include("<title>Portal</title>");
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
  });

  it("serves the files of the build it started with: a file written later is not served", async () => {
    writeFileSync(join(uiDir, "late-7QXK2M4C.js"), "console.log(2)");
    const late = await portal.browser().get("/late-7QXK2M4C.js", { headers: { Accept: "*/*" } });

    expect(late.status).to.equal(404);
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
