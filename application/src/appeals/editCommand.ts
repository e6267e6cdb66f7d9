import {
  type AppealEdit,
  type DecodeProblem,
  type FormEditedKind,
  isFormEdited,
  type KompleksAppealPayload,
  type VerificationAppealPayload,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { AppealKind } from "../shared";
import type { SaveCommand } from "./commands";

/** The save call an appeal of this kind is edited with, if its form edits it. */
export const editableAs = (kind: AppealKind): FormEditedKind | undefined =>
  isFormEdited(kind) ? kind : undefined;

/** The edit read as the save call of the appeal's kind, or that reading's problems. */
export const commandOf = (
  edit: AppealEdit,
  endpoint: FormEditedKind,
): E.Either<DecodeProblem[], SaveCommand> =>
  endpoint === "verification"
    ? E.map((payload: VerificationAppealPayload) => ({ endpoint, payload }))(edit.verification)
    : E.map((payload: KompleksAppealPayload) => ({ endpoint, payload }))(edit.kompleks);
