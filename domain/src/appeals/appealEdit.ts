import * as E from "fp-ts/lib/Either";
import * as t from "io-ts";
import { KompleksAppealPayload, VerificationAppealPayload } from "./appealPayload";
import { type DecodeProblem, decode } from "../shared/decode";
import { described } from "../shared/schema";

/**
 * The reviewer's edit of a saved appeal: the body of the save call of its kind, a
 * verification or a kompleks appeal, which only the stored appeal tells. The body is read
 * both ways, and is refused when it is neither; the edit takes the reading of the appeal's
 * kind, and a body that fits only the other kind is refused with that reading's problems.
 */
export interface AppealEdit {
  readonly verification: E.Either<DecodeProblem[], VerificationAppealPayload>;
  readonly kompleks: E.Either<DecodeProblem[], KompleksAppealPayload>;
}

type AppealEditBody = t.OutputOf<typeof VerificationAppealPayload> | t.OutputOf<typeof KompleksAppealPayload>;

const isEither = (u: unknown): boolean => {
  const tag = (u as { _tag?: unknown } | null | undefined)?._tag;
  return tag === "Left" || tag === "Right";
};

export const AppealEdit = described(
  new t.Type<AppealEdit, AppealEditBody, unknown>(
    "AppealEdit",
    (u): u is AppealEdit =>
      isEither((u as AppealEdit | null)?.verification) && isEither((u as AppealEdit | null)?.kompleks),
    (u, c) => {
      const edit: AppealEdit = {
        verification: decode(VerificationAppealPayload, u),
        kompleks: decode(KompleksAppealPayload, u),
      };
      if (E.isRight(edit.verification) || E.isRight(edit.kompleks)) return t.success(edit);
      // Neither reading: the problems of both, each a real one for one of the kinds.
      const problems = (codec: t.Mixed): t.Errors => {
        // Read as the payload's own: its problems' paths are the body's fields.
        const read = codec.validate(u, t.appendContext(c, "", codec, u));
        return E.isLeft(read) ? read.left : [];
      };
      return t.failures([...problems(VerificationAppealPayload), ...problems(KompleksAppealPayload)]);
    },
    // A decoded edit has at least one reading.
    (edit) =>
      E.isRight(edit.verification)
        ? VerificationAppealPayload.encode(edit.verification.right)
        : KompleksAppealPayload.encode(E.getOrElseW(() => ({ devices: [] }))(edit.kompleks)),
  ),
  (side, inner) => ({
    anyOf: [inner(VerificationAppealPayload, side), inner(KompleksAppealPayload, side)],
  }),
);
