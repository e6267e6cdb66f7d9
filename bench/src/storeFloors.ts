// The stores' floors for a save: what the embedded store and FerretDB take for the writes a
// save makes, through the portal's persistence layer but without HTTP, at the same concurrency
// as the save load.
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import type { AppealRecord } from "@portal/application";
import {
  createIndexes,
  createRepositories,
  type DocumentStore,
  MongoDocumentStore,
  NedbDocumentStore,
} from "@portal/persistence";
import type { LoadResult } from "./load";
import { round } from "./load";

/** Runs `one` from `concurrency` callers at once for `seconds`, timing each call. */
async function timed(seconds: number, concurrency: number, one: () => Promise<void>): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          await one();
          times.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    max: round(times.at(-1) ?? 0),
    non2xx: 0,
    errors,
    timeouts: 0,
    seconds,
    connections: concurrency,
  };
}

/**
 * The portal's own persistence layer doing what a save does to the store, without HTTP: claim
 * the next appeal id (DocumentIdGenerator) and insert the appeal (DocumentAppealRepository).
 */
export async function saveFloor(
  store: DocumentStore,
  appeal: Record<string, unknown>,
  seconds: number,
  concurrency: number,
): Promise<LoadResult> {
  await store.open();
  try {
    await createIndexes(store);
    const { ids, appeals } = createRepositories(store);
    const { _id, ...doc } = appeal;
    return await timed(seconds, concurrency, async () => {
      const id = await ids.next("floor-appeals");
      await appeals.insert({ ...doc, id } as unknown as AppealRecord);
    });
  } finally {
    await store.close();
  }
}

/** The embedded store in a folder of its own. */
export const embeddedFloorStore = (dir: string): DocumentStore =>
  new NedbDocumentStore(mkdtempSync(join(dir, "store-floor-")));

/** A database of its own on a MongoDB-protocol server. */
export const mongoFloorStore = (url: string): DocumentStore =>
  new MongoDocumentStore({ url, database: `floor_${Date.now()}` });
