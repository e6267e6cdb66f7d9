import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "@portal/testkit/chromium";
const base = "http://127.0.0.1:4310";
const b = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
const c = await b.newContext({ viewport: { width: 1280, height: 900 } }); const p = await c.newPage();
await p.goto(base + "/healthz");
const tok = (await c.cookies()).find((x) => x.name === "XSRF-TOKEN")?.value ?? "";
await c.request.post(base + "/auth/login", { data: { login: "demo.company", password: "Demo12345!" }, headers: { "x-xsrf-token": decodeURIComponent(tok) } });
for (const path of ["/", "/self-devices"]) {
  const list: string[] = [];
  const h = async (r: any) => { const s = await r.sizes().catch(() => ({ responseBodySize: -1 })); list.push(`${r.method()} ${new URL(r.url()).pathname} ${s.responseBodySize}`); };
  p.on("requestfinished", h);
  await p.goto(base + path); await p.waitForTimeout(1500);
  p.off("requestfinished", h);
  console.log(path); for (const l of list) console.log("   ", l);
  const heap = await p.evaluate(() => (performance as any).memory?.usedJSHeapSize);
  console.log("   heap", heap);
}
await b.close();
