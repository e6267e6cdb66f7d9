import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/**
 * The import graph of a package's sources, for the architecture tests of the domain, the
 * application and the UI: the files, what each imports, the folders they sit in, and the
 * cycles of a graph.
 */

/** Every TypeScript source file below `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What a file imports or re-exports, statically or with `import()`. */
export const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");

/** The file a relative import names: `./x` is x.ts(x) or x/index.ts(x); other files (json) as named. */
export function resolveImport(file: string, spec: string): string {
  const base = join(dirname(file), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`${file}: cannot resolve ${spec}`);
  return found;
}

/** The top folder below `root` a file is in ("appeals", "shared"…), or "" for the root's own files. */
export const folderOf =
  (root: string) =>
  (file: string): string => {
    const parts = relative(root, file).split(sep);
    return parts.length > 1 ? (parts[0] ?? "") : "";
  };

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

/** Every relative import of the sources below `root`, resolved to the file it names. */
export const relativeImports = (root: string): ImportEdge[] =>
  sourceFiles(root).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: file, to: resolveImport(file, spec) })),
  );

/** Which of `folders` imports which other, from the edges between their files. */
export function folderGraph(
  edges: readonly ImportEdge[],
  folders: readonly string[],
  folderOfFile: (file: string) => string,
): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>(folders.map((name) => [name, new Set<string>()]));
  for (const { from, to } of edges) {
    const [own, other] = [folderOfFile(from), folderOfFile(to)];
    if (own !== other && graph.has(own) && graph.has(other)) graph.get(own)?.add(other);
  }
  return graph;
}

/** Which file imports which, named relative to `root`. */
export function fileGraph(edges: readonly ImportEdge[], root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const key = relative(root, from);
    graph.set(key, (graph.get(key) ?? new Set()).add(relative(root, to)));
  }
  return graph;
}

/** The cycles of a directed graph, each once, as the nodes around it ("a -> b -> a"). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) return void cycles.push([...path.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles.map((cycle) => cycle.join(" -> "));
}
