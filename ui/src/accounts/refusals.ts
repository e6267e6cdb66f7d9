import type { Language } from "@portal/domain/shared/constants";
import type { MessageKey } from "@portal/domain/shared/message";
import { catalogueText } from "../i18n/domainTexts";
import { alertTextOf, errorListOf } from "../logic/serverErrors";

/** A refusal sorted for a form: the messages of each field, shown under it, and the rest, shown above the buttons. */
export interface SortedRefusal<F extends string> {
  readonly fields: Partial<Record<F, string[]>>;
  readonly rest: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `text` is the catalogue message `key` in `lang`, whatever its params. */
const isMessage = (text: string, key: MessageKey, lang: Language): boolean =>
  new RegExp(`^${escapeRegExp(catalogueText(key, lang)).replace(/\\\{\w+\\\}/g, ".+")}$`, "s").test(text);

/** The field a "field malformed" message names ("Maydon notoʻgʻri toʻldirilgan: email"), if it is one. */
function malformedField(text: string, lang: Language): string | undefined {
  const [before, after] = catalogueText("fieldMalformed", lang).split("{field}");
  if (before === undefined || after === undefined) return undefined;
  return text.startsWith(before) && text.endsWith(after)
    ? text.slice(before.length, text.length - after.length)
    : undefined;
}

/**
 * Puts each message of a refusal under the field it is about: the server answers these calls'
 * refusals as one list of catalogue messages (a rule broken, a field of the wrong shape), and
 * `owners` says which messages belong to which field. What no field owns stays in `rest`; a
 * refusal with no message at all (the network, a server error) is `otherwise`'s words there.
 */
export function sortRefusal<F extends string>(
  error: unknown,
  lang: Language,
  owners: Readonly<Record<F, readonly MessageKey[]>>,
  otherwise: string,
): SortedRefusal<F> {
  const fields: Partial<Record<F, string[]>> = {};
  const rest: string[] = [];
  const names = Object.keys(owners) as F[];
  for (const text of errorListOf(error)) {
    const malformed = malformedField(text, lang);
    const owner =
      names.find((name) => name === malformed) ??
      names.find((name) => owners[name].some((key) => isMessage(text, key, lang)));
    if (owner === undefined) rest.push(text);
    else fields[owner] = [...(fields[owner] ?? []), text];
  }
  const nothingSaid = rest.length === 0 && Object.keys(fields).length === 0;
  return { fields, rest: nothingSaid ? [alertTextOf(error, otherwise)] : rest };
}
