import * as t from "io-ts";
import { AppealHeader } from "./appeal";
import { Accepted, boundedArray, Id } from "../shared/primitives";
import { ProviderRow } from "./providerRow";
import { CommentRow, KompleksRow, RecognitionRow } from "./recognitionRow";
import { VerificationLine } from "./verificationLine";

/** The most device rows one appeal may carry (the verification amount limit, per line, is separate). */
export const MAX_ROWS = 200;

const payload = <C extends t.Mixed>(row: C) =>
  t.exact(
    t.intersection([
      t.type({ devices: boundedArray(row, MAX_ROWS) }),
      t.partial({ appeal: AppealHeader, type_id: Id, offer_accepted: Accepted }),
    ]),
  );

/** POST /front/save-appeal and /front/draft-appeal. */
export const VerificationAppealPayload = payload(VerificationLine);
export type VerificationAppealPayload = t.TypeOf<typeof VerificationAppealPayload>;

/** POST save-recognition-appeal: types 8, 10, 11, 9, 14, 15, 16, 17. */
export const RecognitionAppealPayload = payload(RecognitionRow);
export type RecognitionAppealPayload = t.TypeOf<typeof RecognitionAppealPayload>;

/** POST api/recognition/save-recognition-provider-appeal. */
export const ProviderAppealPayload = payload(ProviderRow);
export type ProviderAppealPayload = t.TypeOf<typeof ProviderAppealPayload>;

/** POST save-kompleks-appeal. */
export const KompleksAppealPayload = payload(KompleksRow);
export type KompleksAppealPayload = t.TypeOf<typeof KompleksAppealPayload>;

/** POST /front/save-appeal-comment. */
export const CommentAppealPayload = payload(CommentRow);
export type CommentAppealPayload = t.TypeOf<typeof CommentAppealPayload>;
