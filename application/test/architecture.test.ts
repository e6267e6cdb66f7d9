import { expect } from "chai";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

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
