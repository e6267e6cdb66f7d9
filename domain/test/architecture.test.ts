import { expect } from "chai";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

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
