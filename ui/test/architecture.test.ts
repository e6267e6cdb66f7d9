import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
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
