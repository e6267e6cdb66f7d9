import { expect } from "chai";
import { render } from "../../src/shared/messages";
import {
  checkImportRow,
  echoedCell,
  IMPORT_ECHO_LENGTH,
  importDate,
  type ImportNames,
  neutraliseFormula,
  restoreFormula,
} from "../../src/register";

const names: ImportNames = {
  device: (name, code) => (code === "MS-0101" || name === "Tarozi" ? 49 : undefined),
  country: (name) => (name === "O'zbekiston" ? 1 : undefined),
  province: (name) => (name === "Toshkent shahri" ? 14 : undefined),
};
const good = {
  device_name: "Tarozi",
  country_name: "O'zbekiston",
  area_of_use_name: "Toshkent shahri",
  inspection_date: "2026-01-10",
  next_inspection_date: "10.01.2027",
  serial_number: " SN-1 ",
};
const texts = (row: Parameters<typeof checkImportRow>[0]) =>
  checkImportRow(row, names, "2026-03-01").errors.map((m) => render(m, "uz"));

describe("register sheets", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const cell of ["=1+1", "+7", "-2", "@SUM(A1)", "\tx", "\rx"])
      expect(neutraliseFormula(cell)).to.equal(`'${cell}`);
    expect(neutraliseFormula("Tarozi = 5")).to.equal("Tarozi = 5");
  });

  it("neutralises a formula wherever a spreadsheet may start a cell: after a comma, a semicolon, a tab or a line break", () => {
    expect(neutraliseFormula(";=1+1")).to.equal(";'=1+1");
    expect(neutraliseFormula("a\t=1+1")).to.equal("a\t'=1+1");
    expect(neutraliseFormula("x,=cmd")).to.equal("x,'=cmd");
    expect(neutraliseFormula("SN-1\n@SUM(A1)")).to.equal("SN-1\n'@SUM(A1)");
    expect(neutraliseFormula("x;\t=1")).to.equal("x;'\t'=1");
    expect(neutraliseFormula("AB-12, -5; +7")).to.equal("AB-12, -5; +7");
  });

  it("reads every neutralised cell back as it was, a leading apostrophe of its own included", () => {
    for (const cell of [
      "=1+1",
      ";=1+1",
      "a\t=1+1",
      "x,=cmd",
      "'=x",
      "a;''-1",
      "x;\t=1",
      "O'zbekiston",
      "'",
      "plain",
    ])
      expect(restoreFormula(neutraliseFormula(cell)), JSON.stringify(cell)).to.equal(cell);
    expect(restoreFormula("'=HYPERLINK(1)")).to.equal("=HYPERLINK(1)");
  });

  it("cuts a long cell it echoes to IMPORT_ECHO_LENGTH characters and an ellipsis, at a whole character", () => {
    expect(IMPORT_ECHO_LENGTH).to.equal(200);
    expect(echoedCell("Tarozi")).to.equal("Tarozi");
    expect(echoedCell("x".repeat(200))).to.equal("x".repeat(200));
    expect(echoedCell("x".repeat(400_000))).to.equal(`${"x".repeat(200)}…`);
    expect(echoedCell(`${"x".repeat(199)}😀😀`)).to.equal(`${"x".repeat(199)}😀…`);
  });

  it("echoes a 400 000-character unknown name cut, not whole", () => {
    const long = "Ж".repeat(400_000);
    const [unknown, ...rest] = texts({ ...good, device_name: long, country_name: long });
    expect(unknown).to.equal(`«${"Ж".repeat(200)}…» oʻlchov vositasi katalogda topilmadi`);
    expect(rest).to.deep.equal([`«${"Ж".repeat(200)}…» davlati topilmadi`]);
  });

  it("refuses a serial number with a NUL or a lone surrogate, naming the field", () => {
    for (const serial_number of ["SN\u00001", "SN-\ud800"])
      expect(texts({ ...good, serial_number }), JSON.stringify(serial_number)).to.deep.equal([
        "serial_number: matnda buzilgan belgi bor, uni oʻchirib qayta yuboring",
      ]);
  });

  it("reads ISO and dotted dates and refuses impossible ones", () => {
    expect(importDate("2026-02-28")).to.equal("2026-02-28");
    expect(importDate("1.2.2026")).to.equal("2026-02-01");
    expect(importDate("31.02.2026")).to.equal(undefined);
    expect(importDate("tomorrow")).to.equal(undefined);
  });

  it("turns a good row into the modal's input with no errors", () => {
    const checked = checkImportRow(good, names, "2026-03-01");
    expect(checked.errors).to.deep.equal([]);
    expect(checked.input).to.deep.equal({
      device_id: 49,
      country_id: 1,
      area_of_use_id: 14,
      inspection_date: "2026-01-10",
      next_inspection_date: "2027-01-10",
      serial_number: "SN-1",
    });
  });

  it("names the unknown device, country and area instead of saying they are missing", () => {
    expect(
      texts({ ...good, device_name: "Nima", country_name: "Atlantida", area_of_use_name: "Oy" }),
    ).to.deep.equal([
      "«Nima» oʻlchov vositasi katalogda topilmadi",
      "«Atlantida» davlati topilmadi",
      "«Oy» hududi topilmadi",
    ]);
  });

  it("keeps the self-device rules' exact messages for bad and missing dates", () => {
    expect(texts({ ...good, inspection_date: "", next_inspection_date: "32.13.2026" })).to.deep.equal([
      "Tekshiruv sanasini kiriting",
      "Sana notoʻgʻri kiritilgan",
    ]);
    expect(
      texts({ ...good, inspection_date: "2026-05-01", next_inspection_date: "2026-06-01" }),
    ).to.deep.equal(["Tekshiruv sanasi bugungi sanadan keyin boʻlishi mumkin emas"]);
    expect(texts({ ...good, device_name: "" })).to.deep.equal(["Oʻlchov vositasini tanlang"]);
  });
});
