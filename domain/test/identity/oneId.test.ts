import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import {
  OneIdErrorAnswer,
  OneIdIdentifyAnswer,
  OneIdTokenAnswer,
  oneIdDate,
  personFromOneId,
  personName,
} from "../../src/identity";

/** An identify answer as OneID sends one, with the fields a test changes. */
const rawAnswer = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  valid: "true",
  pin: "31004925310011",
  user_id: "alijon",
  user_type: "I",
  full_name: "SHUKUROV ALIJON OLIMOVICH",
  sur_name: "SHUKUROV",
  first_name: "ALIJON",
  mid_name: "OLIMOVICH",
  tin: "502003257",
  pport_no: "AA1124484",
  pport_issue_place: "G‘IJDUVON TUMANI IIB",
  pport_issue_date: "2013-03-26",
  pport_expr_date: "2023-03-25",
  birth_date: "1992-04-10",
  mob_phone_no: "+998 90 912-01-07",
  email: "alijon@example.uz",
  per_adr: "Buxoro viloyati, G‘ijduvon tumani, Farhod MFY, 23-uy",
  sess_id: "a8ef3e44-1080-44ee-8038-90b7abba5500",
  ret_cd: "0",
  legal_info: [{ is_basic: true, tin: "305049488", acron_UZ: '"MAX IT" MChJ' }],
  ...overrides,
});

const decoded = (raw: unknown) => {
  const answer = OneIdIdentifyAnswer.decode(raw);
  if (E.isLeft(answer)) throw new Error("the identify answer was expected to decode");
  return answer.right;
};

describe("OneID's identify answer as the portal keeps the person", () => {
  it("takes the names, the PIN, the TIN, the passport split into series and number, and the companies", () => {
    expect(personFromOneId(decoded(rawAnswer()))).to.deep.equal({
      pin: "31004925310011",
      last_name: "Shukurov",
      first_name: "Alijon",
      middle_name: "Olimovich",
      tin: "502003257",
      passport_seria: "AA",
      passport_no: "1124484",
      passport_start_date: "2013-03-26",
      passport_end_date: "2023-03-25",
      who_issued_passport: "G‘IJDUVON TUMANI IIB",
      birth_date: "1992-04-10",
      phone: "998909120107",
      email: "alijon@example.uz",
      address: "Buxoro viloyati, G‘ijduvon tumani, Farhod MFY, 23-uy",
      companies: [{ tin: "305049488", name: '"MAX IT" MChJ', basic: true }],
    });
  });

  it("prefers le_tin and le_name, reads is_basic given as text, and lists each company once", () => {
    const person = personFromOneId(
      decoded(
        rawAnswer({
          legal_info: [
            { is_basic: "false", tin: "207418529", le_tin: "207418529", le_name: "Mezon o‘lchov MChJ" },
            { is_basic: "true", le_tin: "308524163", acron_UZ: "ATS XK" },
            { is_basic: false, tin: "207418529", acron_UZ: "MEZON" },
            { is_basic: true, le_name: "Without a TIN" },
          ],
        }),
      ),
    );
    expect(person.companies).to.deep.equal([
      { tin: "207418529", name: "Mezon o‘lchov MChJ", basic: false },
      { tin: "308524163", name: "ATS XK", basic: true },
    ]);
  });

  it("takes a person with no legal_info, a null one, or an empty one as acting for no company", () => {
    for (const legal_info of [undefined, null, []]) {
      expect(personFromOneId(decoded(rawAnswer({ legal_info }))).companies).to.deep.equal([]);
    }
  });

  it('leaves out what OneID does not have, sent as absent, null, blank or the text "null"', () => {
    const person = personFromOneId(
      decoded({
        pin: 32704933090022,
        sur_name: "BOLTAYEV",
        first_name: "O‘TKIRBEK",
        mid_name: null,
        tin: "null",
        pport_no: "",
        email: null,
        legal_info: null,
      }),
    );
    expect(person).to.deep.equal({
      pin: "32704933090022",
      last_name: "Boltayev",
      first_name: "O‘tkirbek",
      middle_name: "",
      tin: "",
      phone: "",
      email: "",
      companies: [],
    });
  });

  it("takes the phone from `phone` when `mob_phone_no` is missing, and the older _pport_ dates", () => {
    const person = personFromOneId(
      decoded(
        rawAnswer({
          mob_phone_no: undefined,
          phone: "998977820809",
          pport_issue_date: undefined,
          pport_expr_date: undefined,
          _pport_issue_date: "04.10.2025",
          _pport_expr_date: "20350904",
        }),
      ),
    );
    expect([person.phone, person.passport_start_date, person.passport_end_date]).to.deep.equal([
      "998977820809",
      "2025-10-04",
      "2035-09-04",
    ]);
  });

  it("keeps a passport number it cannot split whole, as the number", () => {
    const person = personFromOneId(decoded(rawAnswer({ pport_no: "№ 0042-XZ" })));
    expect([person.passport_seria, person.passport_no]).to.deep.equal([undefined, "№ 0042-XZ"]);
    expect(personFromOneId(decoded(rawAnswer({ pport_no: "ad 7009090" }))).passport_seria).to.equal("AD");
  });

  it("refuses an answer without a PINFL of 14 digits", () => {
    for (const pin of [undefined, null, "", "3100492531001", "31004925310011x", "null"]) {
      expect(E.isLeft(OneIdIdentifyAnswer.decode(rawAnswer({ pin }))), String(pin)).to.equal(true);
    }
  });

  it("decodes `valid` from a boolean or its text, without refusing a person OneID marks not valid", () => {
    expect(decoded(rawAnswer({ valid: "true" })).valid).to.equal(true);
    expect(decoded(rawAnswer({ valid: true })).valid).to.equal(true);
    expect(decoded(rawAnswer({ valid: "false" })).valid).to.equal(false);
    expect(decoded(rawAnswer({ valid: undefined })).valid).to.equal(undefined);
    expect(personFromOneId(decoded(rawAnswer({ valid: "false" }))).pin).to.equal("31004925310011");
  });
});

describe("oneIdDate", () => {
  // [as OneID wrote it, as the portal keeps it]
  const table: ReadonlyArray<readonly [string | undefined, string | undefined]> = [
    ["1992-04-10", "1992-04-10"],
    ["19920410", "1992-04-10"],
    ["10.04.1992", "1992-04-10"],
    ["1992-04-10T00:00:00.000Z", "1992-04-10"],
    ["1992-04-10 00:00:00", "1992-04-10"],
    ["2013-26-03", "2013-03-26"],
    ["2023-02-30", undefined],
    ["1992/04/10", undefined],
    ["sometime", undefined],
    [undefined, undefined],
  ];
  for (const [written, kept] of table) {
    it(`reads ${JSON.stringify(written)} as ${JSON.stringify(kept)}`, () => {
      expect(oneIdDate(written)).to.equal(kept);
    });
  }
});

describe("personName", () => {
  it("writes a name OneID sends in capitals as people write it, the patronymic ending in lower case", () => {
    expect(personName("HAMIDOVA")).to.equal("Hamidova");
    expect(personName("O‘KTAMOVICH")).to.equal("O‘ktamovich");
    expect(personName("SHAVKAT  QIZI")).to.equal("Shavkat qizi");
    expect(personName("RAVSHAN O‘G‘LI")).to.equal("Ravshan o‘g‘li");
    expect(personName("ABDULLA-XO‘JA")).to.equal("Abdulla-Xo‘ja");
    expect(personName("ТУРСУНОВ")).to.equal("Турсунов");
  });

  it("keeps a name already written in mixed case as sent, and an absent one empty", () => {
    expect(personName("McLaren")).to.equal("McLaren");
    expect(personName(undefined)).to.equal("");
  });
});

describe("OneID's token and error answers", () => {
  it("decodes the token answer, its expires_in given as a number or as text", () => {
    const token = OneIdTokenAnswer.decode({
      access_token: "a1b2",
      token_type: "Bearer",
      expires_in: 3600,
      scope: "metrology",
      refresh_token: "r1",
    });
    expect(E.isRight(token) && token.right).to.deep.include({ access_token: "a1b2", expires_in: "3600" });
  });

  it("refuses a token answer without an access token", () => {
    for (const access_token of [undefined, null, "", "  "]) {
      expect(E.isLeft(OneIdTokenAnswer.decode({ access_token, token_type: "Bearer" }))).to.equal(true);
    }
  });

  it("recognises an error answer by its error field, and nothing else as one", () => {
    expect(
      E.isRight(OneIdErrorAnswer.decode({ error: "invalid_grant", error_description: "used" })),
    ).to.equal(true);
    expect(E.isLeft(OneIdErrorAnswer.decode({ access_token: "a1b2" }))).to.equal(true);
    expect(E.isLeft(OneIdErrorAnswer.decode({ error: "" }))).to.equal(true);
  });
});
