import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";

const stylesheet = readFileSync(join(import.meta.dirname, "..", "src", "styles.css"), "utf8");
const ROOT = /^:root \{\n([\s\S]*?)\n\}/m;

/** The stylesheet without its design tokens: the rules that use them. */
const rules = (css: string) => css.replace(ROOT, "");
/** The tokens :root defines. */
const tokens = (css: string) =>
  new Set([...(ROOT.exec(css)?.[1] ?? "").matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]));

/**
 * What the palette's rules break: a token used but never defined, an opaque colour written out
 * instead of a token (translucent shades, `rgb(r g b / a)`, of the header and the shadows stay).
 */
function paletteFaults(css: string): string[] {
  const defined = tokens(css);
  const undefinedTokens = [...rules(css).matchAll(/var\((--[\w-]+)/g)]
    .map((m) => m[1] ?? "")
    .filter((name) => !defined.has(name))
    .map((name) => `undefined token ${name}`);
  const written = [...rules(css).matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\((?!\d+ \d+ \d+ \/)/gi)].map(
    (m) => `colour written out: ${m[0]}`,
  );
  return [...new Set([...undefinedTokens, ...written])];
}

describe("the palette (ui/src/styles.css)", () => {
  it("defines in :root every token its rules use, and its rules write no opaque colour of their own", () => {
    expect(tokens(stylesheet).size, "the :root tokens are found").to.be.greaterThan(20);
    expect(paletteFaults(stylesheet)).to.deep.equal([]);
  });

  it("finds an undefined token and a written-out colour", () => {
    const css = ":root {\n  --white: #fff;\n}\n.a { color: var(--muted); border-color: #c62828; }\n";
    expect(paletteFaults(css)).to.deep.equal(["undefined token --muted", "colour written out: #c62828"]);
  });
});
