/**
 * Proves query shapes index-served without a MongoDB server: from the commands a MongoDB driver
 * sent (its command monitoring), every query (`find`, `count`, `aggregate` with a leading
 * `$match`, `distinct`, each statement of `update` and `delete`, `findAndModify`) is reduced to
 * its shape — equality fields, sort, range fields — and checked against the indexes the same
 * commands created (`createIndexes`), by the ESR rule: MongoDB serves a query without a
 * collection scan or an in-memory sort from an index whose keys are its Equality fields (in
 * any order), then its Sort keys (in order, every direction as asked or every one reversed),
 * then its Range fields.
 */

/** What the driver's `commandStarted` event carries, as far as this needs it. */
export interface SentCommand {
  readonly commandName: string;
  readonly databaseName?: string;
  readonly command: Readonly<Record<string, unknown>>;
}

export type Direction = 1 | -1;

export interface IndexKeys {
  readonly collection: string;
  readonly keys: readonly (readonly [string, Direction])[];
  readonly unique: boolean;
}

export interface QueryShape {
  readonly collection: string;
  /** find, count, aggregate, distinct, update, delete, findAndModify */
  readonly command: string;
  /** Fields compared for equality (`$in` included: a set of equalities). */
  readonly equality: readonly string[];
  readonly sort: readonly (readonly [string, Direction])[];
  /** Fields bounded by `$gt` `$gte` `$lt` `$lte` `$ne` `$nin` `$exists` or an anchored `$regex`. */
  readonly range: readonly string[];
  /**
   * Conditions no index bounds (an unanchored or case-insensitive `$regex`, `$or` beside
   * indexed conditions, `$not`, `$expr`): checked on the documents the index finds.
   */
  readonly filtered: readonly string[];
}

export interface UnservedQuery {
  readonly shape: QueryShape;
  /** e.g. `appeals: find {status: =, kind: =} sort {id: -1}` */
  readonly description: string;
  readonly reason: string;
}

/** The commands whose filters and sorts an index must serve. */
export const QUERY_COMMANDS: ReadonlySet<string> = new Set([
  "find",
  "count",
  "aggregate",
  "distinct",
  "update",
  "delete",
  "findAndModify",
]);
const RANGE_OPERATORS = new Set([
  "$gt",
  "$gte",
  "$lt",
  "$lte",
  "$ne",
  "$nin",
  "$exists",
  "$type",
  "$size",
  "$mod",
]);

type Doc = Readonly<Record<string, unknown>>;

const isPlainObject = (value: unknown): value is Doc =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const isOperatorObject = (value: unknown): value is Doc =>
  isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith("$"));

/** A regex bounds an index scan only when it is case-sensitive and anchored at the start. */
function regexBounds(value: unknown, options?: unknown): boolean {
  const source = value instanceof RegExp ? value.source : typeof value === "string" ? value : undefined;
  const flags = value instanceof RegExp ? value.flags : "";
  const extra = typeof options === "string" ? options : "";
  if (source === undefined) {
    // BSONRegExp from the driver: {pattern, options}
    if (isPlainObject(value) && typeof value.pattern === "string") {
      return regexBounds(value.pattern, `${String(value.options ?? "")}${extra}`);
    }
    return false;
  }
  return source.startsWith("^") && !`${flags}${extra}`.includes("i") && !`${flags}${extra}`.includes("m");
}

interface Predicates {
  equality: Set<string>;
  range: Set<string>;
  filtered: Set<string>;
  /** $or branches, when the filter has nothing else an index could use. */
  or?: Doc[];
}

function predicatesOf(
  filter: Doc,
  into: Predicates = { equality: new Set(), range: new Set(), filtered: new Set() },
) {
  const ors: Doc[][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) predicatesOf(part, into);
    } else if (field === "$or" && Array.isArray(condition)) {
      ors.push(condition.filter(isPlainObject));
    } else if (field.startsWith("$")) {
      into.filtered.add(field); // $nor, $expr, $where, $text...: nothing an index bounds here
    } else if (condition instanceof RegExp) {
      (regexBounds(condition) ? into.range : into.filtered).add(field);
    } else if (isOperatorObject(condition)) {
      for (const [operator, operand] of Object.entries(condition)) {
        if (operator === "$eq" || operator === "$in") into.equality.add(field);
        else if (operator === "$regex")
          (regexBounds(operand, condition.$options) ? into.range : into.filtered).add(field);
        else if (operator === "$options") continue;
        else if (RANGE_OPERATORS.has(operator)) into.range.add(field);
        else into.filtered.add(field); // $not, $elemMatch, $all...
      }
    } else {
      into.equality.add(field);
    }
  }
  for (const branches of ors) {
    // Beside conditions an index bounds, an $or is checked on what that index finds; alone,
    // MongoDB serves it branch by branch, each from an index of its own.
    if (into.equality.size + into.range.size > 0 || ors.length > 1) into.filtered.add("$or");
    else into.or = branches;
  }
  for (const field of into.equality) into.range.delete(field);
  return into;
}

/** A sort or an index key: the driver sends either as a Map (in key order) or as a plain object. */
function sortOf(sort: unknown): [string, Direction][] {
  const entries = sort instanceof Map ? [...sort.entries()] : isPlainObject(sort) ? Object.entries(sort) : [];
  return entries.map(([field, direction]) => [String(field), Number(direction) < 0 ? -1 : 1]);
}

function shapesOf(collection: string, command: string, filter: unknown, sort: unknown): QueryShape[] {
  const predicates = predicatesOf(isPlainObject(filter) ? filter : {});
  const ordered = sortOf(sort).filter(([field]) => !predicates.equality.has(field));
  const shape = (p: Predicates): QueryShape => ({
    collection,
    command,
    equality: [...p.equality].sort(),
    sort: ordered,
    // A range on a sort key bounds the scan of that key: it needs no place of its own.
    range: [...p.range].filter((field) => !ordered.some(([key]) => key === field)).sort(),
    filtered: [...p.filtered].sort(),
  });
  if (!predicates.or) return [shape(predicates)];
  return predicates.or.map((branch) => {
    const own = predicatesOf(branch);
    return shape({
      equality: new Set([...predicates.equality, ...own.equality]),
      range: new Set([...predicates.range, ...own.range]),
      filtered: new Set([...predicates.filtered, ...own.filtered]),
    });
  });
}

/** Every query shape in the commands, in the order sent (duplicates kept). */
export function queryShapes(commands: readonly SentCommand[]): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const { commandName, command } of commands) {
    if (!QUERY_COMMANDS.has(commandName)) continue;
    const collection = String(command[commandName]);
    switch (commandName) {
      case "find":
        shapes.push(...shapesOf(collection, "find", command.filter, command.sort));
        break;
      case "count":
      case "distinct":
        shapes.push(...shapesOf(collection, commandName, command.query, undefined));
        break;
      case "findAndModify":
        shapes.push(...shapesOf(collection, commandName, command.query, command.sort));
        break;
      case "aggregate": {
        // countDocuments is an aggregate of [$match, $group]; a pipeline is served by an
        // index only through its leading $match (and a $sort right after it).
        const pipeline = Array.isArray(command.pipeline) ? command.pipeline.filter(isPlainObject) : [];
        const match = pipeline[0]?.$match;
        const sort = match !== undefined ? pipeline[1]?.$sort : pipeline[0]?.$sort;
        shapes.push(...shapesOf(collection, "aggregate", match, sort));
        break;
      }
      case "update":
        for (const statement of Array.isArray(command.updates) ? command.updates.filter(isPlainObject) : []) {
          shapes.push(...shapesOf(collection, "update", statement.q, statement.sort));
        }
        break;
      case "delete":
        for (const statement of Array.isArray(command.deletes) ? command.deletes.filter(isPlainObject) : []) {
          shapes.push(...shapesOf(collection, "delete", statement.q, undefined));
        }
        break;
    }
  }
  return shapes;
}

/** Every index the commands created (`createIndexes`), and each collection's `_id` index. */
export function createdIndexes(commands: readonly SentCommand[]): IndexKeys[] {
  const indexes: IndexKeys[] = [];
  const collections = new Set<string>();
  for (const { commandName, command } of commands) {
    if (commandName === "find" || commandName === "insert" || commandName === "update") {
      collections.add(String(command[commandName]));
    }
    if (commandName !== "createIndexes") continue;
    const collection = String(command.createIndexes);
    collections.add(collection);
    for (const index of Array.isArray(command.indexes) ? command.indexes.filter(isPlainObject) : []) {
      indexes.push({ collection, keys: sortOf(index.key), unique: index.unique === true });
    }
  }
  for (const collection of collections) indexes.push({ collection, keys: [["_id", 1]], unique: true });
  return indexes;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((field) => b.includes(field));

/** Whether the index serves the shape by the ESR rule (or finds at most one document). */
export function serves(index: IndexKeys, shape: QueryShape): boolean {
  if (index.collection !== shape.collection) return false;
  const fields = index.keys.map(([field]) => field);
  // A unique index whose every key is compared for equality finds one document at most.
  if (index.unique && fields.every((field) => shape.equality.includes(field))) return true;
  const e = shape.equality.length;
  const s = shape.sort.length;
  const r = shape.range.length;
  if (e + s + r === 0) return false; // reads every document, whatever the index
  if (fields.length < e + s + r) return false;
  if (!sameSet(fields.slice(0, e), shape.equality)) return false;
  const sortKeys = index.keys.slice(e, e + s);
  const forward = shape.sort.every(
    ([field, direction], i) => sortKeys[i]?.[0] === field && sortKeys[i]?.[1] === direction,
  );
  const backward = shape.sort.every(
    ([field, direction], i) => sortKeys[i]?.[0] === field && sortKeys[i]?.[1] === -direction,
  );
  if (!forward && !backward) return false;
  return sameSet(fields.slice(e + s, e + s + r), shape.range);
}

export function describeShape(shape: QueryShape): string {
  const parts = [
    ...shape.equality.map((f) => `${f}: =`),
    ...shape.range.map((f) => `${f}: range`),
    ...shape.filtered.map((f) => `${f}: filtered`),
  ];
  const sort = shape.sort.length > 0 ? ` sort {${shape.sort.map(([f, d]) => `${f}: ${d}`).join(", ")}}` : "";
  return `${shape.collection}: ${shape.command} {${parts.join(", ")}}${sort}`;
}

/** The distinct shapes no index serves, each named with what it would need. */
export function unservedQueries(commands: readonly SentCommand[]): UnservedQuery[] {
  const indexes = createdIndexes(commands);
  const seen = new Map<string, UnservedQuery>();
  for (const shape of queryShapes(commands)) {
    const description = describeShape(shape);
    if (seen.has(description) || indexes.some((index) => serves(index, shape))) continue;
    const needed = [
      ...shape.equality.map((f) => `${f}: 1`),
      ...shape.sort.map(([f, d]) => `${f}: ${d}`),
      ...shape.range.map((f) => `${f}: 1`),
    ];
    seen.set(description, {
      shape,
      description,
      reason:
        needed.length === 0
          ? "no condition and no sort: it reads the whole collection"
          : `no index of ${shape.collection} starts with {${needed.join(", ")}} (equality, sort, range)`,
    });
  }
  return [...seen.values()];
}

/** The distinct shapes the commands held, for a report. */
export function distinctShapes(commands: readonly SentCommand[]): string[] {
  return [...new Set(queryShapes(commands).map(describeShape))].sort();
}
