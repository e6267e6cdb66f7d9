import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { expect } from "chai";

const sourceRoot = join(import.meta.dirname, "..", "src");
const ALLOWED =
  /^(react|react-dom|react-dom\/client|react-router-dom|i18next|react-i18next|@portal\/domain)(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");

describe("the UI's dependency rule", () => {
  it("imports only React, the router, i18next and the domain (never the server's layers)", () => {
    const offending = sourceFiles(sourceRoot).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith(".") && !ALLOWED.test(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offending).to.deep.equal([]);
  });

  it("takes domain code from its modules, so the bundle does not pull in every codec", () => {
    const valueImports = sourceFiles(sourceRoot).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import \{[^}]*\} from "@portal\/domain";$/gm)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(valueImports).to.deep.equal([]);
  });

  it("finds the imports it checks (the rule is not vacuous)", () => {
    expect(sourceFiles(sourceRoot).flatMap(importsOf)).to.include("react-i18next");
  });
});

/** The business areas the UI has folders for, named as in the application and the domain (issue 17). */
const MODULES = ["appeals", "contracts", "cabinet", "register", "feedback", "identity"];
/** The route table and the entry: they see every module. */
const COMPOSITION = ["App.tsx", "main.tsx"];

/** The file a relative import names: `./x` is x.ts(x) or x/index.ts(x); other files (json) as named. */
function resolveImport(file: string, spec: string): string {
  const base = join(dirname(file), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!found) throw new Error(`${relative(sourceRoot, file)}: cannot resolve ${spec}`);
  return found;
}

/** The top folder of ui/src a file is in ("appeals", "components"…), or "" for the root files. */
const folderOf = (file: string): string => {
  const parts = relative(sourceRoot, file).split(sep);
  return parts.length > 1 ? (parts[0] ?? "") : "";
};

const edges = () =>
  sourceFiles(sourceRoot).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: file, to: resolveImport(file, spec) })),
  );

/** The cycles of a directed graph, each once, as the nodes around it. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
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
  return cycles;
}

describe("the UI's modules (issue 17)", () => {
  it("have a folder each, named as the application's modules", () => {
    const applicationModules = readdirSync(join(sourceRoot, "..", "..", "application", "src"));
    expect(MODULES.filter((name) => !applicationModules.includes(name))).to.deep.equal([]);
    expect(MODULES.filter((name) => !existsSync(join(sourceRoot, name)))).to.deep.equal([]);
  });

  it("are known to no shared place (components, forms, shell, state…): only the route table sees them", () => {
    const offending = edges()
      .filter(({ from, to }) => {
        const [own, other] = [folderOf(from), folderOf(to)];
        if (MODULES.includes(own) || (own === "" && COMPOSITION.includes(relative(sourceRoot, from))))
          return false;
        return MODULES.includes(other);
      })
      .map(({ from, to }) => `${relative(sourceRoot, from)} -> ${relative(sourceRoot, to)}`);
    expect(offending).to.deep.equal([]);
  });

  it("have no import cycle between them", () => {
    const all = edges();
    const graph = new Map<string, Set<string>>(MODULES.map((name) => [name, new Set<string>()]));
    for (const { from, to } of all) {
      const [own, other] = [folderOf(from), folderOf(to)];
      if (own !== other && graph.has(own) && graph.has(other)) graph.get(own)?.add(other);
    }
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).to.deep.equal([]);
    const crossing = [...graph.values()].reduce((count, targets) => count + targets.size, 0);
    expect(crossing, "the rule is not vacuous").to.be.greaterThan(0);
  });
});
