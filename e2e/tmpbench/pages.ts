import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
import { readFileSync, readdirSync } from "node:fs";
const cpu = () => { let t = 0;
  for (const d of readdirSync("/proc")) { if (!/^\d+$/.test(d)) continue;
    try { const cmd = readFileSync(`/proc/${d}/cmdline`, "utf8"); if (!cmd.includes("headless-shell")) continue;
      const st = readFileSync(`/proc/${d}/stat`, "utf8"); const p = st.slice(st.lastIndexOf(")") + 2).split(" "); t += +p[11] + +p[12]; } catch {} }
  return t / 100; };
const base = "http://127.0.0.1:4310";
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, ...(process.argv[2] ? process.argv[2].split(",") : [])] });
const c = await b.newContext({ viewport: { width: 1280, height: 900 } }); const p = await c.newPage();
const settle = async () => { await p.waitForFunction(() => [...document.querySelectorAll("main h1, main h2")].some((h) => (h as any).checkVisibility()), undefined, { timeout: 10000 }).catch(() => {}); };
// sign in
await p.goto(base + "/healthz");
const tok = (await c.cookies()).find((x) => x.name === "XSRF-TOKEN")?.value ?? "";
await c.request.post(base + "/auth/login", { data: { login: "demo.company", password: "Demo12345!" }, headers: { "x-xsrf-token": decodeURIComponent(tok) } });
for (const path of ["/offerta-4.html", "/", "/cabinet", "/applications/verification", "/self-devices", "/application/expected"]) {
  await p.goto(base + path); await settle();
  const c0 = cpu(); const t0 = Date.now();
  for (let i = 0; i < 10; i++) { await p.goto(base + path); if (path !== "/offerta-4.html") await settle(); }
  console.log(path.padEnd(30), "CPU-s/load", ((cpu() - c0) / 10).toFixed(3), "ms/load", (Date.now() - t0) / 10);
}
await b.close();
