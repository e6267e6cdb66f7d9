import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { openColdBrowser } from "@portal/testkit/chromium";
import type { Page } from "playwright-core";
import { round } from "./load";

export const UI_DIST = join(import.meta.dirname, "..", "..", "ui", "dist");

export interface JsSizes {
  /** The scripts index.html loads (the first page), bytes and gzip bytes. */
  readonly firstPage: { file: string; bytes: number; gzip: number }[];
  readonly firstPageGzip: number;
  /** Every lazily loaded route chunk. */
  readonly chunks: { file: string; bytes: number; gzip: number }[];
}

const sizeOf = (path: string, file: string) => {
  const bytes = readFileSync(path);
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** Sizes computed from ui/dist: the scripts of index.html, then ui/dist/chunks/*.js. */
export function jsSizes(dist = UI_DIST): JsSizes {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script[^>]*src="\/?([^"]+\.js)"/g)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+\.js)"/g)].map(
    (m) => m[1] ?? "",
  );
  const chunkDir = join(dist, "chunks");
  const all = readdirSync(chunkDir)
    .filter((file) => file.endsWith(".js") && statSync(join(chunkDir, file)).isFile())
    .map((file) => `chunks/${file}`);
  // The home page's own route chunk is part of the first page too.
  const home = all.filter((file) => file.startsWith("chunks/HomePage-"));
  const first = new Set([...scripts, ...preloads, ...home]);
  const firstPage = [...first].map((file) => sizeOf(join(dist, file), file));
  const chunks = all
    .filter((file) => !first.has(file))
    .map((file) => sizeOf(join(dist, file), file))
    .sort((a, b) => b.gzip - a.gzip);
  return { firstPage, firstPageGzip: firstPage.reduce((sum, f) => sum + f.gzip, 0), chunks };
}

export interface BrowserFigures {
  readonly lcpHomeMs: number;
  readonly lcpVerificationMs: number;
  readonly lines: number;
  /** Typing one key in the line editor's amount until the DOM shows the new figures, ms. */
  readonly inputLatency: { samples: number; p50: number; max: number };
}

/** Largest Contentful Paint of a fresh navigation, from the buffered PerformanceObserver entries. */
async function lcp(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(500);
  return round(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
          setTimeout(() => resolve(last), 200);
        }),
    ),
    1,
  );
}

/** LCP of the home page and the verification form, and input latency with `lines` device lines. */
export async function browserFigures(baseUrl: string, lines: number): Promise<BrowserFigures> {
  const browser = await openColdBrowser({ timeoutMs: 30_000 });
  try {
    const { page } = browser;
    // Warm the server's static files once, so LCP is the page's, not the first disk read.
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await browser.context.clearCookies();
    const lcpHomeMs = await lcp(page, `${baseUrl}/`);

    const signIn = await page.request.post(`${baseUrl}/auth/login`, {
      data: { login: "demo.company", password: "Demo12345!" },
      headers: {
        "x-xsrf-token":
          (await browser.context.cookies()).find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "",
      },
    });
    if (!signIn.ok()) throw new Error(`browser sign-in: ${signIn.status()}`);
    const lcpVerificationMs = await lcp(page, `${baseUrl}/applications/verification`);

    // 100 lines through the UI: choose type and device, add; the editor starts blank each time.
    await page.getByLabel("Xizmat turi").waitFor();
    for (let n = 0; n < lines; n++) {
      await page.getByLabel("Xizmat turi").selectOption({ label: "Kalibrlash" });
      await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
      await page.getByLabel("Qurilma", { exact: true }).selectOption("148");
      await page.getByRole("button", { name: "Roʻyxatga qoʻshish" }).click();
    }
    const rows = await page.getByTestId("application-list").locator("tbody tr").count();
    await page.getByLabel("Xizmat turi").selectOption({ label: "Kalibrlash" });
    await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
    await page.getByLabel("Qurilma", { exact: true }).selectOption("148");
    const amount = page.getByLabel("Soni", { exact: true });
    await amount.click();
    await amount.fill("1");
    // A key typed in the amount until the line's VAT shows the new figure, then the next frame.
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      await page.evaluate(() => {
        const target = document.querySelector("[data-testid=line-vat]");
        const w = window as unknown as { __bench?: Promise<number>; __benchStart?: number };
        w.__bench = new Promise<number>((resolve) => {
          if (!target) return resolve(-1);
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - (w.__benchStart ?? 0)));
          });
          observer.observe(target, { childList: true, characterData: true, subtree: true });
        });
        w.__benchStart = performance.now();
      });
      await amount.press(i % 2 === 0 ? "5" : "Backspace");
      const ms = await page.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench);
      if (ms >= 0) samples.push(ms);
    }
    samples.sort((a, b) => a - b);
    return {
      lcpHomeMs,
      lcpVerificationMs,
      lines: rows,
      inputLatency: {
        samples: samples.length,
        p50: round(samples[Math.floor(samples.length / 2)] ?? -1, 1),
        max: round(samples.at(-1) ?? -1, 1),
      },
    };
  } finally {
    await browser.close();
  }
}
