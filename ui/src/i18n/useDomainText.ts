import type { Language } from "@portal/domain/shared/constants";
import { formatSom, type Money } from "@portal/domain/shared/money";
import { type Message, type MessageKey, type MessageParams, message } from "@portal/domain/shared/message";
import { renderMessage } from "./domainTexts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatTotal } from "../logic/format";
import { asLanguage } from "./language";

export interface DomainText {
  readonly lang: Language;
  /** A catalogue text by key: the spec's exact words in Uzbek, or their Russian. */
  say(key: MessageKey, params?: MessageParams): string;
  /** A message a domain function returned. */
  show(m: Message): string;
  /** Money, or a decimal so'm string from the server, as money in the language ("191 520,00 soʻm"). */
  money(value: Money | string): string;
}

/** The domain catalogue in the interface's current language (style rule 7: never re-typed). */
export function useDomainText(): DomainText {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.language);
  return useMemo(
    () => ({
      lang,
      say: (key, params) => renderMessage(message(key, params), lang),
      show: (m) => renderMessage(m, lang),
      money: (value) => (typeof value === "string" ? formatTotal(value, lang) : formatSom(value, lang)),
    }),
    [lang],
  );
}
