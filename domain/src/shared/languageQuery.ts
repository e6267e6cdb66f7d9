import * as t from "io-ts";
import { LANGUAGES, type Language } from "./constants";
import { nullable } from "./primitives";

/** A language of the portal's texts and documents, as a request names it. */
export const LanguageCodec = t.keyof(
  Object.fromEntries(LANGUAGES.map((language) => [language, null])) as Record<Language, null>,
  "Language",
);

/**
 * `?lang=uz|ru` of a call that renders a document: its language; without it the
 * Accept-Language header decides.
 */
export const LanguageQuery = t.partial({ lang: nullable(LanguageCodec) });
export type LanguageQuery = t.TypeOf<typeof LanguageQuery>;
