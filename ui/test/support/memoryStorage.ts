import type { LanguageStorage } from "../../src/i18n/language";

/** A Storage of a Map, to see what the language switch remembers. */
export function memoryStorage(
  initial: Record<string, string> = {},
): LanguageStorage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}
