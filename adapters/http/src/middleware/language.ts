import type { Language } from "@portal/domain";
import type { Context, Middleware } from "koa";
import type { PortalState } from "../context";

/** `?lang=` when it names one of ours, else undefined. */
export const askedLanguage = (asked: unknown): Language | undefined => {
  const first = Array.isArray(asked) ? asked[0] : asked;
  return first === "ru" || first === "uz" ? first : undefined;
};

/**
 * What each Accept-Language value chose, as Koa's negotiation decided it: browsers send a
 * handful of distinct values, so the fast lookup path (`fastLookups.ts`) reads the choice
 * here instead of negotiating again. Bounded, so odd headers cannot grow it without end.
 */
export const negotiatedLanguages = new Map<string, Language>();
const REMEMBERED_LANGUAGES = 1000;

/** `?lang=uz|ru` first, then Accept-Language: Russian when preferred, Uzbek otherwise. */
export function languageOf(ctx: Context): Language {
  const asked = askedLanguage(ctx.query["lang"]);
  if (asked) return asked;
  const lang: Language = ctx.acceptsLanguages("uz", "ru") === "ru" ? "ru" : "uz";
  const header = ctx.get("Accept-Language");
  if (negotiatedLanguages.size < REMEMBERED_LANGUAGES) negotiatedLanguages.set(header, lang);
  return lang;
}

export const language: Middleware<PortalState> = async (ctx, next) => {
  ctx.state.lang = languageOf(ctx);
  await next();
};
