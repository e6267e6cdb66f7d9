import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { APPEAL_ACTIONS, APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import { expect } from "chai";
import ru from "../src/i18n/ru.json" with { type: "json" };
import uz from "../src/i18n/uz.json" with { type: "json" };

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const valueAt = (tree: Tree, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const sourceRoot = join(import.meta.dirname, "..", "src");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe("the translation files", () => {
  it("have the same keys in Uzbek and Russian", () => {
    expect(keysOf(ru as Tree).sort()).to.deep.equal(keysOf(uz as Tree).sort());
  });

  it("leave no text empty", () => {
    for (const tree of [uz, ru] as Tree[])
      for (const key of keysOf(tree)) expect(valueAt(tree, key), key).to.be.a("string").that.is.not.empty;
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(uz as Tree))
      expect(placeholders(valueAt(ru as Tree, key)), key).to.deep.equal(
        placeholders(valueAt(uz as Tree, key)),
      );
  });

  it("hold every literal key the source asks for", () => {
    const used = sources(sourceRoot).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)].map((m) => m[1]!),
    );
    expect(used.length).to.be.greaterThan(50);
    const missing = used.filter((key) => typeof valueAt(uz as Tree, key) !== "string");
    expect(missing).to.deep.equal([]);
  });

  it("name every status and every action of an appeal, the history's system steps (paid, refunded) included", () => {
    const missing = [
      ...APPEAL_STATUSES.map((status) => `appeals.statuses.${status}`),
      ...APPEAL_ACTIONS.map((action) => `work.actions.${action}`),
    ].filter((key) => [uz, ru].some((tree) => typeof valueAt(tree as Tree, key) !== "string"));
    expect(missing).to.deep.equal([]);
  });

  it("write oʻ, gʻ and the tutuq with their own letters in every Uzbek text that is not the spec's (issue 27)", () => {
    // The spec's own words, kept as the spec writes them, apostrophes included.
    const specWorded = [
      "common.delete",
      "cabinet.edit",
      "forms.name",
      "results.instrument",
      "check.instrument",
    ];
    const typed = keysOf(uz as Tree).filter(
      (key) => !specWorded.includes(key) && /[A-Za-z]['‘’`][A-Za-z]/.test(String(valueAt(uz as Tree, key))),
    );
    expect(typed).to.deep.equal([]);
  });

  it("write the labels of the personal modal exactly as spec 2.17 does", () => {
    expect(uz.cabinet).to.include({
      firstName: "Ism",
      lastName: "Familiya",
      middleName: "Sharif",
      tin: "Shaxsiy STIR",
      phone: "Telefon raqami",
      email: "Pochta manzil",
    });
  });
});
