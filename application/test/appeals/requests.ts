import {
  AppealEdit,
  AppealStatusChange,
  appealsApi,
  decode,
  type VerificationAppealPayload,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";
import type { SaveCommand, SaveEndpoint } from "../../src/appeals";

/**
 * A request body as the HTTP adapter hands it to a use case: decoded with its call's codec
 * (`appealsApi`). A test's body must decode; one that does not is refused before any use
 * case, which the adapter's tests check.
 */
export function decoded<C extends t.Mixed>(codec: C, body: unknown): t.TypeOf<C> {
  const read = decode(codec, body);
  if (E.isLeft(read)) throw new Error(`the test's body does not decode: ${JSON.stringify(read.left)}`);
  return read.right;
}

const SAVES = {
  verification: appealsApi.saveVerificationAppeal,
  recognition: appealsApi.saveRecognitionAppeal,
  provider: appealsApi.saveProviderAppeal,
  kompleks: appealsApi.saveKompleksAppeal,
  comment: appealsApi.saveCommentAppeal,
} as const;

/** A save call's body as its command. */
export const saveCommand = (endpoint: SaveEndpoint, body: unknown): SaveCommand =>
  ({ endpoint, payload: decoded(SAVES[endpoint].body, body) }) as SaveCommand;

/** A draft's body (the verification form's). */
export const draftPayload = (body: unknown): VerificationAppealPayload =>
  decoded(appealsApi.saveDraft.body, body);

/** A status change's body. */
export const statusChange = (body: unknown): AppealStatusChange => decoded(AppealStatusChange, body);

/** A reviewer's edit's body. */
export const appealEdit = (body: unknown): AppealEdit => decoded(AppealEdit, body);
