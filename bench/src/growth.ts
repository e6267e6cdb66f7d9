import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadResult } from "./load";
import { load, round, sequential } from "./load";
import type { Session } from "./portal";

/** How many pages deep the deep-page figure is measured. */
export const DEEP_PAGES = 50;

/** The figures of one list at one size: its first page and a page found by following `next`. */
export interface ListFigures {
  readonly first: LoadResult;
  readonly deep: LoadResult;
  /** How many pages were followed to reach the deep page (fewer when the list ends sooner). */
  readonly depth: number;
  /** How long following the cursors took (ms), one request at a time. */
  readonly followMs: number;
}

/** An appeal as stored, to clone: the last line of a saved appeals.db. */
export function appealTemplate(dataDir: string): Record<string, unknown> {
  const lines = readFileSync(join(dataDir, "appeals.db"), "utf8").trim().split("\n");
  for (const line of lines.reverse()) {
    const doc = JSON.parse(line) as Record<string, unknown>;
    if (typeof doc.id === "number" && doc.devices) return doc;
  }
  throw new Error("no appeal to clone");
}

/**
 * demo.person (user 1 of the seed): owns one generated appeal in a thousand, the customer with
 * few appeals in a large store, whose list a store that pushes the owner filter down answers
 * from those alone.
 */
export const FEW_OWNER_ID = 1;

const STATUSES = ["submitted", "under_review", "approved", "needs_changes", "completed"] as const;

/**
 * The n-th generated appeal: half belong to `ownerId` (the measured customer), the rest to
 * 1 000 other customers, one of whom is FEW_OWNER_ID; statuses, branches and dates vary; ids
 * 1..n (newest = highest).
 */
export function generatedAppeal(template: Record<string, unknown>, i: number, ownerId: number, size: number) {
  const created = new Date(Date.UTC(2025, 0, 1) + Math.floor((i / size) * 300 * 86_400_000)).toISOString();
  const { _id, ...rest } = template;
  const owner = i % 2 === 0 ? ownerId : i % 1000 === 1 ? FEW_OWNER_ID : 100_000 + (i % 1000);
  return {
    ...rest,
    id: i,
    owner_id: owner,
    created_by: owner,
    status: STATUSES[i % STATUSES.length],
    branch_id: 1 + (i % 14),
    created_at: created,
    updated_at: created,
  };
}

/** Writes `size` appeals straight into an embedded data folder's appeals.db (NeDB's own file format). */
export function seedNedb(dataDir: string, template: Record<string, unknown>, size: number, ownerId: number) {
  const path = join(dataDir, "appeals.db");
  const chunk: string[] = [];
  writeFileSync(path, "");
  for (let i = 1; i <= size; i++) {
    chunk.push(JSON.stringify({ _id: `bench${i}`, ...generatedAppeal(template, i, ownerId, size) }));
    if (chunk.length === 10_000 || i === size) {
      writeFileSync(path, `${chunk.join("\n")}\n`, { flag: "a" });
      chunk.length = 0;
    }
  }
}

/**
 * One page under load. A list that takes over half a second a page is measured one request
 * at a time, bounded in time, rather than under a load that would only queue behind it.
 */
export async function measurePage(
  url: string,
  session: Session,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const headers = { cookie: session.cookie };
  const probeStarted = performance.now();
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  const probeMs = performance.now() - probeStarted;
  if (probeMs < 500) {
    const loaded = await load({ url, headers, seconds, connections });
    // Ten at a time may queue so long that none answers within the window: then one at a time.
    if (loaded.requests > 0) return loaded;
  }
  const s = await sequential(url, headers, Math.max(seconds, probeMs / 1000), 10);
  return {
    requests: s.requests,
    rps: round(s.requests / Math.max(seconds, probeMs / 1000)),
    p50: s.p50,
    p99: s.p99,
    max: s.p99,
    non2xx: s.failed + (probe.ok ? 0 : 1),
    errors: 0,
    timeouts: 0,
    seconds,
    connections: 1,
  };
}

/** The first page of a list, and the page DEEP_PAGES cursors further, under load. */
export async function measureList(
  baseUrl: string,
  path: string,
  session: Session,
  seconds: number,
  connections: number,
): Promise<ListFigures> {
  const headers = { cookie: session.cookie };
  const measure = (url: string) => measurePage(url, session, seconds, connections);
  const first = await measure(`${baseUrl}${path}`);
  const started = performance.now();
  let before: number | undefined;
  let depth = 0;
  // Bounded in time too: on a store that sorts in memory each page can take seconds.
  const followUntil = Date.now() + Math.max(20, seconds * 6) * 1000;
  while (depth < DEEP_PAGES && Date.now() < followUntil) {
    const sep = path.includes("?") ? "&" : "?";
    const url = `${baseUrl}${path}${before === undefined ? "" : `${sep}before=${before}`}`;
    const answer = (await (await fetch(url, { headers })).json()) as { next?: number };
    if (answer.next === undefined) break;
    before = answer.next;
    depth++;
  }
  const followMs = Math.round(performance.now() - started);
  const sep = path.includes("?") ? "&" : "?";
  const deepUrl = `${baseUrl}${path}${before === undefined ? "" : `${sep}before=${before}`}`;
  const deep = await measure(deepUrl);
  return { first, deep, depth, followMs };
}

/** Inserts `size` appeals into a MongoDB-protocol database in batches (insertMany, unordered). */
export async function seedMongo(
  url: string,
  database: string,
  template: Record<string, unknown>,
  size: number,
  ownerId: number,
  budgetMs: number,
): Promise<{ inserted: number; ms: number }> {
  const { MongoClient } = await import("mongodb");
  const client = new MongoClient(url);
  const started = Date.now();
  let inserted = 0;
  try {
    const appeals = client.db(database).collection("appeals");
    await appeals.deleteMany({});
    const batch = 1000;
    for (let from = 1; from <= size; from += batch) {
      const docs = [];
      for (let i = from; i < Math.min(size + 1, from + batch); i++)
        docs.push(generatedAppeal(template, i, ownerId, size));
      await appeals.insertMany(docs, { ordered: false });
      inserted += docs.length;
      if (Date.now() - started > budgetMs) break;
    }
  } finally {
    await client.close();
  }
  return { inserted, ms: Date.now() - started };
}

/** The newest stored appeal in a MongoDB-protocol database, to clone. */
export async function mongoTemplate(url: string, database: string): Promise<Record<string, unknown>> {
  const { MongoClient } = await import("mongodb");
  const client = new MongoClient(url);
  try {
    const doc = await client
      .db(database)
      .collection("appeals")
      .findOne({}, { sort: { id: -1 } });
    if (!doc) throw new Error("no appeal to clone");
    return doc as Record<string, unknown>;
  } finally {
    await client.close();
  }
}
