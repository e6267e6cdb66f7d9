import type { Language } from "@portal/domain/shared/constants";
import {
  type Message,
  type MessageKey,
  type MessageParams,
  message,
  render,
} from "@portal/domain/shared/messages";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { asLanguage } from "./language";

export interface DomainText {
  readonly lang: Language;
  /** A catalogue text by key: the spec's exact words in Uzbek, or their Russian. */
  say(key: MessageKey, params?: MessageParams): string;
  /** A message a domain function returned. */
  show(m: Message): string;
}

/** The domain catalogue in the interface's current language (style rule 7: never re-typed). */
export function useDomainText(): DomainText {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.language);
  return useMemo(
    () => ({
      lang,
      say: (key, params) => render(message(key, params), lang),
      show: (m) => render(m, lang),
    }),
    [lang],
  );
}
