import type { Language } from "./constants";
import { formatSom, parseSom } from "./money";
import { catalogue } from "./catalogue";
import type { Message, MessageParams } from "./message";

/**
 * Rendering the catalogue (`catalogue.ts`) in a language. Messages are made with
 * `message.ts`, which carries no texts.
 */
export { catalogue } from "./catalogue";

export { type Message, type MessageKey, type MessageParams, message, rowMessage } from "./message";

export function render(m: Message, language: Language): string {
  return fillTemplate(catalogue[m.key][language], m.params, language);
}

/** How a `{name:format}` placeholder shows its param in a language. */
const FORMATS: Readonly<Record<string, (value: string, language: Language) => string | undefined>> = {
  /** A decimal so'm string as money ("1 000,00 soʻm", "1 000,00 сум"). */
  som: (value, language) => {
    const money = parseSom(value);
    return money === undefined ? undefined : formatSom(money, language);
  },
};

/**
 * Fills `{name}` placeholders from params, and `{name:som}` ones with the param as money in
 * the language; an unknown placeholder stays visible.
 */
export function fillTemplate(
  template: string,
  params: MessageParams = {},
  language: Language = "uz",
): string {
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, format?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const formatted = format === undefined ? undefined : FORMATS[format]?.(String(value), language);
    return formatted ?? String(value);
  });
}

export const renderAll = (messages: readonly Message[], language: Language): string[] =>
  messages.map((m) => render(m, language));
