import type { Language } from "@portal/domain/shared/constants";
import type { Message, MessageKey } from "@portal/domain/shared/message";

type Texts = typeof import("@portal/domain/shared/messages");

let texts: Texts | undefined;

/**
 * The domain catalogue's texts (both languages: the spec's exact Uzbek and its Russian), a
 * chunk of their own loaded once at start beside the interface's words (`setUpI18n`), so that
 * no page carries them in its own JavaScript. Rules that only make messages import
 * `@portal/domain/shared/message`; what shows them renders through here.
 */
export async function loadDomainTexts(): Promise<void> {
  texts ??= await import("@portal/domain/shared/messages");
}

function loaded(): Texts {
  if (texts === undefined) throw new Error("the domain's texts were read before setUpI18n loaded them");
  return texts;
}

/** A message in a language, its placeholders filled. */
export const renderMessage = (m: Message, language: Language): string => loaded().render(m, language);

/** A catalogue text as written, its placeholders unfilled. */
export const catalogueText = (key: MessageKey, language: Language): string =>
  loaded().catalogue[key][language];
