import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
import { readFileSync, readdirSync } from "node:fs";
const cpu = () => { let t = 0;
  for (const d of readdirSync("/proc")) { if (!/^\d+$/.test(d)) continue;
    try { const cmd = readFileSync(`/proc/${d}/cmdline`, "utf8"); if (!cmd.includes("headless-shell")) continue;
      const st = readFileSync(`/proc/${d}/stat`, "utf8"); const p = st.slice(st.lastIndexOf(")") + 2).split(" "); t += +p[11] + +p[12]; } catch {} }
  return t / 100; };
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
const c = await b.newContext(); const p = await c.newPage();
await p.goto("http://127.0.0.1:4310/applications/new"); await p.waitForTimeout(1500);
let c0 = cpu(); await p.waitForTimeout(5000); console.log("idle 5 s:", (cpu() - c0).toFixed(2));
c0 = cpu(); await p.locator(".does-not-exist").waitFor({ timeout: 5000 }).catch(() => {}); console.log("locator.waitFor 5 s:", (cpu() - c0).toFixed(2));
c0 = cpu(); await p.waitForFunction(() => false, undefined, { timeout: 5000 }).catch(() => {}); console.log("waitForFunction raf 5 s:", (cpu() - c0).toFixed(2));
c0 = cpu(); await p.waitForFunction(() => false, undefined, { timeout: 5000, polling: 100 }).catch(() => {}); console.log("waitForFunction 100ms 5 s:", (cpu() - c0).toFixed(2));
c0 = cpu(); await p.getByRole("button", { name: "nope" }).click({ timeout: 5000 }).catch(() => {}); console.log("click missing 5 s:", (cpu() - c0).toFixed(2));
await b.close();
