import { inflateSync } from "node:zlib";

/**
 * The text of a PDF, one line per text object (BT … ET), for tests that check what a
 * generated document says. Small on purpose: it reads what pdfkit writes — embedded
 * fonts with a ToUnicode map, text shown by Tj / TJ with hex strings, streams plain or
 * FlateDecode — and nothing of the rest of PDF.
 */
export function pdfText(bytes: Buffer): string {
  const objects = readObjects(bytes);
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (object.stream === undefined || !/\bBT\b/.test(object.stream)) continue;
    lines.push(...textLines(object.stream, fonts));
  }
  return lines.join("\n");
}

/** The text of each page of a PDF, in the order of its page tree, as `pdfText` reads it. */
export function pdfPages(bytes: Buffer): string[] {
  const objects = readObjects(bytes);
  const fonts = fontMaps(objects);
  const tree = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dictionary));
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(tree?.dictionary ?? "")?.[1] ?? "";
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const contents = /\/Contents\s+(\d+) 0 R/.exec(objects.get(Number(page))?.dictionary ?? "")?.[1];
    const stream = contents === undefined ? undefined : objects.get(Number(contents))?.stream;
    return stream === undefined ? "" : textLines(stream, fonts).join("\n");
  });
}

interface PdfObject {
  readonly dictionary: string;
  /** The stream's bytes as latin1 text, inflated when compressed. */
  readonly stream?: string;
}

function readObjects(bytes: Buffer): Map<number, PdfObject> {
  const source = bytes.toString("latin1");
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? "";
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(match[1]), { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, at);
    const start = at + (body[at + 6] === "\r" ? 8 : 7);
    // The stream's own /Length when it is a number: cutting at "endstream" less a line end
    // would also cut compressed data that happens to end in "\r" (one stream in 256).
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const raw = length
      ? body.slice(start, start + Number(length[1]))
      : body.slice(start, body.lastIndexOf("endstream")).replace(/\r?\n$/, "");
    const data = Buffer.from(raw, "latin1");
    const stream = /\/FlateDecode/.test(dictionary) ? inflateSync(data).toString("latin1") : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

type CMap = Map<string, string>;

/** A hex string's UTF-16BE text; pdfkit writes a ligature's letters with a space between ("<0066 0069>"). */
const utf16 = (hex: string): string =>
  Buffer.from(hex.replace(/\s+/g, ""), "hex").swap16().toString("utf16le");

/** The codes of a ToUnicode CMap (bfchar and both forms of bfrange) to their text. */
function parseCMap(cmap: string): CMap {
  const map: CMap = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(code!.toLowerCase(), utf16(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const entries = (block[1] ?? "").matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    );
    for (const [, low, high, target] of entries) {
      const from = Number.parseInt(low!, 16);
      const to = Number.parseInt(high!, 16);
      const width = low!.length;
      const list = target!.startsWith("[")
        ? [...target!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!)
        : [];
      for (let code = from; code <= to; code++) {
        const key = code.toString(16).padStart(width, "0");
        if (list.length > 0) {
          const text = list[code - from];
          if (text !== undefined) map.set(key, utf16(text));
        } else {
          const base = Buffer.from(target!.slice(1, -1).replace(/\s+/g, ""), "hex");
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - from), base.length - 2);
          map.set(key, utf16(base.toString("hex")));
        }
      }
    }
  }
  return map;
}

/** Each font resource name (/F1 …) to the CMap of the font it names. */
function fontMaps(objects: Map<number, PdfObject>): Map<string, CMap> {
  const fonts = new Map<string, CMap>();
  for (const object of objects.values()) {
    for (const [, entries] of object.dictionary.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const [, name, ref] of (entries ?? "").matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref));
        const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font?.dictionary ?? "")?.[1];
        const cmap = toUnicode === undefined ? undefined : objects.get(Number(toUnicode))?.stream;
        if (cmap !== undefined) fonts.set(name!, parseCMap(cmap));
      }
    }
  }
  return fonts;
}

function decode(hex: string, cmap: CMap | undefined): string {
  if (!cmap) return "";
  const width = [...cmap.keys()][0]?.length ?? 4;
  let text = "";
  for (let i = 0; i + width <= hex.length; i += width)
    text += cmap.get(hex.slice(i, i + width).toLowerCase()) ?? "";
  return text;
}

/** The text of every BT … ET block of a content stream, in the order drawn. */
function textLines(content: string, fonts: Map<string, CMap>): string[] {
  const lines: string[] = [];
  let font: CMap | undefined;
  for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let line = "";
    const operations = (block ?? "").matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|(\[[^\]]*\])\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    );
    for (const [, fontName, array, single] of operations) {
      if (fontName !== undefined) font = fonts.get(fontName);
      else if (array !== undefined) {
        for (const [, hex] of array.matchAll(/<([0-9a-fA-F]*)>/g)) line += decode(hex ?? "", font);
      } else if (single !== undefined) line += decode(single, font);
    }
    lines.push(line);
  }
  return lines;
}
