import { LANGUAGES, type Language } from "@portal/domain/shared/constants";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../i18n";
import { asLanguage } from "../i18n/language";

const SHORT: Record<Language, string> = { uz: "Oʻz", ru: "Рус" };

/** Uzbek / Russian; the choice is remembered for the next visit (see i18n/language.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = asLanguage(i18n.language);
  return (
    <fieldset className="lang-switch">
      <legend className="visually-hidden">{t("language.label")}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={`lang-switch__option${language === current ? " lang-switch__option--active" : ""}`}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
        >
          {/* The name read out holds the visible letters, then the language in words. */}
          {SHORT[language]}
          <span className="visually-hidden"> — {t(`language.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
