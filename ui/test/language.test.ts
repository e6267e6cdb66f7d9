import { expect } from "chai";
import { changeLanguage, currentLanguage } from "../src/i18n";
import { LANGUAGE_KEY, rememberLanguage, storedLanguage } from "../src/i18n/language";
import { memoryStorage } from "./support/memoryStorage";
import { testStorage } from "./support/setup";

describe("the language choice", () => {
  afterEach(() => changeLanguage("uz"));

  it("is Uzbek when nothing was chosen before", () => {
    expect(storedLanguage(memoryStorage())).to.equal("uz");
  });

  it("comes back from storage on the next visit", () => {
    expect(storedLanguage(memoryStorage({ [LANGUAGE_KEY]: "ru" }))).to.equal("ru");
  });

  it("ignores a remembered value that is not a language of the portal", () => {
    expect(storedLanguage(memoryStorage({ [LANGUAGE_KEY]: "en" }))).to.equal("uz");
  });

  it("survives a browser that refuses storage", () => {
    const refusing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(storedLanguage(refusing)).to.equal("uz");
    expect(() => rememberLanguage(refusing, "ru")).to.not.throw();
  });

  it("is remembered in localStorage when the switch changes it, and the page's lang follows", async () => {
    await changeLanguage("ru");
    expect(testStorage.map.get(LANGUAGE_KEY)).to.equal("ru");
    expect(currentLanguage()).to.equal("ru");
    expect(document.documentElement.lang).to.equal("ru");
    await changeLanguage("uz");
    expect(testStorage.map.get(LANGUAGE_KEY)).to.equal("uz");
  });
});
