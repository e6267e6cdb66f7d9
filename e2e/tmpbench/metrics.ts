import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
const base = "http://127.0.0.1:4310";
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
const c = await b.newContext({ viewport: { width: 1280, height: 900 } }); const p = await c.newPage();
const settle = async () => { await p.waitForFunction(() => [...document.querySelectorAll("main h1, main h2")].some((h) => (h as any).checkVisibility()), undefined, { timeout: 10000 }).catch(() => {}); };
await p.goto(base + "/healthz");
const tok = (await c.cookies()).find((x) => x.name === "XSRF-TOKEN")?.value ?? "";
await c.request.post(base + "/auth/login", { data: { login: "demo.company", password: "Demo12345!" }, headers: { "x-xsrf-token": decodeURIComponent(tok) } });
const cdp = await c.newCDPSession(p);
await cdp.send("Performance.enable");
for (const path of ["/", "/self-devices"]) {
  await p.goto(base + path); await settle();
  const get = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m: any) => [m.name, m.value]));
  // metrics reset per document; sum over loads
  const sum: Record<string, number> = {};
  for (let i = 0; i < 10; i++) { await p.goto(base + path); await settle(); await p.waitForTimeout(200); const m = await get(); for (const k of ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "V8CompileDuration", "TaskOtherDuration", "JSHeapUsedSize"]) sum[k] = (sum[k] ?? 0) + (m[k] ?? 0); }
  console.log(path, Object.entries(sum).map(([k, v]) => `${k}=${k.includes("Size") ? (v / 10 / 1e6).toFixed(1) + "MB" : (v / 10 * 1000).toFixed(0) + "ms"}`).join(" "));
}
await b.close();
