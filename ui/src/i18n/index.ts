import type { Language } from "@portal/domain/shared/constants";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  asLanguage,
  browserStorage,
  type LanguageStorage,
  rememberLanguage,
  storedLanguage,
} from "./language";
import ru from "./ru.json" with { type: "json" };
import uz from "./uz.json" with { type: "json" };

/** The interface words; spec messages come from the domain catalogue (useDomainText). */
export const resources = { uz: { translation: uz }, ru: { translation: ru } } as const;

export const i18n: I18n = i18next.createInstance();

/**
 * Starts i18next in the remembered language (Uzbek by default) and remembers every later
 * choice; the page's `lang` attribute follows, for screen readers.
 */
export function setUpI18n(storage: LanguageStorage | undefined = browserStorage()): I18n {
  if (i18n.isInitialized) return i18n;
  const lng = storedLanguage(storage);
  i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: "uz",
    supportedLngs: ["uz", "ru"],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
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

export const changeLanguage = (language: Language) => i18n.changeLanguage(language);
