import { match } from "@seald-io/nedb/lib/model.js";

type Doc = Record<string, unknown>;
type Key = string | number | boolean;

const isKey = (value: unknown): value is Key =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** Ids in ascending order, with the position of a bound found by binary search. */
class SortedIds {
  private ids: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  static of(ids: number[]): SortedIds {
    const sorted = new SortedIds();
    sorted.ids = Float64Array.from(ids)
      .sort()
      .reduce<number[]>((all, id) => {
        if (all[all.length - 1] !== id) all.push(id);
        return all;
      }, []);
    return sorted;
  }

  /** The first position whose id is not below `id`. */
  private lowerBound(id: number): number {
    let low = 0;
    let high = this.ids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.ids[mid] as number) < id) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  add(id: number): void {
    // New appeals take the highest id: appending is the common case.
    const last = this.ids[this.ids.length - 1];
    if (last === undefined || last < id) this.ids.push(id);
    else {
      const at = this.lowerBound(id);
      if (this.ids[at] !== id) this.ids.splice(at, 0, id);
    }
  }

  remove(id: number): void {
    const at = this.lowerBound(id);
    if (this.ids[at] === id) this.ids.splice(at, 1);
  }

  /** The ids past the bound, walked newest (highest) first or oldest first. */
  *walk(descending: boolean, bound: IdBound): Generator<number> {
    if (descending) {
      const start = bound.below === undefined ? this.ids.length - 1 : this.lowerBound(bound.below) - 1;
      for (let at = start; at >= 0; at--) yield this.ids[at] as number;
    } else {
      const start = bound.above === undefined ? 0 : this.lowerBound(bound.above + 1);
      for (let at = start; at < this.ids.length; at++) yield this.ids[at] as number;
    }
  }
}

/** Where a keyset page starts: ids strictly below or above a cursor (loosely, for skipping). */
interface IdBound {
  readonly below?: number;
  readonly above?: number;
}

/** Merges sorted walks into one, highest or lowest id first. */
function* merged(walks: Generator<number>[], descending: boolean): Generator<number> {
  const heads = walks.map((walk) => walk.next());
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i] as IteratorResult<number>;
      if (head.done) continue;
      const current = heads[best]?.value as number | undefined;
      if (best < 0 || (descending ? head.value > (current as number) : head.value < (current as number)))
        best = i;
    }
    if (best < 0) return;
    yield heads[best]?.value as number;
    heads[best] = (walks[best] as Generator<number>).next();
  }
}

/** The values an equality or an `$in` of plain values asks for, else undefined. */
function wantedOf(condition: unknown): Key[] | undefined {
  if (isKey(condition)) return [condition];
  if (typeof condition !== "object" || condition === null || Object.keys(condition).join() !== "$in")
    return undefined;
  const wanted = (condition as { $in: unknown }).$in;
  return Array.isArray(wanted) && wanted.every(isKey) ? wanted : undefined;
}

/** The bound a filter's `id` condition gives, or undefined when it is not a plain range. */
function boundOf(condition: unknown): IdBound | undefined {
  if (condition === undefined) return {};
  if (typeof condition !== "object" || condition === null) return undefined;
  const bound: { below?: number; above?: number } = {};
  for (const [operator, value] of Object.entries(condition)) {
    if (typeof value !== "number") return undefined;
    if (operator === "$lt") bound.below = value;
    else if (operator === "$lte") bound.below = value + 1;
    else if (operator === "$gt") bound.above = value;
    else if (operator === "$gte") bound.above = value - 1;
    else return undefined;
  }
  return bound;
}

/**
 * The embedded store's answer to "filter, newest first, the next n": per field of an index
 * `{field: 1, id: -1}`, the ids of the documents with each value in id order, and every id
 * in order. A keyset page walks the shortest list that the filter's equality (or `$in`)
 * on such a field allows, from the cursor on, and stops after n matches: its cost is the
 * page, not the collection (NeDB alone collects every match and sorts it in memory).
 *
 * Every write reconciles the ids it touched with the document as it now is; a removed
 * document may leave an id behind, which the walk skips since it checks each document
 * it visits against the whole filter.
 */
export class NedbIdOrder {
  private all = new SortedIds();
  private readonly lists = new Map<string, Map<Key, SortedIds>>();
  /**
   * The listed value per id of each field, to leave the old lists on an update: one map
   * per field rather than one per document, a million small maps being work for the GC.
   */
  private readonly listed = new Map<string, Map<number, Key>>();

  constructor(private readonly byId: (id: number) => Doc | undefined) {}

  /** Lists the documents by `field` (all of them, as they are now). */
  addField(field: string, docs: readonly Doc[]): void {
    if (this.lists.has(field)) return;
    const ids = new Map<Key, number[]>();
    const listed = new Map<number, Key>();
    this.listed.set(field, listed);
    for (const doc of docs) {
      const id = doc.id;
      const value = doc[field];
      if (typeof id !== "number" || !isKey(value)) continue;
      listed.set(id, value);
      const list = ids.get(value);
      if (list) list.push(id);
      else ids.set(value, [id]);
    }
    this.lists.set(field, new Map([...ids].map(([value, list]) => [value, SortedIds.of(list)])));
    if (this.all.size === 0)
      this.all = SortedIds.of(docs.map((doc) => doc.id).filter((id): id is number => typeof id === "number"));
  }

  /** Brings the lists of `id` in line with its document as stored now (or gone). */
  reconcile(id: unknown): void {
    if (typeof id !== "number") return;
    const doc = this.byId(id);
    for (const [field, values] of this.lists) {
      const listed = this.listed.get(field) as Map<number, Key>;
      const old = listed.get(id);
      const now = doc?.[field];
      if (old === now) continue;
      if (old !== undefined) values.get(old)?.remove(id);
      if (isKey(now)) {
        const list = values.get(now) ?? new SortedIds();
        values.set(now, list);
        list.add(id);
        listed.set(id, now);
      } else listed.delete(id);
    }
    if (doc) this.all.add(id);
    else this.all.remove(id);
  }

  /**
   * The first `limit` documents matching `filter` in id order, or undefined when the
   * filter's id condition is not a range this order can start from.
   */
  page(filter: Doc, descending: boolean, limit: number): Doc[] | undefined {
    const bound = boundOf(filter.id);
    if (!bound) return undefined;
    const found: Doc[] = [];
    for (const id of this.candidates(filter, descending, bound)) {
      if (bound.below !== undefined && id >= bound.below) continue;
      if (bound.above !== undefined && id <= bound.above) continue;
      const doc = this.byId(id);
      if (doc && match(doc, filter)) found.push(doc);
      if (found.length >= limit) break;
    }
    return found;
  }

  /** The fields listed in id order. */
  fields(): string[] {
    return [...this.lists.keys()];
  }

  /** Whether the filter asks for an equality (or `$in`) on a listed field. */
  names(filter: Doc): boolean {
    return this.fields().some((field) => wantedOf(filter[field]) !== undefined);
  }

  /** The walk over the fewest ids the filter allows. */
  private candidates(filter: Doc, descending: boolean, bound: IdBound): Generator<number> {
    let best: { size: number; lists: SortedIds[] } = { size: this.all.size, lists: [this.all] };
    for (const [field, values] of this.lists) {
      const wanted = wantedOf(filter[field]);
      if (!wanted) continue;
      const lists = wanted.map((value) => values.get(value)).filter((list) => list !== undefined);
      const size = lists.reduce((sum, list) => sum + list.size, 0);
      if (size < best.size) best = { size, lists };
    }
    const walks = best.lists.map((list) => list.walk(descending, bound));
    return walks.length === 1 ? (walks[0] as Generator<number>) : merged(walks, descending);
  }
}
