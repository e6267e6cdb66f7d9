// The portal's server: `npm start` runs this on the embedded default profile.
import { join } from "node:path";
import { readConfig } from "./config";
import { DEMO_PASSWORD } from "./container";
import { startServer } from "./startServer";

const config = readConfig();
const uiDir = join(import.meta.dirname, "..", "..", "ui", "dist");
const running = await startServer(config, { uiDir });

const profile = [
  config.mongo ? "MongoDB" : `embedded store in ${config.dataDir}`,
  config.s3 ? "MinIO" : "files on disk",
  config.redisUrl ? "Redis" : "in-process sessions",
].join(", ");
console.log(`Metrology portal listening on ${running.url} (${profile})`);
if (!config.production) {
  console.log(
    `Demo accounts: demo.person, demo.company, demo.staff, demo.reviewer — password ${DEMO_PASSWORD}`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping`);
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
