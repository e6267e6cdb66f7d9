import type { KompleksRow, RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import {
  type RecognitionAppealKind,
  validateRecognitionAppeal,
} from "@portal/domain/appeals/recognitionAppeal";
import { appealsApi, type SaveAnswer, SavePath } from "./appealsApi";
import type { SubmitSteps } from "./submitFlow";
import { type AppealBasics, basicHeader } from "./useAppealBasics";

/**
 * The submission of every kind with named rows and a PDF each (spec 5, first list):
 * validated by the domain's recognition validator, sent to save-recognition-appeal (or the
 * kompleks save) with the header, the rows, the type and the accepted offer. `sendTo`
 * sends the same body elsewhere (a reviewer's update of the saved appeal).
 */
export function recognitionSteps(
  basics: AppealBasics,
  rows: readonly (RecognitionRow | KompleksRow)[],
  kind: RecognitionAppealKind,
  typeId: number | undefined,
  sendTo?: (body: unknown) => Promise<SaveAnswer>,
): SubmitSteps {
  const save =
    sendTo ??
    ((body: unknown) =>
      appealsApi.save(kind === "kompleks" ? SavePath.kompleks : SavePath.recognition, body));
  const context = {
    kind,
    corporate: basics.corporate,
    accountChosen: basics.requisite !== undefined,
    offerAccepted: basics.offer.accepted,
  };
  return {
    validate: () => validateRecognitionAppeal({ devices: rows as RecognitionRow[] }, context),
    send: () =>
      save({
        ...(typeId === undefined ? {} : { type_id: typeId }),
        appeal: basicHeader(basics),
        devices: rows,
        offer_accepted: basics.offer.accepted,
      }),
    failure: "saveFailed",
  };
}
