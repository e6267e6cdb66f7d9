import { createReadStream, existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
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

async function serveFile(ctx: PortalContext, file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  ctx.status = 200;
  ctx.type = extname(file);
  ctx.length = info.size;
  ctx.lastModified = info.mtime;
  ctx.set("Cache-Control", HASHED_ASSET.test(file) ? IMMUTABLE : REVALIDATE);
  ctx.body = createReadStream(file);
  return true;
}

function fileUnder(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.split("/").some((part) => part.startsWith("."))) return undefined;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : undefined;
}

const wantsPage = (ctx: PortalContext): boolean =>
  ctx.get("Accept").includes("text/html") && !API_PREFIXES.some((prefix) => ctx.path.startsWith(prefix));

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with the page-level settings (spec 7: base address, support phones…) written
 * into its `<meta name="portal-config">`, read once: the UI reads them from there.
 */
async function servePage(
  ctx: PortalContext,
  root: string,
  pageConfig: Record<string, unknown>,
): Promise<boolean> {
  const html = await readFile(resolve(root, "index.html"), "utf8").catch(() => undefined);
  if (html === undefined) return false;
  const meta = `<meta name="portal-config" content="${escapeAttribute(JSON.stringify(pageConfig))}" />`;
  ctx.status = 200;
  ctx.type = "html";
  ctx.set("Cache-Control", REVALIDATE);
  ctx.body = html.replace(/<meta name="portal-config"[^>]*>/, meta);
  return true;
}

/**
 * After the routes: the built UI's files when `uiDir` exists, and its index.html for any
 * other page a browser asks for (the SPA routes). Without a UI, `/` answers a small JSON.
 */
export function staticUi(
  uiDir: string | undefined,
  about: Record<string, unknown>,
  pageConfig: Record<string, unknown> = {},
): Middleware<PortalState> {
  const root = uiDir && existsSync(uiDir) ? resolve(uiDir) : undefined;
  return async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (!root) {
      if (ctx.path !== "/") return next();
      ctx.body = about;
      return;
    }
    const file = ctx.path === "/" || ctx.path === "/index.html" ? undefined : fileUnder(root, ctx.path);
    if (file && (await serveFile(ctx, file))) return;
    if (
      (ctx.path === "/" || ctx.path === "/index.html" || wantsPage(ctx)) &&
      (await servePage(ctx, root, pageConfig))
    ) {
      return;
    }
    await next();
  };
}

/** The last word: nothing answered, so a JSON 404 through the failure table. */
export const notFoundAnswer: Middleware<PortalState> = async (ctx) => refuse(ctx, notFound);
