import type { Language } from "@portal/domain";

/** How many answers are kept in all (ids from the path make the keys). */
const KEPT_ANSWERS = 5000;

/** One lookup answer as it goes on the wire. */
export interface LookupAnswer {
  readonly body: Buffer;
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
    const body = Buffer.from(json);
    const answer = { body, length: String(body.length) };
    if (this.answers.size < KEPT_ANSWERS) this.answers.set(`${lang} ${path}`, answer);
    return answer;
  }
}
