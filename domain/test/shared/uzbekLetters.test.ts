import { expect } from "chai";
import { catalogue, type MessageKey } from "../../src/shared/messages";

/**
 * The messages whose Uzbek is the spec's own text, kept as the spec writes it, its apostrophes
 * (' and ‘) included. Every other Uzbek text is the project's own and writes oʻ and gʻ with
 * U+02BB and the tutuq (maʼlumot) with U+02BC (issue 27, item 10; docs/decisions.md).
 */
const SPEC_WORDED: readonly MessageKey[] = [
  "deviceNameRequired",
  "resolutionRequired",
  "lineAmountRange",
  "privateMessageRequired",
  "publicMessageRequired",
  "nameRequired",
  "emailRequired",
  "phoneRequired",
  "taxIdLength",
  "certificateInstrument",
  "checkOutWarning",
  "confirmDelete",
  "change",
  "selfDeviceTitle",
  "editDataTitle",
  "generalData",
];

/** A typewriter apostrophe, a quotation mark or a backtick inside a word: o'z, to‘lov, ma`lumot. */
const APOSTROPHE_IN_WORD = /[A-Za-z]['‘’`][A-Za-z]/;

describe("the Uzbek letters of the catalogue (issue 27)", () => {
  it("write oʻ, gʻ and the tutuq with their own letters in every text that is not the spec's", () => {
    const typed = Object.entries(catalogue)
      .filter(([key, text]) => !SPEC_WORDED.includes(key as MessageKey) && APOSTROPHE_IN_WORD.test(text.uz))
      .map(([key, text]) => `${key}: ${text.uz}`);
    expect(typed).to.deep.equal([]);
  });

  it("keep the spec's texts as the spec writes them, apostrophes and all", () => {
    expect(catalogue.deviceNameRequired.uz).to.equal("Qurilma №{n}:O'lchash vositasining nomini kiriting");
    expect(catalogue.lineAmountRange.uz).to.include("bo‘lishi mumkin");
    expect(catalogue.editDataTitle.uz).to.equal("Ma‘lumotlarni tahrirlash");
    for (const key of SPEC_WORDED) expect(catalogue[key].uz, key).to.match(APOSTROPHE_IN_WORD);
  });
});
