import { expect } from "chai";
import { LANGUAGES } from "../../src/shared/constants";
import { catalogue, type MessageKey, message, render, rowMessage } from "../../src/shared/messages";

describe("the message catalogue", () => {
  // The spec's words, exactly, apostrophe variants included (spec sections 2, 5, 8, 9).
  const spec: Array<[MessageKey, string]> = [
    ["requisitesRequired", "Rekvizitlaringizni tanlang"],
    ["offerRequired", "Ommaviy offertaga rozilik bildiring"],
    ["contractNumberRequired", "Shartnoma raqamini kiriting!"],
    ["branchRequired", "Filialni tanlang"],
    ["resolutionRequired", "Farmon/Qaror raqami va yili bo`yicha ma`lumot kiriting!"],
    ["yearlyContractRequired", "Yillik shartnomani tanlang"],
    ["requisiteEmailRequired", "Tanlangan rekvizitingizda emailni kiriting"],
    ["privateMessageRequired", "Xabarni to`ldiring"],
    ["publicMessageRequired", "Xabarni to'ldiring"],
    ["nameRequired", "FIO ni to'ldiring"],
    ["emailRequired", "Email ni to'ldiring"],
    ["phoneRequired", "Telefon ni to'ldiring"],
    ["regionRequired", "Viloyatni tanlang"],
    ["districtRequired", "Tumanni tanlang"],
    ["taxIdLength", "INN raqamlar soni 9 ta bo'lishi kerak"],
    ["saveFailed", "Oops something went wrong. Please try again! appeal save"],
    ["draftFailed", "Oops something went wrong. Please try again! appeal draft"],
    ["anSaveFailed", "Oops something went wrong. Please try again! an save"],
    ["contractFailed", "Oops something went wrong. Please try again"],
    ["commentFailed", "Oops something went wrong. Please try again!"],
    ["checkOutWarning", "Ogohlantirish! Bu qurilma borib tekshirishga mo'ljallangan"],
    ["checkedOnSite", "Borib tekshiriladi"],
    ["inProgress", "Jarayonda"],
    ["confirmDelete", "O'chirishni tasdiqlaysizmi?"],
    ["sentSuccessfully", "Muvaffaqiyatli yuborildi"],
    ["pleaseWait", "Iltimos kutib turing..."],
    ["send", "Yuborish"],
    ["save", "Saqlash"],
    ["change", "O`zgartirish"],
    ["agree", "Roziman"],
    ["anonymous", "Anonim"],
    ["offerTitle", "Ommaviy oferta bilan tanishib chiqing!"],
    ["selfDeviceTitle", "O`lchov vositasini qo`shish"],
    ["editDataTitle", "Ma‘lumotlarni tahrirlash"],
    ["generalData", "Umumiy ma‘lumotlar"],
  ];
  for (const [key, text] of spec) {
    it(`says "${text}" for ${key} in Uzbek`, () => {
      expect(render(message(key), "uz")).to.equal(text);
    });
  }

  it("prefixes row messages with the device number and no space after the colon", () => {
    expect(render(rowMessage("deviceNameRequired", 2), "uz")).to.equal(
      "Qurilma №2:O'lchash vositasining nomini kiriting",
    );
    expect(render(rowMessage("lineAmountRange", 3), "uz")).to.equal(
      "Qurilma №3:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin",
    );
  });

  it("fills named params and leaves unknown placeholders visible", () => {
    expect(render(message("fieldRequired", { field: "region" }), "uz")).to.equal("region is required");
    expect(render(message("limitExceeded"), "uz")).to.equal(
      "cannot form request, limit exceeded, remainder - {limit:som}",
    );
  });

  it("shows a money param as money in the message's language", () => {
    const exceeded = message("limitExceeded", { limit: "191520.00" });
    expect(render(exceeded, "uz")).to.equal(
      "cannot form request, limit exceeded, remainder - 191 520,00 soʻm",
    );
    expect(render(exceeded, "ru")).to.equal(
      "Невозможно сформировать заявку, лимит превышен, остаток - 191 520,00 сум",
    );
  });

  it("has every message in both languages, with the same placeholders", () => {
    for (const [key, texts] of Object.entries(catalogue)) {
      const placeholders = LANGUAGES.map((lang) => (texts[lang].match(/\{[\w:]+\}/g) ?? []).sort().join(","));
      expect(texts.uz.trim(), key).to.not.equal("");
      expect(texts.ru.trim(), key).to.not.equal("");
      expect(new Set(placeholders).size, `${key} placeholders differ between languages`).to.equal(1);
    }
  });

  it("speaks Russian when asked", () => {
    expect(render(message("branchRequired"), "ru")).to.equal("Выберите филиал");
  });
});
