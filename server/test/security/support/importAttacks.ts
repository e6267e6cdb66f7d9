import ExcelJS from "exceljs";
import fc from "fast-check";
import type { Send } from "./caller";
import { nastyText } from "./arbitraries";

/**
 * Hostile bodies for the register's import (POST /self-devices/import, multipart): each is
 * refused with a clear 4xx and stores nothing. A CSV whose cells are hostile is sent with
 * mode "all", which imports nothing unless every row is valid: its cells never are.
 */
export const IMPORT_ATTACKS = [
  "noFile",
  "wrongField",
  "severalFiles",
  "notSpreadsheet",
  "hostileCsv",
  "brokenZip",
  "brokenMultipart",
] as const;
export type ImportAttackKind = (typeof IMPORT_ATTACKS)[number];

export type ImportAttack =
  | { readonly kind: "noFile"; readonly mode: string }
  | { readonly kind: "wrongField"; readonly field: string; readonly mode: string }
  | { readonly kind: "severalFiles"; readonly files: number; readonly mode: string }
  | {
      readonly kind: "notSpreadsheet";
      readonly bytes: Uint8Array;
      readonly name: string;
      readonly mode: string;
    }
  | { readonly kind: "hostileCsv"; readonly header: readonly string[]; readonly rows: readonly string[][] }
  | { readonly kind: "brokenZip"; readonly bytes: Uint8Array; readonly mode: string }
  | { readonly kind: "brokenMultipart"; readonly contentType: string; readonly raw: string };

/** The Uzbek headers of the import's columns (a file the portal would otherwise read). */
const HEADER = [
  "Oʻlchov vositasi",
  "Zavod raqami",
  "Ishlab chiqarilgan davlat",
  "Tekshiruv sanasi",
  "Keyingi tekshiruv sanasi",
  "Qurilma joylashgan hudud",
];

const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join("\r\n");

const GOOD_CSV = csvOf([
  HEADER,
  [
    "Elektron savdo tarozisi (15 kg gacha)",
    "FZ-1",
    "O‘zbekiston",
    "2026-01-10",
    "2027-01-10",
    "Toshkent shahri",
  ],
]);

/** A small but real workbook, cut short or with its directory's end overwritten to make a broken zip. */
const WORKBOOK: Uint8Array = await (async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Register");
  sheet.addRow(HEADER);
  sheet.addRow([
    "Elektron savdo tarozisi (15 kg gacha)",
    "FZ-2",
    "O‘zbekiston",
    "2026-01-10",
    "2027-01-10",
    "Toshkent shahri",
  ]);
  return new Uint8Array(await book.xlsx.writeBuffer());
})();

/** Its last 22 bytes (the zip's directory end) each changed: the parts are there, the zip cannot be read. */
function overwrittenEnd(noise: Uint8Array): Uint8Array {
  const copy = new Uint8Array(WORKBOOK);
  noise.forEach((b, i) => {
    const at = copy.length - noise.length + i;
    copy[at] = (copy[at] ?? 0) ^ (b | 1);
  });
  return copy;
}

const mode = fc.oneof(
  fc.constantFrom("preview", "all", "valid"),
  nastyText.map((t) => t.slice(0, 60)),
);

/** Cells a spreadsheet program or a page could be attacked through. */
const hostileCell = fc.oneof(
  fc.constantFrom(
    "=1+1",
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(A1:A9)",
    '=HYPERLINK("http://evil.example","x")',
    "\t=1",
    "<img src=x onerror=alert(1)>",
    "<script>alert(1)</script>",
    "\ud800",
    "a\udc00b",
    "\u0000",
    '"',
    "x".repeat(300_000),
  ),
  nastyText,
);

export const hostileImports: Readonly<Record<ImportAttackKind, fc.Arbitrary<ImportAttack>>> = {
  noFile: mode.map((m) => ({ kind: "noFile", mode: m })),
  wrongField: fc
    .tuple(fc.constantFrom("upload", "files", "file[]", "File", "__proto__", "constructor", "mode"), mode)
    .map(([field, m]) => ({ kind: "wrongField", field, mode: m })),
  severalFiles: fc
    .tuple(fc.integer({ min: 2, max: 4 }), mode)
    .map(([files, m]) => ({ kind: "severalFiles", files, mode: m })),
  notSpreadsheet: fc
    .tuple(
      fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 4096 }),
        fc.constant(new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF")),
        fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
        fc.constant(new Uint8Array(0)),
      ),
      fc.constantFrom("register.csv", "register.xlsx", "x.pdf", "../../x.csv", ""),
      mode,
    )
    .map(([bytes, name, m]) => ({ kind: "notSpreadsheet", bytes, name, mode: m })),
  hostileCsv: fc
    .tuple(
      fc.oneof(fc.constant(HEADER), fc.array(hostileCell, { minLength: 1, maxLength: 7 })),
      fc.array(fc.array(hostileCell, { minLength: 6, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
    )
    .map(([header, rows]) => ({ kind: "hostileCsv", header, rows })),
  brokenZip: fc
    .tuple(
      fc.oneof(
        // The zip magic, then noise.
        fc.uint8Array({ maxLength: 512 }).map((noise) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...noise])),
        // A real workbook cut short.
        fc.integer({ min: 4, max: WORKBOOK.length - 1 }).map((n) => WORKBOOK.slice(0, n)),
        fc.uint8Array({ minLength: 22, maxLength: 22 }).map(overwrittenEnd),
      ),
      mode,
    )
    .map(([bytes, m]) => ({ kind: "brokenZip", bytes, mode: m })),
  brokenMultipart: fc
    .tuple(
      fc.constantFrom(
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "multipart/form-data; boundary=",
        `multipart/form-data; boundary=${"b".repeat(200)}`,
        "multipart/mixed; boundary=x",
      ),
      fc.oneof(
        fc.constantFrom(
          "not multipart at all",
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nunterminated',
          "--x\r\nContent-Disposition: form-data\r\n\r\n--x--\r\n",
          '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n' + "a,b\r\n1,2\r\n--x--\r\n",
          "--x--\r\n",
        ),
        nastyText.map((t) => t.slice(0, 2000)),
      ),
    )
    .map(([contentType, raw]) => ({ kind: "brokenMultipart", contentType, raw })),
};

const blob = (bytes: Uint8Array | string) =>
  new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);

/** How an attack goes on the wire. */
export function sendImport(attack: ImportAttack): Send {
  const form = new FormData();
  switch (attack.kind) {
    case "noFile":
      form.append("mode", attack.mode);
      return { form };
    case "wrongField":
      form.append("mode", attack.mode);
      form.append(attack.field, blob(GOOD_CSV), "register.csv");
      return { form };
    case "severalFiles":
      form.append("mode", attack.mode);
      for (let i = 0; i < attack.files; i++) form.append("file", blob(GOOD_CSV), `register-${i}.csv`);
      return { form };
    case "notSpreadsheet":
      form.append("mode", attack.mode);
      form.append("file", blob(attack.bytes), attack.name);
      return { form };
    case "hostileCsv":
      form.append("mode", "all");
      form.append("file", blob(csvOf([attack.header, ...attack.rows])), "register.csv");
      return { form };
    case "brokenZip":
      form.append("mode", attack.mode);
      form.append("file", blob(attack.bytes), "register.xlsx");
      return { form };
    case "brokenMultipart":
      return { raw: attack.raw, headers: { "content-type": attack.contentType } };
  }
}

/** An attack in a few words, for a failure's message. */
export function describeImport(attack: ImportAttack): string {
  const { kind, ...rest } = attack;
  return `${kind} ${JSON.stringify(rest, (_, v) => (v instanceof Uint8Array ? `${v.length} bytes` : v)).slice(0, 300)}`;
}
