// `npm run profile -w bench -- <path> [seconds]`: the embedded portal under 50 connections of
// GET <path>, profiled with node --cpu-prof; prints where the busy time went, by function
// (self time) and by call (inclusive time). The findings (findings.ts) cite such profiles.
// `-- "POST /front/save-appeal"` posts the bench's save body (with PROFILE_LOGIN=demo.company).
// PROFILE_LOGIN=demo.staff signs in first (lists); PROFILE_APPEALS=n seeds n generated appeals
// (as the growth case does) and PROFILE_CONNECTIONS sets the connections (default 50).
// PROFILE_PRODUCTION=1 runs the portal on the production profile (FerretDB, MinIO, Redis,
// started as the bench starts them) instead of the embedded store.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startServices } from "./bench";
import { appealTemplate, seedNedb } from "./growth";
import { load } from "./load";
import { BENCH_ENV, SAVE_APPEAL_BODY, signIn, startPortal, TMP_DIR } from "./portal";
import { builtServerArgs } from "@portal/server/built";
import { ChildServer, freePort } from "./processes";

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const path = process.argv[2] ?? "/api/front/provinces";
const seconds = Number(process.argv[3] ?? 10) || 10;
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 50) || 50;
const appeals = Number(process.env.PROFILE_APPEALS ?? 0);
const login = process.env.PROFILE_LOGIN;
const production = process.env.PROFILE_PRODUCTION === "1";
if (production && Number(process.env.PROFILE_APPEALS ?? 0) > 0) {
  throw new Error("PROFILE_APPEALS seeds the embedded store only; leave it out with PROFILE_PRODUCTION=1");
}
const services = production ? await startServices() : undefined;
const dir = mkdtempSync(join(TMP_DIR, "profile-"));
let dataDir: string | undefined;
let nodeOptions = "";
if (appeals > 0) {
  // As the growth case: the demo customer's appeal cloned, half of them the customer's.
  const seedPortal = await startPortal("profile-seed");
  const customer = await signIn(seedPortal.server.url, "demo.company");
  const saved = await fetch(`${seedPortal.server.url}/front/save-appeal`, {
    method: "POST",
    headers: { cookie: customer.cookie, "x-xsrf-token": customer.csrf, "content-type": "application/json" },
    body: SAVE_APPEAL_BODY,
  });
  if (!saved.ok) throw new Error(`the appeal to clone was not saved: ${saved.status}`);
  await seedPortal.server.stop();
  dataDir = seedPortal.dataDir;
  const template = appealTemplate(dataDir);
  seedNedb(dataDir, template, appeals, customer.userId);
  nodeOptions = `--max-semi-space-size=2 --max-old-space-size=${Math.max(4096, Math.ceil(appeals / 1000) * 16)}`;
}
// --cpu-prof is not allowed in NODE_OPTIONS: the portal is started with it on its command line.
const server = new ChildServer(
  "profile",
  await freePort(),
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, ...builtServerArgs()],
  {
    ...BENCH_ENV,
    DATA_DIR: dataDir ?? mkdtempSync(join(TMP_DIR, "profile-data-")),
    NODE_OPTIONS: nodeOptions,
    ...services?.env,
  },
  join(TMP_DIR, "profile.log"),
);
await server.start("/healthz", 900_000);
const session = login ? await signIn(server.url, login) : undefined;
// A path starting with "POST " is loaded with the bench's save-appeal body (sign in a customer).
const post = path.startsWith("POST ");
const url = `${server.url}${post ? path.slice(5) : path}`;
const headers = session
  ? {
      cookie: session.cookie,
      ...(post ? { "x-xsrf-token": session.csrf, "content-type": "application/json" } : {}),
    }
  : undefined;
const request = post ? { method: "POST" as const, body: SAVE_APPEAL_BODY } : {};
await fetch(url, { headers, ...request });
const result = await load({ url, seconds, connections, ...(headers ? { headers } : {}), ...request });
// The profile is written at exit, after the store is closed (minutes for a million appeals).
await server.stop(900_000);
await services?.dispose();
console.log(
  `${post ? "" : "GET "}${path}: ${result.rps} rps, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.requests} requests`,
);

const name = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
// The main thread's profile is the largest; workers (tsx's loader) write their own.
const file = readdirSync(dir)
  .map((f) => join(dir, f))
  .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idle = profile.nodes
  .filter((n) => n.callFrame.functionName === "(idle)")
  .reduce((sum, n) => sum + (self.get(n.id) ?? 0), 0);
const busy = total - idle;

const inclusive = new Map<number, number>();
const sumOf = (n: ProfileNode): number => {
  const known = inclusive.get(n.id);
  if (known !== undefined) return known;
  let t = self.get(n.id) ?? 0;
  for (const c of n.children ?? []) t += sumOf(byId.get(c) as ProfileNode);
  inclusive.set(n.id, t);
  return t;
};
const bySelf = new Map<string, number>();
const byCall = new Map<string, number>();
const walk = (n: ProfileNode, above: ReadonlySet<string>) => {
  const key = name(n);
  bySelf.set(key, (bySelf.get(key) ?? 0) + (self.get(n.id) ?? 0));
  // A function counted once per stack, so recursion is not counted twice.
  if (!above.has(key)) byCall.set(key, (byCall.get(key) ?? 0) + sumOf(n));
  const next = new Set(above).add(key);
  for (const c of n.children ?? []) walk(byId.get(c) as ProfileNode, next);
};
const root = profile.nodes[0];
if (root) walk(root, new Set());
const share = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .filter(([k]) => !/^\((root|idle|program)\)/.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);
console.log(`profile ${file}: busy ${((busy / total) * 100).toFixed(1)} % of the process's time`);
console.log("\nshare of the busy time, self:");
for (const [k, t] of top(bySelf, 20)) console.log(`${share(t)}  ${k}`);
console.log("\nshare of the busy time, inclusive:");
for (const [k, t] of top(byCall, 30)) console.log(`${share(t)}  ${k}`);
process.exit(0);
