// Writes bench/results/latest.md again from latest.json, with the current findings
// (bench/src/findings.ts): the figures stay those of the last `npm run bench`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type BenchReport, formatMarkdown } from "./bench";
import { RESULTS_DIR } from "./portal";

const report = JSON.parse(readFileSync(join(RESULTS_DIR, "latest.json"), "utf8")) as BenchReport;
writeFileSync(join(RESULTS_DIR, "latest.md"), formatMarkdown(report));
console.log(`written: ${join(RESULTS_DIR, "latest.md")} from latest.json`);
