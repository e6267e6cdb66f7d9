import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
import { readFileSync } from "node:fs";
const cpu = () => { // sum of chromium processes' cpu ticks
  let t = 0;
  for (const d of require("node:fs").readdirSync("/proc")) { if (!/^\d+$/.test(d)) continue;
    try { const cmd = readFileSync(`/proc/${d}/cmdline`, "utf8"); if (!cmd.includes("headless-shell")) continue;
      const st = readFileSync(`/proc/${d}/stat`, "utf8"); const p = st.slice(st.lastIndexOf(")") + 2).split(" "); t += +p[11] + +p[12]; } catch {} }
  return t / 100; };
const url = "http://127.0.0.1:4310/";
const mode = process.argv[2];
const extra = (process.argv[3] ?? "").split(",").filter(Boolean);
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, ...extra] });
const N = 20;
const settle = async (page: any) => { await page.waitForFunction(() => [...document.querySelectorAll("main h1, main h2")].some((h) => (h as any).checkVisibility())); };
// warm
{ const c = await b.newContext(); const p = await c.newPage(); await p.goto(url); await settle(p); await c.close(); }
const c0 = cpu(); const t0 = Date.now();
if (mode === "fresh") {
  for (let i = 0; i < N; i++) { const c = await b.newContext(); const p = await c.newPage(); await p.goto(url + (i % 2 ? "check" : "")); await settle(p); await c.close(); }
} else if (mode === "newpage") {
  const c = await b.newContext();
  for (let i = 0; i < N; i++) { const p = await c.newPage(); await p.goto(url + (i % 2 ? "check" : "")); await settle(p); await p.close(); }
  await c.close();
} else {
  const c = await b.newContext(); const p = await c.newPage();
  for (let i = 0; i < N; i++) { await p.goto(url + (i % 2 ? "check" : "")); await settle(p); }
  await c.close();
}
console.log(mode, extra.join(" "), "chromium CPU-s", (cpu() - c0).toFixed(2), "wall", Date.now() - t0, "ms");
await b.close();
