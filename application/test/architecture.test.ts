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

const root = join(import.meta.dirname, "..", "..");

/** The adapter packages: none imports another (docs/decisions.md), nor the server or the UI. */
const ADAPTERS = ["http", "persistence", "storage", "documents", "mail", "oneid", "payments", "signing"];
const importingNone = (...names: string[]) => new RegExp(`^(?!@portal\\/(${names.join("|")}))`);

/** The dependency rule of the hexagon (STYLE.md habit 1), for every package at once. */
const RULES: Array<[string, RegExp]> = [
  ["domain/src", /^(fp-ts|io-ts)(\/|$)/],
  ["application/src", /^(fp-ts|io-ts|@portal\/domain|node:)(\/|$|[a-z])/],
  ...ADAPTERS.map((adapter): [string, RegExp] => [
    `adapters/${adapter}/src`,
    importingNone(...ADAPTERS.filter((other) => other !== adapter), "server", "ui"),
  ]),
  ["ui/src", importingNone("application", ...ADAPTERS, "server")],
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

/** The top folder of application/src a file is in ("appeals", "shared"…), or "" for the root files. */
const folderOf = folderIn(src);
const edges = () => relativeImports(src);

const modules = () =>
  readdirSync(src).filter((name) => name !== "shared" && statSync(join(src, name)).isDirectory());

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
    const graph = folderGraph(edges(), modules(), folderOf);
    expect(cyclesOf(graph)).to.deep.equal([]);
  });

  it("have no import cycle between files either", () => {
    const graph = fileGraph(edges(), src);
    expect(cyclesOf(graph)).to.deep.equal([]);
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
  "adapters/mail/src",
  "adapters/mail/test",
  "adapters/oneid/src",
  "adapters/oneid/test",
  "adapters/payments/src",
  "adapters/payments/test",
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
