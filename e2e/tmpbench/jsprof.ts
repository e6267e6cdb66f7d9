import { chromium } from "playwright-core";
import { writeFileSync } from "node:fs";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
const base = "http://127.0.0.1:4322";
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
const c = await b.newContext({ viewport: { width: 1280, height: 900 } }); const p = await c.newPage();
await p.goto(base + "/healthz");
const tok = (await c.cookies()).find((x) => x.name === "XSRF-TOKEN")?.value ?? "";
await c.request.post(base + "/auth/login", { data: { login: "demo.company", password: "Demo12345!" }, headers: { "x-xsrf-token": decodeURIComponent(tok) } });
const settle = async () => { await p.waitForFunction(() => [...document.querySelectorAll("main h1, main h2")].some((h) => (h as any).checkVisibility()), undefined, { timeout: 10000 }).catch(() => {}); };
for (let i = 0; i < 3; i++) { await p.goto(base + "/cabinet"); await settle(); }
const cdp = await c.newCDPSession(p);
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
for (let i = 0; i < 10; i++) { await p.goto(base + "/cabinet"); await settle(); }
const { profile } = await cdp.send("Profiler.stop");
writeFileSync("/tmp/cpuprof/renderer.cpuprofile", JSON.stringify(profile));
await b.close();
