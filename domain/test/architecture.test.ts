import { expect } from "chai";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

const sourceRoot = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");

describe("the domain's dependency rule", () => {
  it("imports nothing but fp-ts, io-ts and its own files", () => {
    const offending = sourceFiles(sourceRoot).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith(".") && !/^(fp-ts|io-ts)(\/|$)/.test(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offending).to.deep.equal([]);
  });

  it("keeps the screens' state (modal flags, loading, field errors) out: it lives in ui/src/state", () => {
    expect(existsSync(join(sourceRoot, "state")), "domain/src/state").to.equal(false);
    const uiState = join(sourceRoot, "..", "..", "ui", "src", "state");
    expect(existsSync(uiState), "ui/src/state").to.equal(true);
  });

  it("finds the imports it checks (the rule is not vacuous)", () => {
    const all = sourceFiles(sourceRoot).flatMap(importsOf);
    expect(all).to.include("io-ts");
  });
});

/** The file a relative import names: `./x` is x.ts or x/index.ts. */
function resolveImport(file: string, spec: string): string {
  const base = join(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (/\.ts$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(sourceRoot, file)}: cannot resolve ${spec}`);
}

/** The folder of domain/src a file is in ("appeals", "shared"…), or "" for the root index.ts. */
const folderOf = (file: string): string => {
  const parts = relative(sourceRoot, file).split(sep);
  return parts.length > 1 ? (parts[0] ?? "") : "";
};

/** Every relative import of the domain's sources, resolved to the file it names. */
const edges = () =>
  sourceFiles(sourceRoot).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: file, to: resolveImport(file, spec) })),
  );

const folders = () =>
  readdirSync(sourceRoot).filter((name) => statSync(join(sourceRoot, name)).isDirectory());
const modules = () => folders().filter((name) => name !== "shared");

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

describe("the domain's modules (issue 17)", () => {
  it("are the application's business areas plus shared, each with an index.ts, and nothing lies beside them", () => {
    const applicationModules = readdirSync(join(sourceRoot, "..", "..", "application", "src"));
    expect(modules().filter((name) => !applicationModules.includes(name))).to.deep.equal([]);
    expect(modules()).to.include.members([
      "appeals",
      "contracts",
      "cabinet",
      "register",
      "feedback",
      "catalogue",
    ]);
    expect(folders().filter((name) => !existsSync(join(sourceRoot, name, "index.ts")))).to.deep.equal([]);
    const loose = readdirSync(sourceRoot).filter((name) => !statSync(join(sourceRoot, name)).isDirectory());
    expect(loose).to.deep.equal(["index.ts"]);
  });

  it("are all re-exported by the package's index.ts", () => {
    const reexported = importsOf(join(sourceRoot, "index.ts")).map((spec) => spec.replace(/^\.\//, ""));
    expect(reexported).to.have.members(folders());
  });

  it("import another module only through its index.ts", () => {
    const all = edges();
    const offending = all
      .filter(({ from, to }) => {
        const [own, other] = [folderOf(from), folderOf(to)];
        if (own === "" || own === other || other === "shared") return false;
        return other === "" || to !== join(sourceRoot, other, "index.ts");
      })
      .map(({ from, to }) => `${relative(sourceRoot, from)} -> ${relative(sourceRoot, to)}`);
    expect(offending).to.deep.equal([]);
    const crossing = all.filter(({ from, to }) => folderOf(from) !== "" && folderOf(from) !== folderOf(to));
    expect(crossing, "the rule is not vacuous").to.not.be.empty;
  });

  it("leave the shared folder knowing no module", () => {
    const offending = edges()
      .filter(({ from, to }) => folderOf(from) === "shared" && folderOf(to) !== "shared")
      .map(({ from, to }) => `${relative(sourceRoot, from)} -> ${relative(sourceRoot, to)}`);
    expect(offending).to.deep.equal([]);
  });

  it("have no import cycle between them", () => {
    const graph = new Map<string, Set<string>>(modules().map((name) => [name, new Set<string>()]));
    for (const { from, to } of edges()) {
      const [own, other] = [folderOf(from), folderOf(to)];
      if (own !== other && graph.has(own) && graph.has(other)) graph.get(own)?.add(other);
    }
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).to.deep.equal([]);
  });

  it("have no import cycle between files either", () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges()) {
      const key = relative(sourceRoot, from);
      graph.set(key, (graph.get(key) ?? new Set()).add(relative(sourceRoot, to)));
    }
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).to.deep.equal([]);
  });
});
