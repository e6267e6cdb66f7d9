import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Middleware } from "koa";
import { notFound } from "@portal/application";
import type { PortalContext, PortalState } from "../context";
import { refuse } from "../respond";

/** esbuild names bundles `name-HASH.ext`: those never change and are cached for a year. */
const HASHED_ASSET = /[.-][A-Za-z0-9_]{8,}\.(?:js|mjs|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|ico)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** Paths of the API: never answered with the SPA's page. */
const API_PREFIXES = ["/api/", "/auth/", "/uploads/", "/back/api/"];
/** The compressed copies the UI's build writes beside a file (ui/build.mjs), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

/** One file of the built UI, held in memory with its compressed copies. */
interface Asset {
  readonly type: string;
  readonly cacheControl: string;
  readonly lastModified: Date;
  readonly body: Buffer;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  /** A hash of the plain bytes: each encoding's tag adds the encoding's name. */
  readonly hash: string;
}

function asset(
  name: string,
  body: Buffer,
  encoded: Asset["encoded"],
  lastModified: Date,
  cacheControl: string,
): Asset {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return { type: extname(name), cacheControl, lastModified, body, encoded, hash };
}

/**
 * Every file of the built UI, read once: the files are fixed for the life of the process (a
 * new build is served after a restart), so a page load costs no file-system call. Hidden
 * files and folders are never loaded, and only a loaded file can be served, so no request
 * path reaches anything else.
 */
function loadAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      if (!entry.isFile() || ENCODINGS.some(({ suffix }) => entry.name.endsWith(suffix))) continue;
      const encoded: Asset["encoded"] = {};
      for (const { name, suffix } of ENCODINGS)
        if (existsSync(path + suffix)) encoded[name] = readFileSync(path + suffix);
      const url = `/${relative(root, path).split(sep).join("/")}`;
      const cacheControl = HASHED_ASSET.test(entry.name) ? IMMUTABLE : REVALIDATE;
      assets.set(url, asset(entry.name, readFileSync(path), encoded, statSync(path).mtime, cacheControl));
    }
  };
  walk(root);
  return assets;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with the page-level settings (spec 7: base address, support phones…) written
 * into its `<meta name="portal-config">`, made once with its compressed copies.
 */
function pageAsset(index: Asset, pageConfig: Record<string, unknown>): Asset {
  const meta = `<meta name="portal-config" content="${escapeAttribute(JSON.stringify(pageConfig))}" />`;
  const html = Buffer.from(index.body.toString("utf8").replace(/<meta name="portal-config"[^>]*>/, meta));
  const encoded = {
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
  return asset("index.html", html, encoded, index.lastModified, REVALIDATE);
}

/** The best encoding of the asset the client accepts: brotli, then gzip, else the plain bytes. */
function encodingFor(ctx: PortalContext, file: Asset): Encoding | undefined {
  return ENCODINGS.find(({ name }) => file.encoded[name] && ctx.acceptsEncodings(name) === name)?.name;
}

function send(ctx: PortalContext, file: Asset): void {
  const encoding = encodingFor(ctx, file);
  ctx.status = 200;
  ctx.type = file.type;
  ctx.lastModified = file.lastModified;
  ctx.set("Cache-Control", file.cacheControl);
  if (Object.keys(file.encoded).length > 0) ctx.vary("Accept-Encoding");
  ctx.etag = encoding ? `${file.hash}-${encoding}` : file.hash;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (encoding) ctx.set("Content-Encoding", encoding);
  ctx.body = encoding ? file.encoded[encoding] : file.body;
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

const wantsPage = (ctx: PortalContext): boolean =>
  ctx.get("Accept").includes("text/html") && !API_PREFIXES.some((prefix) => ctx.path.startsWith(prefix));

/**
 * After the routes: the built UI's files when `uiDir` exists, and its index.html for any
 * other page a browser asks for (the SPA routes), each in the best encoding the browser
 * accepts. Without a UI, `/` answers a small JSON.
 */
export function staticUi(
  uiDir: string | undefined,
  about: Record<string, unknown>,
  pageConfig: Record<string, unknown> = {},
): Middleware<PortalState> {
  const root = uiDir && existsSync(uiDir) ? resolve(uiDir) : undefined;
  const assets = root ? loadAssets(root) : new Map<string, Asset>();
  const index = assets.get("/index.html");
  const page = index ? pageAsset(index, pageConfig) : undefined;
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (!root) {
      if (ctx.path !== "/") return next();
      ctx.body = about;
      return;
    }
    const isIndex = ctx.path === "/" || ctx.path === "/index.html";
    const path = isIndex ? undefined : decodePath(ctx.path);
    const file = path === undefined ? undefined : assets.get(path);
    if (file) return send(ctx, file);
    if (page && (isIndex || wantsPage(ctx))) return send(ctx, page);
    await next();
  };
}

/** The last word: nothing answered, so a JSON 404 through the failure table. */
export const notFoundAnswer: Middleware<PortalState> = async (ctx) => refuse(ctx, notFound);
