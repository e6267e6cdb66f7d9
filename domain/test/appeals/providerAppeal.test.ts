import { expect } from "chai";
import type { ProviderRow } from "../../src/appeals";
import { renderAll } from "../../src/shared/messages";
import { type ProviderAppealContext, validateProviderAppeal } from "../../src/appeals";
import { aProviderRow } from "../support/builders";

const context = (overrides: Partial<ProviderAppealContext> = {}): ProviderAppealContext => ({
  corporate: false,
  offerAccepted: true,
  ...overrides,
});
const uz = (rows: readonly ProviderRow[], overrides: Partial<ProviderAppealContext> = {}) =>
  renderAll(validateProviderAppeal({ devices: rows }, context(overrides)), "uz");

describe("validateProviderAppeal", () => {
  it("accepts a complete appeal with no message", () => {
    expect(validateProviderAppeal({ devices: [aProviderRow()] }, context())).to.deep.equal([]);
  });

  it("asks a corporate customer without a chosen requisite to choose one", () => {
    expect(uz([aProviderRow()], { corporate: true })).to.deep.equal(["Rekvizitlaringizni tanlang"]);
  });

  it("asks for an email on the chosen requisite when it has none", () => {
    for (const email of [undefined, null, "", " "]) {
      expect(uz([aProviderRow()], { corporate: true, requisite: { email } })).to.deep.equal([
        "Tanlangan rekvizitingizda emailni kiriting",
      ]);
    }
  });

  it("accepts a chosen requisite with an email", () => {
    expect(uz([aProviderRow()], { corporate: true, requisite: { email: "info@aniq.uz" } })).to.deep.equal([]);
  });

  it("asks for the offer when it is not accepted", () => {
    expect(uz([aProviderRow()], { offerAccepted: false })).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
    ]);
  });

  for (const [deviceType, accepted] of [
    [4, true],
    [7, true],
    [5, false],
    [18, false],
    [undefined, false],
  ] as const) {
    it(`${accepted ? "accepts" : "refuses"} device type ${String(deviceType)}`, () => {
      expect(uz([aProviderRow({ device_type_id: deviceType })])).to.deep.equal(
        accepted ? [] : ["Qurilma №1:Turini tanlang"],
      );
    });
  }

  const fields: ReadonlyArray<readonly [keyof ProviderRow, string]> = [
    ["mtd_name", "Qurilma №1:Usul nomini kiriting"],
    ["laboratory_name", "Qurilma №1:Laboratoriya nomini kiriting"],
    ["laboratory_director_name", "Qurilma №1:Laboratoriya rahbarining F.I.O. ni kiriting"],
    ["laboratory_address", "Qurilma №1:Laboratoriya manzilini kiriting"],
    ["measurement_size", "Qurilma №1:Oʻlchash kattaligini kiriting"],
    ["method", "Qurilma №1:Usulni kiriting"],
    ["applied_devices", "Qurilma №1:Qoʻllaniladigan qurilmalarni kiriting"],
    ["about_device", "Qurilma №1:Qoʻshimcha maʼlumotni kiriting"],
  ];
  for (const [field, text] of fields) {
    it(`requires ${field} on each row`, () => {
      expect(uz([aProviderRow({ [field]: "  " })])).to.deep.equal([text]);
    });
  }

  it("refuses a row whose quantity is not a whole number from 1 to 1000, after its other fields", () => {
    const rows = [1, 1000, 0, -1, 1001, 1e15, 1.5].map((amount) => aProviderRow({ amount }));
    expect(uz(rows)).to.deep.equal(
      [3, 4, 5, 6, 7].map((n) => `Qurilma №${n}:Soni 1 dan 1000 gacha boʻlishi kerak`),
    );
    expect(uz([aProviderRow({ mtd_name: "", amount: 0 })])).to.deep.equal([
      "Qurilma №1:Usul nomini kiriting",
      "Qurilma №1:Soni 1 dan 1000 gacha boʻlishi kerak",
    ]);
  });

  it("takes a provider row's quantity left empty as the default 1", () => {
    expect(uz([aProviderRow({ amount: undefined })])).to.deep.equal([]);
  });

  it("says the quantity range in Russian", () => {
    const messages = validateProviderAppeal({ devices: [aProviderRow({ amount: 5000 })] }, context());
    expect(renderAll(messages, "ru")).to.deep.equal(["Устройство №1:Количество должно быть от 1 до 1000"]);
  });

  it("asks for at least one row", () => {
    expect(uz([])).to.deep.equal(["Kamida bitta qurilma qoʻshing"]);
  });

  it("lists every message in a stable order: requisite email, offer, then each row in column order", () => {
    expect(
      uz([aProviderRow(), { amount: 1 }], {
        corporate: true,
        requisite: { email: "" },
        offerAccepted: false,
      }),
    ).to.deep.equal([
      "Tanlangan rekvizitingizda emailni kiriting",
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №2:Turini tanlang",
      "Qurilma №2:Usul nomini kiriting",
      "Qurilma №2:Laboratoriya nomini kiriting",
      "Qurilma №2:Laboratoriya rahbarining F.I.O. ni kiriting",
      "Qurilma №2:Laboratoriya manzilini kiriting",
      "Qurilma №2:Oʻlchash kattaligini kiriting",
      "Qurilma №2:Usulni kiriting",
      "Qurilma №2:Qoʻllaniladigan qurilmalarni kiriting",
      "Qurilma №2:Qoʻshimcha maʼlumotni kiriting",
    ]);
  });

  it("renders the requisite email message in Russian", () => {
    const messages = validateProviderAppeal(
      { devices: [aProviderRow()] },
      context({ corporate: true, requisite: { email: null } }),
    );
    expect(renderAll(messages, "ru")).to.deep.equal(["Укажите email в выбранных реквизитах"]);
  });
});
