// `npm run bench`: the portal measured against its ceiling on this machine, in one run.
// BENCH_SECONDS (default 8) per case; BENCH_FULL=1 adds 1 000 000 appeals to the growth case;
// BENCH_PRODUCTION=0 skips the production profile; BENCH_BROWSER=0 skips Chromium;
// BENCH_NOTE is printed among the report's notes (what else ran on the machine, say);
// BENCH_REGISTER=0 skips the register page case; BENCH_ONLY=register runs that case alone and
// prints it (results/ untouched). BENCH_REMINDERS=0 skips the daily reminder run;
// BENCH_ONLY=reminders runs it alone and prints it (results/ untouched; `npm run reminders -w
// bench`), on the production profile too unless BENCH_PRODUCTION=0; BENCH_REMINDER_ENTRIES,
// BENCH_REMINDER_CUSTOMERS (100 000, 5 000) and BENCH_REMINDER_PRODUCTION_ENTRIES, _CUSTOMERS
// (REMINDER_PRODUCTION_SIZE) change its sizes; with BENCH_KEEP=1 its rows replace those of the
// committed report (latest.json and latest.md), whose other figures stay as they were measured.
// BENCH_ONLY=flood runs the flooded save case alone on a fresh embedded portal (the save load
// quiet, then beside the sign-in flood) and prints it; with BENCH_KEEP=1 its row replaces the
// report's flood row, its quiet figure kept beside it, dated in a note.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type BenchReport,
  type Case,
  formatMarkdown,
  LOGIN_LIMITS_SETTING,
  runBench,
  targetsOf,
  writeReport,
} from "./bench";
import { RESULTS_DIR } from "./portal";
import {
  REMINDER_FULL_SIZE,
  REMINDER_PRODUCTION_NOTE,
  REMINDER_PRODUCTION_SIZE,
  type ReminderSize,
} from "./reminders";

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
/** A reminder run size from two variables, each falling back to `fallback`'s. */
const reminderSize = (prefix: string, fallback: ReminderSize): ReminderSize => ({
  entries: Number(process.env[`${prefix}_ENTRIES`]) || fallback.entries,
  customers: Number(process.env[`${prefix}_CUSTOMERS`]) || fallback.customers,
});
const reminderSizes = {
  embedded: reminderSize("BENCH_REMINDER", REMINDER_FULL_SIZE),
  production: reminderSize("BENCH_REMINDER_PRODUCTION", REMINDER_PRODUCTION_SIZE),
};
if (process.env.BENCH_ONLY === "reminders") {
  const { remindersAlone } = await import("./bench");
  const log = (line: string) => console.log(line);
  const started = new Date().toISOString();
  const rows = await remindersAlone({
    sizes: reminderSizes,
    production: process.env.BENCH_PRODUCTION !== "0",
    log,
  });
  if (process.env.BENCH_KEEP === "1") keepReminderRows(rows, started);
  process.exit(0);
}
if (process.env.BENCH_ONLY === "flood") {
  const { floodAlone } = await import("./bench");
  const started = new Date().toISOString();
  const { flooded } = await floodAlone({
    seconds,
    connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50) || 50),
    sessions: 8,
    log: (line) => console.log(line),
  });
  if (process.env.BENCH_KEEP === "1") keepFloodRow(flooded, started);
  process.exit(0);
}
if (process.env.BENCH_ONLY === "register") {
  const { registerCases } = await import("./register");
  const { registerTargets } = await import("./bench");
  const cases: Parameters<Parameters<typeof registerCases>[1]>[0][] = [];
  const log = (line: string) => console.log(line);
  await registerCases(
    { seconds, connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50) || 50), log },
    (c) => {
      cases.push(c);
      log(
        `  ${c.name}: ${c.result.rps} rps, p50 ${c.result.p50} ms, p99 ${c.result.p99} ms, non-2xx ${c.result.non2xx}, errors ${c.result.errors}`,
      );
    },
  );
  for (const t of registerTargets(cases as Parameters<typeof registerTargets>[0]))
    log(`${t.what}: ${t.measured} (${t.target}): ${t.met}`);
  process.exit(0);
}
const report = await runBench({
  seconds,
  connections: Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50) || 50),
  growthSizes: sizes(process.env.BENCH_SIZES, full ? [1_000, 100_000, 1_000_000] : [1_000, 100_000]),
  productionGrowthSizes: sizes(process.env.BENCH_PRODUCTION_SIZES, full ? [1_000, 10_000, 100_000] : [1_000]),
  production: process.env.BENCH_PRODUCTION !== "0",
  browser: process.env.BENCH_BROWSER !== "0",
  register: process.env.BENCH_REGISTER !== "0",
  reminders: process.env.BENCH_REMINDERS === "0" ? false : reminderSizes,
  sessions: 8,
  resultsDir: RESULTS_DIR,
  log: (line) => console.log(line),
  ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
});
writeReport(report);
console.log(`\n${formatMarkdown(report)}`);
console.log(`written: ${join(RESULTS_DIR, "latest.md")} and latest.json`);
process.exit(0);

/**
 * The reminder run measured alone, put into the committed report: its rows and targets are
 * replaced, a note dates them, and every other figure keeps the date of the run that measured it.
 */
function keepReminderRows(rows: NonNullable<BenchReport["reminders"]>, measuredAt: string): void {
  const file = join(RESULTS_DIR, "latest.json");
  const earlier = JSON.parse(readFileSync(file, "utf8")) as BenchReport;
  const notes = earlier.notes.filter((note) => !note.startsWith("reminder run"));
  notes.push(
    `reminder run measured alone (BENCH_ONLY=reminders) at ${measuredAt}; every other figure is of the run of ${earlier.date}`,
  );
  const production = rows.find((row) => row.profile === "production");
  if (production && production.entries < REMINDER_FULL_SIZE.entries)
    notes.push(REMINDER_PRODUCTION_NOTE({ entries: production.entries, customers: production.customers }));
  const report: BenchReport = { ...earlier, reminders: rows, notes, targets: [] };
  report.targets.push(...targetsOf(report));
  writeReport(report);
  console.log(`written: the reminder rows into ${join(RESULTS_DIR, "latest.md")} and latest.json`);
}

/**
 * The flooded save case measured alone, put into the committed report: its row replaces the
 * flood row (its target compares it with the quiet figure measured beside it), a note dates it.
 */
function keepFloodRow(flooded: Case, measuredAt: string): void {
  const file = join(RESULTS_DIR, "latest.json");
  const earlier = JSON.parse(readFileSync(file, "utf8")) as BenchReport;
  const at = earlier.cases.findIndex((c) => c.group === flooded.group);
  const cases = [...earlier.cases];
  if (at < 0) cases.push(flooded);
  else cases[at] = flooded;
  const notes = earlier.notes.filter((note) => !note.startsWith("flood case"));
  notes.push(
    `flood case measured alone (BENCH_ONLY=flood) at ${measuredAt}, its quiet save p99 (${flooded.quiet?.p99} ms) measured just before it on the same portal; every other figure is of the run of ${earlier.date}`,
  );
  const failures = earlier.failures.filter((f) => !f.case.startsWith(`${flooded.group} `));
  const failed = flooded.result.non2xx + flooded.result.errors;
  if (failed > 0)
    failures.push({
      case: `${flooded.group} ${flooded.name}`,
      non2xx: flooded.result.non2xx,
      errors: flooded.result.errors,
    });
  const settings = { ...earlier.settings, [LOGIN_LIMITS_SETTING[0]]: LOGIN_LIMITS_SETTING[1] };
  const report: BenchReport = { ...earlier, cases, notes, failures, settings, targets: [] };
  report.targets.push(...targetsOf(report));
  writeReport(report);
  console.log(`written: the flood row into ${join(RESULTS_DIR, "latest.md")} and latest.json`);
}
