import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { VerificationAppealPayload } from "../../src/appeals";
import { validateRequisite, validateUserInfoUpdate } from "../../src/cabinet";
import { validateFeedback } from "../../src/feedback";
import { decode } from "../../src/shared/decode";
import { render, renderAll } from "../../src/shared/messages";
import { emailAddressOf, isWellFormedEmail } from "../../src/shared/rules";
import { aPublicFeedback, aRequisite, aUserInfoUpdate } from "../support/builders";

/** Strings a mail library reads as an address list, or as a name and another address. */
const LIST_LIKE = [
  "a,b@attacker.test",
  "x<evil@attacker.test>",
  "vali@example.uz, evil@attacker.test",
  "vali@example.uz;evil@attacker.test",
  "Vali <evil@attacker.test>",
  '"vali@example.uz" <evil@attacker.test>',
  "vali@example.uz\r\nBcc: evil@attacker.test",
  "(vali)evil@attacker.test",
  "group: evil@attacker.test;",
];

const ORDINARY = [
  "vali@example.uz",
  "akmal.karimov+eslatma@mail.example.uz",
  "info@aniq-olchov.uz",
  "O'Brien@example.com",
  "buxgalteriya_2024@namuna-gaz.example.com",
];

describe("one e-mail address (the WHATWG rule)", () => {
  for (const email of LIST_LIKE) {
    it(`refuses ${JSON.stringify(email)}, which a mail library would read as a list or another address`, () => {
      expect(isWellFormedEmail(email)).to.equal(false);
      expect(emailAddressOf(email)).to.equal(undefined);
    });
  }

  for (const email of ORDINARY) {
    it(`accepts the ordinary address ${email}`, () => {
      expect(isWellFormedEmail(email)).to.equal(true);
      expect(emailAddressOf(email)).to.equal(email);
    });
  }

  it("takes the address without the spaces around it", () => {
    expect(emailAddressOf("  vali@example.uz \n")).to.equal("vali@example.uz");
  });

  it("refuses a domain without a dot, an empty label, and more than 254 characters", () => {
    expect(isWellFormedEmail("vali@example")).to.equal(false);
    expect(isWellFormedEmail("vali@example..uz")).to.equal(false);
    expect(isWellFormedEmail("vali@-example.uz")).to.equal(false);
    expect(
      isWellFormedEmail(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.uz`),
    ).to.equal(false);
    expect(isWellFormedEmail(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.uz`)).to.equal(true);
  });

  it("refuses what is not text", () => {
    for (const value of [
      undefined,
      null,
      5,
      ["vali@example.uz", "evil@attacker.test"],
      { address: "a@b.uz" },
    ])
      expect(isWellFormedEmail(value)).to.equal(false);
  });

  describe("every place a client gives an e-mail uses it, with the e-mail message", () => {
    for (const email of ["a,b@attacker.test", "x<evil@attacker.test>"]) {
      it(`personal data refuses ${email}`, () => {
        const messages = validateUserInfoUpdate(aUserInfoUpdate({ users: { phone: "", email } }));
        expect(renderAll(messages["users.email"] ?? [], "uz")).to.deep.equal(["Email notoʻgʻri kiritilgan"]);
      });

      it(`a requisite refuses ${email}`, () => {
        const messages = validateRequisite(aRequisite({ email }));
        expect(renderAll(messages.email ?? [], "ru")).to.deep.equal(["Email указан неверно"]);
      });

      it(`feedback refuses ${email}`, () => {
        expect(renderAll(validateFeedback(aPublicFeedback({ email })), "uz")).to.deep.equal([
          "Email notoʻgʻri kiritilgan",
        ]);
      });

      it(`an appeal's header refuses ${email} when it is decoded, with the e-mail message`, () => {
        const result = decode(VerificationAppealPayload, { appeal: { email }, devices: [] });
        if (E.isRight(result)) expect.fail("a list-like e-mail was taken");
        const [problem] = result.left;
        expect(problem?.path).to.equal("appeal.email");
        expect(render(problem!.message!, "uz")).to.equal("Email notoʻgʻri kiritilgan");
        expect(render(problem!.message!, "ru")).to.equal("Email указан неверно");
      });
    }

    it("an appeal's header takes one address, or none", () => {
      for (const [email, taken] of [
        ["vali@example.uz", "vali@example.uz"],
        [" vali@example.uz ", "vali@example.uz"],
        ["", undefined],
        [null, undefined],
      ] as const) {
        const result = decode(VerificationAppealPayload, { appeal: { email }, devices: [] });
        if (E.isLeft(result)) expect.fail(`refused ${JSON.stringify(email)}`);
        expect(result.right.appeal?.email).to.equal(taken);
      }
    });
  });
});
