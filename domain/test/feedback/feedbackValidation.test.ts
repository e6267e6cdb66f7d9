import { expect } from "chai";
import type { Feedback } from "../../src/feedback";
import { renderAll } from "../../src/shared/messages";
import { validateFeedback } from "../../src/feedback";
import { aPrivateFeedback, aPublicFeedback } from "../support/builders";

const uz = (input: Feedback) => renderAll(validateFeedback(input), "uz");

describe("validateFeedback", () => {
  describe("anonymous (private)", () => {
    it("accepts a message to a branch", () => {
      expect(validateFeedback(aPrivateFeedback())).to.deep.equal([]);
    });

    it("asks for the message (backtick apostrophe) and the branch, in that order", () => {
      expect(uz({ type: "private" })).to.deep.equal(["Xabarni to`ldiring", "Filialni tanlang"]);
    });

    it("counts a whitespace-only message as missing", () => {
      expect(uz(aPrivateFeedback({ private_msg: " \n " }))).to.deep.equal(["Xabarni to`ldiring"]);
    });
  });

  describe("identified (public)", () => {
    it("accepts a complete submission", () => {
      expect(validateFeedback(aPublicFeedback())).to.deep.equal([]);
    });

    it("lists every field when everything is missing, in the form's order", () => {
      expect(uz({ type: "public" })).to.deep.equal([
        "Xabarni to'ldiring",
        "FIO ni to'ldiring",
        "Email ni to'ldiring",
        "Telefon ni to'ldiring",
        "Filialni tanlang",
        "Viloyatni tanlang",
        "Tumanni tanlang",
      ]);
    });

    it("does not read the anonymous message field", () => {
      expect(uz(aPublicFeedback({ public_msg: "" }))).to.deep.equal(["Xabarni to'ldiring"]);
    });

    for (const email of [
      "vali",
      "vali@",
      "vali@example",
      "va li@example.uz",
      "vali@@example.uz",
      "vali@example..uz",
    ]) {
      it(`refuses the malformed email ${JSON.stringify(email)}`, () => {
        expect(uz(aPublicFeedback({ email }))).to.deep.equal(["Email notoʻgʻri kiritilgan"]);
      });
    }

    for (const phone of [
      "901234567",
      "+998901234567",
      "998901234567",
      "+998 (90) 123-45-67",
      " 90 123 45 67 ",
    ]) {
      it(`accepts the phone ${JSON.stringify(phone)} as nine digits after +998`, () => {
        expect(uz(aPublicFeedback({ phone }))).to.deep.equal([]);
      });
    }

    for (const phone of ["90123456", "9012345678", "+99890123456", "+79161234567", "90123456a"]) {
      it(`refuses the phone ${JSON.stringify(phone)}`, () => {
        expect(uz(aPublicFeedback({ phone }))).to.deep.equal([
          "Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak",
        ]);
      });
    }

    it("puts a malformed contact in the field's place in the order", () => {
      expect(uz(aPublicFeedback({ name: "", email: "x", phone: "1", district_id: undefined }))).to.deep.equal(
        [
          "FIO ni to'ldiring",
          "Email notoʻgʻri kiritilgan",
          "Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak",
          "Tumanni tanlang",
        ],
      );
    });

    it("renders in Russian", () => {
      expect(renderAll(validateFeedback({ type: "public", public_msg: "Salom" }), "ru")).to.deep.equal([
        "Заполните ФИО",
        "Заполните Email",
        "Заполните телефон",
        "Выберите филиал",
        "Выберите область",
        "Выберите район",
      ]);
    });
  });
});
