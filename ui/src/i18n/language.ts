import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@portal/domain/shared/constants";

/** Where the language switch remembers the choice. */
export const LANGUAGE_KEY = "portal.lang";

export type LanguageStorage = Pick<Storage, "getItem" | "setItem">;

/** A known language, else the default (Uzbek, Latin script). */
export const asLanguage = (value: unknown): Language =>
  LANGUAGES.find((known) => known === value) ?? DEFAULT_LANGUAGE;

/** The language remembered from an earlier visit; the default when none (or storage is blocked). */
export function storedLanguage(storage: LanguageStorage | undefined): Language {
  try {
    return asLanguage(storage?.getItem(LANGUAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Remembers the choice; a browser that refuses storage keeps the language for this page only. */
export function rememberLanguage(storage: LanguageStorage | undefined, language: string): void {
  try {
    storage?.setItem(LANGUAGE_KEY, asLanguage(language));
  } catch {
    // Private mode or storage disabled: nothing to remember into.
  }
}

/** The browser's localStorage when it may be used. */
export function browserStorage(): LanguageStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
