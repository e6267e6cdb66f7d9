import fc from "fast-check";

/**
 * Hostile JSON for the fuzz. Objects are kept as lists of entries so that a key may be
 * `__proto__` (an own key in the text, as an attacker would send it) and is serialised
 * by hand: JSON.stringify of a JavaScript object could not produce that.
 */
export type Hostile =
  | null
  | boolean
  | number
  | string
  | Hostile[]
  | { readonly entries: [string, Hostile][] };

export const OPERATORS = [
  "$gt",
  "$gte",
  "$ne",
  "$where",
  "$regex",
  "$in",
  "$nin",
  "$exists",
  "$expr",
  "$or",
  "$function",
];
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

/** Texts that have broken parsers, validators and databases before. */
const NASTY_TEXTS = [
  "",
  " ",
  "\u0000",
  "\ud800", // a lone surrogate
  "\u202eevil.pdf", // right-to-left override
  "مرحبا بالعالم", // Arabic, right to left
  "שלום", // Hebrew
  "O‘zbekiston ўзбек тили",
  "𝕏𝕐ℤ👩‍👩‍👧‍👦",
  "' OR '1'='1' --",
  '{"$gt": ""}',
  "function () { return true; }",
  "sleep(5000)",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  "${7*7}{{7*7}}",
  "1e309",
  "-0",
  "NaN",
  "Infinity",
  "9007199254740993",
  "0x1F",
  "2026-02-30",
  "+998 90 123 45 67",
  "true",
  "null",
];

const NASTY_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.000001,
  1e21,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1001,
  200,
];

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // Huge: well past every field's bound, under the body limit.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 120_000 }).map((n) => "ж".repeat(n)) },
);

const nastyNumber = fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer(), fc.double({ noNaN: true }));

const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...OPERATORS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("id", "user_id", "owner_id", "role", "status", "total", "cost", "polluted"),
  },
);

/** A hostile value: wrong types, operator objects, prototype keys, deep nesting, big and odd texts. */
export const hostile: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    nastyNumber,
    nastyText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((entries): Hostile => ({ entries })),
    // An operator where a value belongs: {"$gt": ""}, {"$where": "sleep(5000)"}.
    fc
      .tuple(fc.constantFrom(...OPERATORS), fc.oneof(nastyText, nastyNumber))
      .map(([op, v]): Hostile => ({ entries: [[op, v]] })),
    // Deep nesting, past the parser's depth bound.
    fc.integer({ min: 10, max: 300 }).map((depth) => nest(depth)),
  ),
})).value;

function nest(depth: number): Hostile {
  let value: Hostile = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { entries: [["a", value]] };
  return value;
}

export function serialise(value: Hostile): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(serialise).join(",")}]`;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(",")}}`;
}

/** A plain JSON value as a Hostile tree, to be mutated. */
export function fromJson(value: unknown): Hostile {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === "object")
    return { entries: Object.entries(value).map(([k, v]) => [k, fromJson(v)] as [string, Hostile]) };
  return value as Hostile;
}

/** Every place in the tree a mutation can reach: the path of keys and indexes to it. */
function places(value: Hostile, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => places(v, [...at, i]))];
  if (value !== null && typeof value === "object")
    return [...here, ...value.entries.flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

export interface Mutation {
  readonly kind: "replace" | "remove" | "add" | "wrap";
  /** Which place, modulo the number of places. */
  readonly at: number;
  readonly key: string;
  readonly value: Hostile;
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("replace", "replace", "remove", "add", "add", "wrap"),
  at: fc.nat(),
  key,
  value: hostile,
});

/** Applies a mutation to a copy of the tree. */
export function mutate(tree: Hostile, m: Mutation): Hostile {
  const all = places(tree);
  return mutateAt(tree, all[m.at % all.length]!, m);
}

/** Applies a mutation at the place `path` of a copy of the tree. */
function mutateAt(tree: Hostile, path: (string | number)[], m: Mutation): Hostile {
  return update(tree, path, (target) => {
    switch (m.kind) {
      case "replace":
        return m.value;
      case "wrap":
        return { entries: [[OPERATORS[m.at % OPERATORS.length]!, target]] };
      case "add":
        if (target !== null && typeof target === "object" && !Array.isArray(target))
          return { entries: [...target.entries, [m.key, m.value]] };
        if (Array.isArray(target)) return [...target, m.value];
        return m.value;
      case "remove":
        return undefined;
    }
  });
}

function update(
  tree: Hostile,
  path: (string | number)[],
  change: (v: Hostile) => Hostile | undefined,
): Hostile {
  if (path.length === 0) return change(tree) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(tree)) {
    const copy: Hostile[] = [];
    tree.forEach((v, i) => {
      if (i !== head) copy.push(v);
      else if (rest.length > 0) copy.push(update(v, rest, change));
      else {
        const changed = change(v);
        if (changed !== undefined) copy.push(changed);
      }
    });
    return copy;
  }
  if (tree !== null && typeof tree === "object") {
    const entries: [string, Hostile][] = [];
    for (const [k, v] of tree.entries) {
      if (k !== head) entries.push([k, v]);
      else if (rest.length > 0) entries.push([k, update(v, rest, change)]);
      else {
        const changed = change(v);
        if (changed !== undefined) entries.push([k, changed]);
      }
    }
    return { entries };
  }
  return tree;
}

/** Bodies a parser must refuse or take apart safely: broken JSON, prototype pollution, a BOM. */
const MALFORMED_BODIES = [
  "",
  "{",
  "[1,2",
  '{"a":1}{"b":2}',
  "undefined",
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"appeal":{"__proto__":{"polluted":"yes"}},"devices":[]}',
  "\ufeff{}",
];

/** A body for a JSON route: its valid payload mutated a few times, or hostile from the top. */
export const hostileBody = (valid: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 4 })
        .map((ms) => serialise(ms.reduce(mutate, fromJson(valid)))),
    },
    { weight: 1, arbitrary: hostile.map(serialise) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
  );

/**
 * The fixed pass every route gets before its random bodies, however few those are: each
 * malformed body, the valid body, and the valid body with each of its values (and the whole)
 * wrapped in an operator object, {"$gt": value}, {"$ne": value}, … in turn.
 */
export function fixedBodies(valid: unknown): string[] {
  const tree = fromJson(valid);
  const wrapped = places(tree).map((path, at) =>
    serialise(mutateAt(tree, path, { kind: "wrap", at, key: "", value: null })),
  );
  return [...MALFORMED_BODIES, serialise(tree), ...wrapped];
}
