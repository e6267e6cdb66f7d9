import { expect } from "chai";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import {
  cyclesOf,
  fileGraph,
  folderGraph,
  folderOf as folderIn,
  importsOf,
  relativeImports,
  sourceFiles,
} from "@portal/testkit/sourceGraph";

const sourceRoot = join(import.meta.dirname, "..", "src");

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

/** The folder of domain/src a file is in ("appeals", "shared"…), or "" for the root index.ts. */
const folderOf = folderIn(sourceRoot);
const edges = () => relativeImports(sourceRoot);

const folders = () =>
  readdirSync(sourceRoot).filter((name) => statSync(join(sourceRoot, name)).isDirectory());
const modules = () => folders().filter((name) => name !== "shared");

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
    const graph = folderGraph(edges(), modules(), folderOf);
    expect(cyclesOf(graph)).to.deep.equal([]);
  });

  it("have no import cycle between files either", () => {
    const graph = fileGraph(edges(), sourceRoot);
    expect(cyclesOf(graph)).to.deep.equal([]);
  });
});
