import type { Language } from "@portal/domain";
import type { Context, Middleware } from "koa";
import type { PortalState } from "../context";

/** `?lang=uz|ru` first, then Accept-Language: Russian when preferred, Uzbek otherwise. */
export function languageOf(ctx: Context): Language {
  const asked = ctx.query["lang"];
  const first = Array.isArray(asked) ? asked[0] : asked;
  if (first === "ru" || first === "uz") return first;
  return ctx.acceptsLanguages("uz", "ru") === "ru" ? "ru" : "uz";
}

export const language: Middleware<PortalState> = async (ctx, next) => {
  ctx.state.lang = languageOf(ctx);
  await next();
};
