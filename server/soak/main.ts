// `npm run soak`: the fault scenario with the default duration (SOAK_SECONDS, 150 s), then the
// rolling restart behind HAProxy, their tables printed and kept in server/soak/results/latest.md;
// exits non-zero when anything was lost, duplicated or failed uncleanly, or a request of the
// rolling restart failed.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatRollingReport, rollingPassed, runRollingRestart } from "./rollingRestart";
import { formatReport, runSoak, soakPassed } from "./soak";

// Ctrl-C: exit through the 'exit' handlers, which kill the servers this run started.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const seconds = Math.max(20, Number(process.env.SOAK_SECONDS ?? 150) || 150);
const customers = Math.max(2, Number(process.env.SOAK_CUSTOMERS ?? 8) || 8);
const thinkMs = Math.max(0, Number(process.env.SOAK_THINK_MS ?? 1000));
const started = new Date();
const report = await runSoak({ seconds, customers, thinkMs, log: (line) => console.log(line) });
const soakTable = formatReport(report);
console.log(`\n${soakTable}`);
// The second case: each server replaced with SIGTERM behind HAProxy; not one request may fail.
const rolling = await runRollingRestart({ customers, log: (line) => console.log(line) });
const rollingTable = formatRollingReport(rolling);
console.log(`\n${rollingTable}`);
const passed = soakPassed(report) && rollingPassed(rolling);
const verdict = passed ? "SOAK PASSED" : "SOAK FAILED";
keepReport(verdict);
console.log(`\n${verdict}`);
process.exit(passed ? 0 : 1);

/** The run's two tables as the soak's report, beside the benchmark's (`bench/results/latest.md`). */
function keepReport(outcome: string): void {
  const file = join(dirname(fileURLToPath(import.meta.url)), "results", "latest.md");
  mkdirSync(dirname(file), { recursive: true });
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown"}, ${(totalmem() / 2 ** 30).toFixed(1)} GB memory, Node ${process.version}`;
  const backend = process.env.FERRETDB_BACKEND === "sqlite" ? "SQLite" : "PostgreSQL";
  const text = [
    "# Soak results",
    "",
    `- date: ${started.toISOString()}`,
    `- machine: ${machine}`,
    `- stand: FerretDB v1 on ${backend}, MinIO and Redis, each a local process; two portal servers (server/dist/main.mjs)`,
    `- load: ${customers} customers, ${thinkMs} ms between steps, ${seconds} s for the fault scenario`,
    `- outcome: **${outcome}**`,
    "",
    "```",
    soakTable.replace(/\n {2}server logs: .*$/m, ""),
    "```",
    "",
    "```",
    rollingTable.replace(/\n {2}server logs: .*$/m, ""),
    "```",
    "",
  ].join("\n");
  writeFileSync(file, text);
  console.log(`\nReport kept in ${file}`);
}
