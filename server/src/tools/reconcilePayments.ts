// `npm run payments:reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD --report FILE|URL`: the
// ledger's Payme transactions of a period against Payme's own statement. README, "Paying online".
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { type Lifecycle, type PaymentsUseCases, TOKENS } from "@portal/application";
import { readConfig } from "../config";
import { buildContainer } from "../container";
import { csrfSecretOf } from "../csrfSecret";
import { takeDataFolderLock } from "../dataFolderLock";
import {
  lineOf,
  periodOf,
  readReport,
  reconcile,
  reportLines,
  type StatementLine,
} from "./paymeReconciliation";

const USAGE = `npm run payments:reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD --report FILE|URL
  Compares the ledger's Payme transactions made in the period (Tashkent days, both included) on
  the configured store (the server's variables: MONGO_URL and MONGO_DB, or DATA_DIR) with Payme's:
  a JSON file of Payme's statement (GetStatement's transactions) or an address serving one, such
  as the stand-in's /report (from= and to= are added). Prints the transactions Payme has and the
  ledger does not (missing), those the ledger has and Payme does not (extra), and those whose state
  or amount differ; exits 1 when there is any, 0 when the two agree, 2 when it cannot compare.
  On the embedded store, stop the portal first: its data folder is one process's at a time.`;

/** The ledger's Payme statement of the period, read from the store the variables name. */
export async function ledgerStatement(
  env: NodeJS.ProcessEnv,
  from: number,
  to: number,
): Promise<StatementLine[]> {
  const config = readConfig(env);
  const lock = config.mongo ? undefined : takeDataFolderLock(config.dataDir);
  const lifecycles: Lifecycle[] = [];
  try {
    const container = await buildContainer(config, csrfSecretOf(config));
    if (container.isBound(TOKENS.Lifecycle))
      lifecycles.push(...container.getAll<Lifecycle>(TOKENS.Lifecycle));
    for (const lifecycle of lifecycles) await lifecycle.start();
    const payments = container.get<PaymentsUseCases>(TOKENS.PaymentsUseCases);
    return (await payments.paymeStatement(from, to)).map(lineOf);
  } finally {
    for (const lifecycle of [...lifecycles].reverse()) await lifecycle.stop().catch(() => undefined);
    lock?.release();
  }
}

/** Payme's side: a file, or an address asked for the period. */
async function paymeReport(source: string, from: number, to: number): Promise<unknown> {
  if (!/^https?:\/\//i.test(source)) return JSON.parse(await readFile(source, "utf8"));
  const url = new URL(source);
  url.searchParams.set("from", String(from));
  url.searchParams.set("to", String(to));
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url.origin}${url.pathname} answered ${response.status}`);
  return response.json();
}

/** Runs the command: its exit code, its lines written through `print`. */
export async function reconcilePayments(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void = console.log,
): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      from: { type: "string" },
      to: { type: "string" },
      report: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const period = values.from && values.to ? periodOf(values.from, values.to) : undefined;
  if (values.help || !period || !values.report) {
    print(USAGE);
    return values.help ? 0 : 2;
  }
  let theirs: StatementLine[] | undefined;
  try {
    theirs = readReport(await paymeReport(values.report, period.from, period.to));
  } catch (error) {
    print(`payments:reconcile: Payme's report could not be read: ${(error as Error).message}`);
    return 2;
  }
  if (!theirs) {
    print("payments:reconcile: Payme's report is not a list of GetStatement's transactions");
    return 2;
  }
  // A file may hold more than the period: only the period's transactions are compared.
  theirs = theirs.filter((line) => line.time >= period.from && line.time <= period.to);
  const ours = await ledgerStatement(env, period.from, period.to);
  const result = reconcile(ours, theirs);
  print(
    `Payme, ${values.from} to ${values.to} (Tashkent days): ${ours.length} transactions in the ledger, ${theirs.length} in Payme's report`,
  );
  for (const line of reportLines(result)) print(line);
  return result.missing.length + result.extra.length + result.mismatching.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  reconcilePayments(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`payments:reconcile: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
