import type { Language } from "@portal/domain/shared/constants";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { loadDomainTexts } from "./domainTexts";
import {
  asLanguage,
  browserStorage,
  type LanguageStorage,
  rememberLanguage,
  storedLanguage,
} from "./language";
/**
 * The interface words of each language, a chunk each (spec messages come from the domain
 * catalogue, useDomainText): a page loads the words of its language only, and the other's
 * when the reader switches.
 */
const WORDS: Readonly<Record<Language, () => Promise<{ default: Record<string, unknown> }>>> = {
  uz: () => import("./uz.json"),
  ru: () => import("./ru.json"),
};

export const i18n: I18n = i18next.createInstance();

/** Where the choice is remembered: set when i18next starts. */
let choices: LanguageStorage | undefined;

/** Makes a language's words available (once); resolves when they are. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const words = (await WORDS[language]()).default;
  i18n.addResourceBundle(language, "translation", words);
}

/**
 * Starts i18next in the remembered language (Uzbek by default), with that language's words
 * loaded, and remembers every later choice; the page's `lang` attribute follows, for screen
 * readers.
 */
export async function setUpI18n(storage: LanguageStorage | undefined = browserStorage()): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  choices = storage;
  const lng = storedLanguage(storage);
  i18n.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: "uz",
    supportedLngs: ["uz", "ru"],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  await Promise.all([loadLanguage(lng), loadDomainTexts()]);
  const follow = (language: string) => {
    if (typeof document !== "undefined") document.documentElement.lang = asLanguage(language);
  };
  follow(lng);
  i18n.on("languageChanged", (language) => {
    rememberLanguage(storage, language);
    follow(language);
  });
  return i18n;
}

export const currentLanguage = (): Language => asLanguage(i18n.language);

/**
 * Switches the language once its words are loaded, so no page shows a key meanwhile; the
 * choice is remembered at once, so a page opened before they arrive opens in it.
 */
export async function changeLanguage(language: Language) {
  rememberLanguage(choices, language);
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}
