import type { Language } from "@portal/domain";

/** How many answers are kept in all (ids from the path make the keys). */
const KEPT_ANSWERS = 5000;

/** One lookup answer as it goes on the wire. */
export interface LookupAnswer {
  /**
   * The JSON as a string: Node writes a string answer in one write with its header block,
   * a Buffer as a second buffer of a writev (the profile of the lookups showed writev as
   * the fast path's largest cost).
   */
  readonly text: string;
  /** Its Content-Length: UTF-8 bytes, not characters. */
  readonly length: string;
}

/**
 * The lookup answers already given, by language and request path. The catalogue is the
 * seed's, fixed while the server runs, so each answer is serialized once and then served as
 * the same bytes: by the lookup routes and, for anonymous callers, by `fastLookups.ts`,
 * which serves only paths whose answer the routes have put here.
 */
export class LookupAnswers {
  private readonly answers = new Map<string, LookupAnswer>();

  get(lang: Language, path: string): LookupAnswer | undefined {
    return this.answers.get(`${lang} ${path}`);
  }

  remember(lang: Language, path: string, json: string): LookupAnswer {
    const answer = { text: json, length: String(Buffer.byteLength(json)) };
    if (this.answers.size < KEPT_ANSWERS) this.answers.set(`${lang} ${path}`, answer);
    return answer;
  }
}
