// Composition root of the portal's server. The full server arrives with its own issue;
// until then this answers health checks so `npm start` runs on a fresh machine.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

createServer((request, response) => {
  const ok = request.url === "/healthz";
  response.writeHead(ok ? 200 : 404, { "content-type": "application/json" });
  response.end(JSON.stringify(ok ? { status: "ok" } : { message: "Not found" }));
}).listen(port, host, () => console.log(`Portal listening on http://${host}:${port}`));
