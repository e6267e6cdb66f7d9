// `npm run soak`: the fault scenario with the default duration (SOAK_SECONDS, 150 s), its
// table printed; exits non-zero when anything was lost, duplicated or failed uncleanly.
import { formatReport, runSoak, soakPassed } from "./soak";

// Ctrl-C: exit through the 'exit' handlers, which kill the servers this run started.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

const seconds = Math.max(20, Number(process.env.SOAK_SECONDS ?? 150) || 150);
const customers = Math.max(2, Number(process.env.SOAK_CUSTOMERS ?? 8) || 8);
const thinkMs = Math.max(0, Number(process.env.SOAK_THINK_MS ?? 1000));
const report = await runSoak({ seconds, customers, thinkMs, log: (line) => console.log(line) });
console.log(`\n${formatReport(report)}`);
const passed = soakPassed(report);
console.log(passed ? "\nSOAK PASSED" : "\nSOAK FAILED");
process.exit(passed ? 0 : 1);
