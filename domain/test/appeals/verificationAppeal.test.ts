import { expect } from "chai";
import type { AppealHeader, VerificationLine } from "../../src/appeals";
import { renderAll } from "../../src/shared/messages";
import {
  type VerificationAppealContext,
  type VerificationAppealInput,
  validateVerificationAppeal,
} from "../../src/appeals";
import { aVerificationAppeal, aVerificationContext, aVerificationLine, som } from "../support/builders";

const uz = (input: VerificationAppealInput, context: Partial<VerificationAppealContext> = {}) =>
  renderAll(validateVerificationAppeal(input, aVerificationContext(context)), "uz");
const withHeader = (header: Partial<AppealHeader>) => uz(aVerificationAppeal(header));
const withLine = (line: Partial<VerificationLine>) => uz(aVerificationAppeal({}, [aVerificationLine(line)]));

describe("validateVerificationAppeal", () => {
  it("accepts a complete appeal with no message", () => {
    expect(validateVerificationAppeal(aVerificationAppeal(), aVerificationContext())).to.deep.equal([]);
  });

  describe("the summaLimit", () => {
    it("refuses a total above the limit, showing the limit as money", () => {
      expect(
        uz(aVerificationAppeal(), { total: som("1000000.01"), summaLimit: som("1000000") }),
      ).to.deep.equal(["cannot form request, limit exceeded, remainder - 1 000 000,00 soʻm"]);
    });

    it("accepts a total equal to the limit", () => {
      expect(uz(aVerificationAppeal(), { total: som("1000000"), summaLimit: som("1000000") })).to.deep.equal(
        [],
      );
    });

    it("does not check without a limit or without a total", () => {
      expect(uz(aVerificationAppeal(), { total: som("999999999") })).to.deep.equal([]);
      expect(uz(aVerificationAppeal(), { summaLimit: som("1") })).to.deep.equal([]);
    });

    it("renders the limit message in Russian", () => {
      const messages = validateVerificationAppeal(
        aVerificationAppeal(),
        aVerificationContext({ total: som("20"), summaLimit: som("12.5") }),
      );
      expect(renderAll(messages, "ru")).to.deep.equal([
        "Невозможно сформировать заявку, лимит превышен, остаток - 12,50 сум",
      ]);
    });
  });

  it("asks for the branch when none is chosen", () => {
    expect(withHeader({ branch_id: undefined })).to.deep.equal(["Filialni tanlang"]);
  });

  for (const flag of ["is_free", "no_nds"] as const) {
    it(`asks for the resolution when ${flag} is ticked and the resolution is empty`, () => {
      expect(withHeader({ [flag]: 1, resolution: " " })).to.deep.equal([
        "Farmon/Qaror raqami va yili bo`yicha ma`lumot kiriting!",
      ]);
    });

    it(`accepts ${flag} with a resolution`, () => {
      expect(withHeader({ [flag]: 1, resolution: "PQ-4010, 2018" })).to.deep.equal([]);
    });
  }

  it("asks for the yearly contract when the appeal is yearly and none is chosen", () => {
    expect(withHeader({ is_yearly: 1 })).to.deep.equal(["Yillik shartnomani tanlang"]);
    expect(withHeader({ is_yearly: 1, contract_id: 5 })).to.deep.equal([]);
  });

  it("asks for the city and address when the inspector visits (header check_out = 1)", () => {
    expect(withHeader({ check_out: 1 })).to.deep.equal(["Shaharni tanlang", "Manzilni kiriting"]);
    expect(withHeader({ check_out: 1, city: 3, address: "Navoiy ko'chasi, 1" })).to.deep.equal([]);
  });

  it("asks a corporate customer for requisites until an account is chosen", () => {
    expect(uz(aVerificationAppeal(), { corporate: true })).to.deep.equal(["Rekvizitlaringizni tanlang"]);
    expect(uz(aVerificationAppeal({ account_number_id: 9 }), { corporate: true })).to.deep.equal([]);
  });

  it("asks for the offer when it is not accepted", () => {
    expect(uz(aVerificationAppeal(), { offerAccepted: false })).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
    ]);
  });

  it("asks for a service type and a device on each line", () => {
    expect(withLine({ type_id: undefined, device_id: null as unknown as undefined })).to.deep.equal([
      "Qurilma №1:Xizmat turini tanlang",
      "Qurilma №1:Qurilmani tanlang",
    ]);
  });

  describe("the amount of a line", () => {
    // [amount, accepted]
    const table: ReadonlyArray<readonly [unknown, boolean]> = [
      [-1, false],
      [0, false],
      [1, true],
      [2, true],
      [999, true],
      [1000, true],
      [1001, false],
      [1.5, false],
      [Number.NaN, false],
      [undefined, false],
      ["5", false],
    ];
    for (const [amount, accepted] of table) {
      it(`${accepted ? "accepts" : "refuses"} an amount of ${String(amount)}`, () => {
        expect(withLine({ amount: amount as number })).to.deep.equal(
          accepted ? [] : ["Qurilma №1:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin"],
        );
      });
    }
  });

  it("asks for province, city and address on an on-site line (check_out = 1)", () => {
    expect(withLine({ check_out: 1, check_in: 0 })).to.deep.equal([
      "Qurilma №1:Viloyatni tanlang",
      "Qurilma №1:Shaharni tanlang",
      "Qurilma №1:Manzilni kiriting",
    ]);
    expect(withLine({ check_out: 1, province_id: 1, city_id: 2, address: "Mustaqillik 5" })).to.deep.equal(
      [],
    );
  });

  it("asks for at least one device line", () => {
    expect(uz(aVerificationAppeal({}, []))).to.deep.equal(["Kamida bitta qurilma qoʻshing"]);
  });

  it("lists every message in a stable order: header first, then each line's fields", () => {
    const input: VerificationAppealInput = {
      appeal: { is_free: 1, is_yearly: 1, check_out: 1 },
      devices: [aVerificationLine(), { check_out: 1, amount: 0 }, aVerificationLine({ amount: 1001 })],
    };
    const context = { corporate: true, offerAccepted: false, total: som("2"), summaLimit: som("1") };
    expect(uz(input, context)).to.deep.equal([
      "cannot form request, limit exceeded, remainder - 1,00 soʻm",
      "Filialni tanlang",
      "Farmon/Qaror raqami va yili bo`yicha ma`lumot kiriting!",
      "Yillik shartnomani tanlang",
      "Shaharni tanlang",
      "Manzilni kiriting",
      "Rekvizitlaringizni tanlang",
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №2:Xizmat turini tanlang",
      "Qurilma №2:Qurilmani tanlang",
      "Qurilma №2:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin",
      "Qurilma №2:Viloyatni tanlang",
      "Qurilma №2:Shaharni tanlang",
      "Qurilma №2:Manzilni kiriting",
      "Qurilma №3:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin",
    ]);
  });

  it("treats a missing header like an empty one", () => {
    expect(uz({ devices: [aVerificationLine()] })).to.deep.equal(["Filialni tanlang"]);
  });

  it("renders line messages in Russian with their row prefix", () => {
    const messages = validateVerificationAppeal(
      aVerificationAppeal({}, [aVerificationLine(), aVerificationLine({ device_id: undefined, amount: 0 })]),
      aVerificationContext(),
    );
    expect(renderAll(messages, "ru")).to.deep.equal([
      "Устройство №2:Выберите устройство",
      "Устройство №2:Количество устройств может быть от 1 до 1000",
    ]);
  });
});
