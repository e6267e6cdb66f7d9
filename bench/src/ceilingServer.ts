// The ceiling: a bare node:http server or a bare Koa app answering a fixed JSON body.
// `node --import tsx ceilingServer.ts node|koa`, PORT from the environment.
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Koa from "koa";

const kind = process.argv[2] ?? "node";
const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({
  data: Array.from({ length: 14 }, (_, i) => ({ id: i + 1, name: `Viloyat ${i + 1}` })),
});

if (kind === "upload") {
  // The floor of an upload: read the whole body, write it to a file, answer JSON.
  const dir = mkdtempSync(join(tmpdir(), "bench-upload-"));
  let n = 0;
  createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      writeFile(join(dir, `${n++ % 100}.bin`), Buffer.concat(chunks)).then(() => {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        res.end(body);
      });
    });
  }).listen(port, "127.0.0.1");
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
} else if (kind === "koa") {
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = "application/json";
    ctx.body = body;
  });
  app.listen(port, "127.0.0.1");
} else {
  createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(body);
  }).listen(port, "127.0.0.1");
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
