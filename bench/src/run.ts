// `npm run bench`: the portal measured against its ceiling on this machine, in one run.
// BENCH_SECONDS (default 8) per case; BENCH_FULL=1 adds 1 000 000 appeals to the growth case;
// BENCH_PRODUCTION=0 skips the production profile; BENCH_BROWSER=0 skips Chromium;
// BENCH_NOTE is printed among the report's notes (what else ran on the machine, say).
import { join } from "node:path";
import { formatMarkdown, runBench, writeReport } from "./bench";
import { RESULTS_DIR } from "./portal";

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 8) || 8);
const full = process.env.BENCH_FULL === "1";
const sizes = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(",")
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0)
    : fallback;
const report = await runBench({
  seconds,
  connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50) || 50),
  growthSizes: sizes(process.env.BENCH_SIZES, full ? [1_000, 100_000, 1_000_000] : [1_000, 100_000]),
  productionGrowthSizes: sizes(process.env.BENCH_PRODUCTION_SIZES, full ? [1_000, 10_000, 100_000] : [1_000]),
  production: process.env.BENCH_PRODUCTION !== "0",
  browser: process.env.BENCH_BROWSER !== "0",
  sessions: 8,
  resultsDir: RESULTS_DIR,
  log: (line) => console.log(line),
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
writeReport(report);
console.log(`\n${formatMarkdown(report)}`);
console.log(`written: ${join(RESULTS_DIR, "latest.md")} and latest.json`);
process.exit(0);
