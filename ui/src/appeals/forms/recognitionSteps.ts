import type { KompleksRow, RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import {
  type RecognitionAppealKind,
  validateRecognitionAppeal,
} from "@portal/domain/appeals/recognitionAppeal";
import type { appealsApi } from "@portal/domain/appeals/api";
import type { SaveReply } from "@portal/domain/appeals/saveAnswer";
import type { RequestOf } from "@portal/domain/shared/api";
import type { SubmitSteps } from "../../forms/submitFlow";
import { type AppealBasics, basicHeader } from "./useAppealBasics";

/** The body of the recognition save, or of the kompleks save. */
export type RecognitionSaveBody =
  | RequestOf<typeof appealsApi.saveRecognitionAppeal>
  | RequestOf<typeof appealsApi.saveKompleksAppeal>;

/**
 * The submission of every kind with named rows and a PDF each (spec 5, first list):
 * validated by the domain's recognition validator, and `send` (save-recognition-appeal,
 * the kompleks save, or a reviewer's update of the saved appeal) with the header, the rows,
 * the type and the accepted offer.
 */
export function recognitionSteps(
  basics: AppealBasics,
  rows: readonly (RecognitionRow | KompleksRow)[],
  kind: RecognitionAppealKind,
  typeId: number | undefined,
  send: (body: RecognitionSaveBody) => Promise<SaveReply>,
): SubmitSteps {
  const context = {
    kind,
    corporate: basics.corporate,
    accountChosen: basics.requisite !== undefined,
    offerAccepted: basics.offer.accepted,
  };
  return {
    validate: () => validateRecognitionAppeal({ devices: rows as RecognitionRow[] }, context),
    send: () =>
      send({
        ...(typeId === undefined ? {} : { type_id: typeId }),
        appeal: basicHeader(basics),
        // The server prices every row itself: a cost the row holds is not sent.
        devices: rows.map(({ cost, ...row }) => row),
        offer_accepted: basics.offer.accepted,
      }),
    failure: "saveFailed",
  };
}
