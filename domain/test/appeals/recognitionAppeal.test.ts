import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { type RecognitionAppealKind, validateRecognitionAppeal } from "../../src/appeals";
import { aKompleksRow, aRecognitionContext, aRecognitionRow } from "../support/builders";

const ALL_KINDS: readonly RecognitionAppealKind[] = [8, 9, 10, 11, 14, 15, 16, 17, "kompleks"];
const uz = (kind: RecognitionAppealKind, rows = [aRecognitionRow()], context = {}) =>
  renderAll(validateRecognitionAppeal({ devices: rows }, aRecognitionContext(kind, context)), "uz");

describe("validateRecognitionAppeal", () => {
  for (const kind of ALL_KINDS) {
    it(`accepts a complete ${kind} appeal with no message`, () => {
      const rows = kind === "kompleks" ? [aKompleksRow()] : [aRecognitionRow()];
      expect(validateRecognitionAppeal({ devices: rows }, aRecognitionContext(kind))).to.deep.equal([]);
    });
  }

  it("asks a corporate customer without a chosen account to choose requisites", () => {
    expect(uz(11, undefined, { corporate: true, accountChosen: false })).to.deep.equal([
      "Rekvizitlaringizni tanlang",
    ]);
  });

  it("does not ask a corporate customer who has chosen an account", () => {
    expect(uz(11, undefined, { corporate: true, accountChosen: true })).to.deep.equal([]);
  });

  it("does not ask an individual customer for requisites", () => {
    expect(uz(11, undefined, { corporate: false, accountChosen: false })).to.deep.equal([]);
  });

  it("asks for the yearly contract, first, when is_yearly is ticked without one of the customer's own", () => {
    expect(uz(8, [], { yearlyWithoutContract: true, offerAccepted: false })).to.deep.equal([
      "Yillik shartnomani tanlang",
      "Ommaviy offertaga rozilik bildiring",
      "Kamida bitta qurilma qoʻshing",
    ]);
  });

  it("asks for the offer when it is not accepted", () => {
    expect(uz(16, undefined, { offerAccepted: false })).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
    ]);
  });

  it("names the row without a device name, with the 'Qurilma №n:' prefix", () => {
    const rows = [aRecognitionRow(), aRecognitionRow({ device_name: "" })];
    expect(uz(15, rows)).to.deep.equal(["Qurilma №2:O'lchash vositasining nomini kiriting"]);
  });

  for (const missing of [undefined, null, "", "   "]) {
    it(`counts a device name of ${JSON.stringify(missing)} as missing`, () => {
      const rows = [aRecognitionRow({ device_name: missing as string | undefined })];
      expect(uz(17, rows)).to.deep.equal(["Qurilma №1:O'lchash vositasining nomini kiriting"]);
    });
  }

  // Quantities as a hand-made request may send them; the codec lets any safe integer through.
  const QUANTITIES = [1, 1000, 0, -3, 1001, 1e15, 1.5];
  for (const kind of ALL_KINDS) {
    it(`refuses a ${kind} row whose quantity is not a whole number from 1 to 1000`, () => {
      const devices =
        kind === "kompleks"
          ? QUANTITIES.map((amount) => aKompleksRow({ amount }))
          : QUANTITIES.map((amount) => aRecognitionRow({ amount }));
      const messages = validateRecognitionAppeal({ devices }, aRecognitionContext(kind));
      expect(renderAll(messages, "uz")).to.deep.equal(
        [3, 4, 5, 6, 7].map((n) => `Qurilma №${n}:Soni 1 dan 1000 gacha boʻlishi kerak`),
      );
    });
  }

  it("says the quantity range in Russian", () => {
    const messages = validateRecognitionAppeal(
      { devices: [aRecognitionRow({ amount: 1001 })] },
      aRecognitionContext(8),
    );
    expect(renderAll(messages, "ru")).to.deep.equal(["Устройство №1:Количество должно быть от 1 до 1000"]);
  });

  it("takes a quantity left empty as the default 1", () => {
    expect(uz(8, [aRecognitionRow({ amount: undefined })])).to.deep.equal([]);
  });

  for (const kind of [8, 10] as const) {
    it(`requires the organisation or manufacturer on every row of type ${kind}`, () => {
      const rows = [aRecognitionRow({ about_device: "" }), aRecognitionRow({ about_device: " " })];
      expect(uz(kind, rows)).to.deep.equal([
        "Qurilma №1:Tashkilot nomini kiriting",
        "Qurilma №2:Tashkilot nomini kiriting",
      ]);
    });
  }

  for (const kind of [11, 14, 15, 16, 17] as const) {
    it(`does not require about_device on type ${kind}`, () => {
      expect(uz(kind, [aRecognitionRow({ about_device: undefined })])).to.deep.equal([]);
    });
  }

  it("requires about_device on every recognition-test (type 9) row", () => {
    expect(uz(9, [aRecognitionRow({ about_device: null as unknown as undefined })])).to.deep.equal([
      "Qurilma №1:Qoʻshimcha maʼlumotni kiriting",
    ]);
  });

  for (const kind of ALL_KINDS) {
    it(`requires the PDF document on every ${kind} row`, () => {
      const rows =
        kind === "kompleks"
          ? [aKompleksRow({ recognition_file: "" })]
          : [aRecognitionRow({ recognition_file: undefined })];
      expect(
        renderAll(validateRecognitionAppeal({ devices: rows }, aRecognitionContext(kind)), "uz"),
      ).to.deep.equal(["Qurilma №1:PDF faylni yuklang"]);
    });
  }

  it("asks for at least one device when the appeal has no row", () => {
    expect(uz(8, [])).to.deep.equal(["Kamida bitta qurilma qoʻshing"]);
  });

  it("lists every message in a stable order: requisites, offer, then each row's name, organisation and file", () => {
    const blank = aRecognitionRow({ device_name: "", about_device: "", recognition_file: "" });
    expect(
      uz(8, [blank, aRecognitionRow(), blank], {
        corporate: true,
        accountChosen: false,
        offerAccepted: false,
      }),
    ).to.deep.equal([
      "Rekvizitlaringizni tanlang",
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №1:O'lchash vositasining nomini kiriting",
      "Qurilma №1:Tashkilot nomini kiriting",
      "Qurilma №1:PDF faylni yuklang",
      "Qurilma №3:O'lchash vositasining nomini kiriting",
      "Qurilma №3:Tashkilot nomini kiriting",
      "Qurilma №3:PDF faylni yuklang",
    ]);
  });

  it("orders a recognition-test row's messages as name, about_device, file", () => {
    const blank = aRecognitionRow({ device_name: "", about_device: "", recognition_file: "" });
    expect(uz(9, [blank], { offerAccepted: false })).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №1:O'lchash vositasining nomini kiriting",
      "Qurilma №1:Qoʻshimcha maʼlumotni kiriting",
      "Qurilma №1:PDF faylni yuklang",
    ]);
  });

  it("checks kompleks rows for name and file only", () => {
    const rows = [aKompleksRow({ device_name: "", recognition_file: "", check_out: 1 })];
    expect(
      renderAll(validateRecognitionAppeal({ devices: rows }, aRecognitionContext("kompleks")), "uz"),
    ).to.deep.equal(["Qurilma №1:O'lchash vositasining nomini kiriting", "Qurilma №1:PDF faylni yuklang"]);
  });

  it("renders the same messages in Russian", () => {
    const rows = [aRecognitionRow(), aRecognitionRow({ device_name: "", about_device: "" })];
    const messages = validateRecognitionAppeal(
      { devices: rows },
      aRecognitionContext(10, { corporate: true, offerAccepted: false }),
    );
    expect(renderAll(messages, "ru")).to.deep.equal([
      "Выберите ваши реквизиты",
      "Выразите согласие с публичной офертой",
      "Устройство №2:Введите наименование средства измерения",
      "Устройство №2:Введите наименование организации",
    ]);
  });
});
