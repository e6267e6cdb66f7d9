import { buffer } from "node:stream/consumers";
import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import ExcelJS from "exceljs";
import { ZipFile } from "yazl";
import {
  MAX_XLSX_UNPACKED_BYTES,
  readRegisterSheet,
  registerCsv,
  registerXlsx,
  unpackedSize,
} from "../src/registerSheets";
import { fileForm } from "./forms";
import { type Browser, type Portal, startPortal } from "./harness";

const HEADERS = ["Oʻlchov vositasi", "Zavod raqami", "Ishlab chiqarilgan davlat", "Tekshiruv sanasi"];
const HEADERS_ALL = [...HEADERS, "Keyingi tekshiruv sanasi", "Qurilma joylashgan hudud"];

async function* rowsOf(count: number, make: (i: number) => readonly string[]) {
  for (let i = 0; i < count; i++) yield make(i);
}

const registerRow = (i: number) => [
  "Elektron savdo tarozisi (15 kg gacha)",
  `SN-${String(i).padStart(6, "0")}`,
  "O‘zbekiston",
  "2026-01-10",
  "2027-01-10",
  "Toshkent shahri",
];

/** A zip of the named parts, each deflated, as yazl writes it. */
async function zipOf(parts: Readonly<Record<string, Buffer>>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(parts)) zip.addBuffer(bytes, name, { compress: true });
  zip.end();
  return buffer(zip.outputStream);
}

/** A zip bomb shaped as a workbook: a sheet of `size` bytes of one repeated row, deflated to a small file. */
async function workbookBomb(size: number): Promise<Buffer> {
  const row = Buffer.from('<row><c t="inlineStr"><is><t>AAAAAAAAAAAAAAAA</t></is></c></row>');
  const sheet = Buffer.alloc(size, row);
  return zipOf({
    "[Content_Types].xml": Buffer.from('<?xml version="1.0"?><Types/>'),
    "xl/workbook.xml": Buffer.from('<?xml version="1.0"?><workbook/>'),
    "xl/worksheets/sheet1.xml": sheet,
  });
}

/** The zip with every part's declared unpacked size (local header and directory) set to `size`: a bomb that lies. */
function understated(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 4 <= copy.length; at++) {
    const signature = copy.readUInt32LE(at);
    if (signature === 0x04034b50) copy.writeUInt32LE(size, at + 22);
    else if (signature === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe("the register's sheets (import and export)", function () {
  this.timeout(60_000);

  it("writes an .xlsx and a CSV as their rows are read, and reads both back", async () => {
    const sheet = () => ({ headers: HEADERS_ALL, rows: rowsOf(450, registerRow) });
    const xlsx = await buffer(registerXlsx(sheet()));
    const fromXlsx = await readRegisterSheet(xlsx);
    expect(fromXlsx.ok && fromXlsx.rows.length).to.equal(450);
    expect(fromXlsx.ok && fromXlsx.rows[449]?.serial_number).to.equal("SN-000449");
    const csv = await buffer(registerCsv(sheet()));
    const fromCsv = await readRegisterSheet(csv);
    expect(fromCsv.ok && fromCsv.rows.map((r) => r.serial_number)).to.deep.equal(
      fromXlsx.ok && fromXlsx.rows.map((r) => r.serial_number),
    );
  });

  it("quotes every field of a CSV and neutralises a formula wherever a spreadsheet may start a cell", async () => {
    const sheet = () => ({
      headers: ["=Header", "Zavod raqami", "c", "d"],
      rows: rowsOf(1, () => [";=1+1", "a\t=1+1", "x,=cmd", ""]),
    });
    const csv = (await buffer(registerCsv(sheet()))).toString("utf8");
    expect(csv).to.equal('\uFEFF"\'=Header","Zavod raqami","c","d"\n";\'=1+1","a\t\'=1+1","x,\'=cmd",""\n');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await buffer(registerXlsx(sheet()))) as unknown as ArrayBuffer);
    const cells = [1, 2, 3].map((at) => book.worksheets[0]?.getRow(2).getCell(at).value);
    expect(cells).to.deep.equal([";'=1+1", "a\t'=1+1", "x,'=cmd"]);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).to.equal("'=Header");
  });

  it("reads its neutralised CSV and .xlsx back to the cells as they were", async () => {
    const serials = [";=1+1", "a\t=1+1", "x,=cmd", "'=x", "=HYPERLINK(1)"];
    const rows = () =>
      rowsOf(serials.length, (i) =>
        registerRow(i).map((cell, at) => (at === 1 ? (serials[i] as string) : cell)),
      );
    for (const written of [registerCsv, registerXlsx]) {
      const read = await readRegisterSheet(await buffer(written({ headers: HEADERS_ALL, rows: rows() })));
      expect(read.ok && read.rows.map((r) => r.serial_number), written.name).to.deep.equal(serials);
    }
  });

  it("reads a workbook of the most rows an import takes well within the unpacked cap", async () => {
    const xlsx = await buffer(registerXlsx({ headers: HEADERS_ALL, rows: rowsOf(10_000, registerRow) }));
    expect(await unpackedSize(xlsx, MAX_XLSX_UNPACKED_BYTES / 4)).to.equal("within");
    const read = await readRegisterSheet(xlsx);
    expect(read.ok && read.rows.length).to.equal(10_000);
  });

  it("refuses a small .xlsx that unpacks past the cap before unpacking it, with the cap in the message", async () => {
    const bomb = await workbookBomb(MAX_XLSX_UNPACKED_BYTES + 1024 * 1024);
    expect(bomb.length).to.be.below(1024 * 1024);
    expect(await unpackedSize(bomb, MAX_XLSX_UNPACKED_BYTES)).to.equal("tooLarge");
    const read = await readRegisterSheet(bomb);
    expect(read).to.deep.equal({
      ok: false,
      message: { key: "importUnpackedTooLarge", params: { max: MAX_XLSX_UNPACKED_BYTES / 1024 / 1024 } },
    });
  });

  it("stops a bomb that understates its unpacked size at the size it declared", async () => {
    const honest = await workbookBomb(8 * 1024 * 1024);
    expect(await unpackedSize(honest, MAX_XLSX_UNPACKED_BYTES)).to.equal("within");
    const lying = understated(honest, 1000);
    expect(await unpackedSize(lying, MAX_XLSX_UNPACKED_BYTES)).to.equal("broken");
    expect(await readRegisterSheet(lying)).to.deep.equal({
      ok: false,
      message: { key: "importNotSpreadsheet" },
    });
  });

  describe("POST /self-devices/import", () => {
    let portal: Portal;
    let browser: Browser;
    beforeEach(async () => {
      portal = await startPortal();
      browser = await portal.signedIn(aUser());
    });
    afterEach(() => portal.close());

    it("answers a zip bomb with 422 in the caller's language and imports nothing", async () => {
      const bomb = await workbookBomb(MAX_XLSX_UNPACKED_BYTES + 1024 * 1024);
      const form = () => {
        const sent = fileForm(bomb, "register.xlsx");
        sent.set("mode", "all");
        return sent;
      };
      const uz = await browser.request("POST", "/self-devices/import", { form: form() });
      expect(uz.status).to.equal(422);
      const text = "Excel faylidagi maʼlumotlar ochilganda 48 MB dan oshmasligi kerak";
      expect(await uz.json()).to.deep.equal({ status: false, message: text, errors: { file: [text] } });
      const ru = await browser.request("POST", "/self-devices/import", {
        form: form(),
        headers: { "Accept-Language": "ru" },
      });
      expect(((await ru.json()) as { message: string }).message).to.equal(
        "Данные файла Excel в распакованном виде не должны превышать 48 МБ",
      );
      expect(portal.useCases.importRegister.called).to.equal(false);
    });
  });
});
