import { expect } from "chai";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

const root = join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(/(?:import|export)[^"']*?from\s+["']([^"']+)["']/g)].map(
    (m) => m[1] ?? "",
  );

/** The dependency rule of the hexagon (STYLE.md habit 1), for every package at once. */
const RULES: Array<[string, RegExp]> = [
  ["domain/src", /^(fp-ts|io-ts)(\/|$)/],
  ["application/src", /^(fp-ts|io-ts|@portal\/domain|node:)(\/|$|[a-z])/],
  ["adapters/http/src", /^(?!@portal\/(persistence|storage|documents|server|ui))/],
  ["adapters/persistence/src", /^(?!@portal\/(http|storage|documents|server|ui))/],
  ["adapters/storage/src", /^(?!@portal\/(http|persistence|documents|server|ui))/],
  ["adapters/documents/src", /^(?!@portal\/(http|persistence|storage|server|ui))/],
  ["ui/src", /^(?!@portal\/(application|http|persistence|storage|documents|server))/],
];

describe("the dependency rule", () => {
  for (const [folder, allowed] of RULES) {
    it(`holds for ${folder}`, () => {
      const files = sourceFiles(join(root, folder));
      const offending = files.flatMap((file) =>
        importsOf(file)
          .filter((spec) => !spec.startsWith(".") && !allowed.test(spec))
          .map((spec) => `${file.slice(root.length + 1)}: ${spec}`),
      );
      expect(offending).to.deep.equal([]);
    });
  }
});

const src = join(root, "application", "src");

/** The file a relative import names: `./x` is x.ts or x/index.ts. */
function resolveImport(file: string, spec: string): string {
  const base = join(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, join(base, "index.ts")]) {
    if (/\.ts$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, file)}: cannot resolve ${spec}`);
}

/** The top folder of application/src a file is in ("appeals", "shared"…), or "" for the root files. */
const folderOf = (file: string): string => {
  const parts = relative(src, file).split(sep);
  return parts.length > 1 ? (parts[0] ?? "") : "";
};

/** Every relative import of the application's sources, resolved to the file it names. */
const edges = () =>
  sourceFiles(src).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: file, to: resolveImport(file, spec) })),
  );

const modules = () =>
  readdirSync(src).filter((name) => name !== "shared" && statSync(join(src, name)).isDirectory());

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

describe("the application's modules (issue 17)", () => {
  it("are the business areas, each with an index.ts as its public face", () => {
    expect(modules()).to.include.members([
      "appeals",
      "contracts",
      "cabinet",
      "register",
      "feedback",
      "catalogue",
      "identity",
    ]);
    expect(modules().filter((name) => !existsSync(join(src, name, "index.ts")))).to.deep.equal([]);
  });

  it("import another module only through its index.ts, and the root files never", () => {
    const offending = edges()
      .filter(({ from, to }) => {
        const [own, other] = [folderOf(from), folderOf(to)];
        if (own === "" || own === other || other === "shared") return false;
        return other === "" || to !== join(src, other, "index.ts");
      })
      .map(({ from, to }) => `${relative(src, from)} -> ${relative(src, to)}`);
    expect(offending).to.deep.equal([]);
  });

  it("leave the shared folder knowing no module", () => {
    const offending = edges()
      .filter(({ from, to }) => folderOf(from) === "shared" && folderOf(to) !== "shared")
      .map(({ from, to }) => `${relative(src, from)} -> ${relative(src, to)}`);
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
      const key = relative(src, from);
      graph.set(key, (graph.get(key) ?? new Set()).add(relative(src, to)));
    }
    expect(cyclesOf(graph).map((cycle) => cycle.join(" -> "))).to.deep.equal([]);
  });
});

/** Where the other packages' sources and tests are. */
const CONSUMERS = [
  "adapters/http/src",
  "adapters/http/test",
  "adapters/persistence/src",
  "adapters/persistence/test",
  "adapters/storage/src",
  "adapters/storage/test",
  "adapters/documents/src",
  "adapters/documents/test",
  "server/src",
  "server/test",
  "server/soak",
  "bench/src",
  "bench/test",
  "e2e/src",
  "e2e/test",
  "testkit/src",
  "ui/src",
  "ui/test",
];

describe("the application seen from other packages (issue 17)", () => {
  it("is imported only at its root, @portal/application, never a file inside it", () => {
    const folders = CONSUMERS.map((folder) => join(root, folder)).filter(existsSync);
    expect(folders.length).to.be.greaterThan(8);
    const offending = folders.flatMap((folder) =>
      sourceFiles(folder).flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith("@portal/application/"))
          .map((spec) => `${relative(root, file)}: ${spec}`),
      ),
    );
    expect(offending).to.deep.equal([]);
  });
});
