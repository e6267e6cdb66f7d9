import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  cyclesOf,
  folderGraph,
  folderOf as folderIn,
  importsOf,
  relativeImports,
  sourceFiles,
} from "@portal/testkit/sourceGraph";
import { expect } from "chai";

const sourceRoot = join(import.meta.dirname, "..", "src");
const ALLOWED =
  /^(react|react-dom|react-dom\/client|react-router-dom|i18next|react-i18next|@portal\/domain)(\/|$)/;

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
const MODULES = [
  "appeals",
  "contracts",
  "cabinet",
  "register",
  "feedback",
  "identity",
  "catalogue",
  "notifications",
  "results",
  "accounts",
  "payments",
  "standards",
];
/** The shared places (docs/architecture.md, rule 3): what more than one module, or the composition, uses. */
const SHARED = ["components", "forms", "shell", "i18n", "api", "state", "session", "logic", "pages"];
/** The route table, the app that mounts it and the entry: they see every module. */
const COMPOSITION = ["routes.ts", "App.tsx", "main.tsx"];

/** The top folder of ui/src a file is in ("appeals", "components"…), or "" for the root files. */
const folderOf = folderIn(sourceRoot);
const edges = () => relativeImports(sourceRoot);

describe("the UI's modules (issue 17)", () => {
  it("have a folder each, named as the application's modules", () => {
    const applicationModules = readdirSync(join(sourceRoot, "..", "..", "application", "src"));
    expect(MODULES.filter((name) => !applicationModules.includes(name))).to.deep.equal([]);
    expect(MODULES.filter((name) => !existsSync(join(sourceRoot, name)))).to.deep.equal([]);
  });

  it("share ui/src with the shared places only, so the rules below see every folder", () => {
    const folders = readdirSync(sourceRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !MODULES.includes(name) && !SHARED.includes(name))).to.deep.equal([]);
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

  it("leave in a shared place only what two modules or the composition use: a file serving one module lives in it", () => {
    const importers = new Map<string, string[]>();
    for (const { from, to } of edges()) importers.set(to, [...(importers.get(to) ?? []), from]);
    const isShared = (file: string) =>
      !MODULES.includes(folderOf(file)) && !COMPOSITION.includes(relative(sourceRoot, file));
    /** The modules (or "the composition") a file serves: who imports it, directly or through shared files. */
    const servedBy = (file: string): Set<string> => {
      const users = new Set<string>();
      const seen = new Set([file]);
      const queue = [file];
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        for (const importer of importers.get(next) ?? []) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          if (isShared(importer)) queue.push(importer);
          else users.add(MODULES.includes(folderOf(importer)) ? folderOf(importer) : "the composition");
        }
      return users;
    };
    const served = sourceFiles(sourceRoot)
      .filter(isShared)
      .map((file) => ({ file: relative(sourceRoot, file), users: [...servedBy(file)] }));
    const offending = served
      .filter(({ users }) => users.length === 1 && MODULES.includes(users[0] ?? ""))
      .map(({ file, users }) => `${file} serves only ${users[0]}: move it into ui/src/${users[0]}/`);
    expect(offending).to.deep.equal([]);
    const everywhere = served.find(({ file }) => file === join("api", "call.ts"));
    expect(everywhere?.users.length, "the rule is not vacuous").to.be.greaterThan(1);
  });

  it("have no import cycle between them", () => {
    const all = edges();
    const graph = folderGraph(all, MODULES, folderOf);
    expect(cyclesOf(graph)).to.deep.equal([]);
    const crossing = [...graph.values()].reduce((count, targets) => count + targets.size, 0);
    expect(crossing, "the rule is not vacuous").to.be.greaterThan(0);
  });
});
