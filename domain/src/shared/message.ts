import type { catalogue } from "./catalogue";

/**
 * A message as the domain's rules return it: a key of the catalogue and its params, not yet
 * words. Kept apart from the catalogue's texts (`messages.ts`), so that code which only makes
 * messages (every validator the UI runs) does not carry both languages' texts with it: the
 * UI loads the texts once, beside its words, and renders from them.
 */
export type MessageKey = keyof typeof catalogue;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message that is not yet words: a key and its params, rendered in either language. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

export const message = (key: MessageKey, params?: MessageParams): Message =>
  params ? { key, params } : { key };

/** The message for row n (1-based), as the forms number their device rows. */
export const rowMessage = (key: MessageKey, n: number): Message => message(key, { n });
