import { TypeId } from "../shared/constants";

/** The kinds of appeal the portal takes, by the form that sends them. */
export const APPEAL_KINDS = [
  "verification",
  "provider",
  "recognition",
  "method_recognition",
  "recognition_test",
  "standard_sample",
  "normative",
  "kompleks",
  "comment",
] as const;
export type AppealKindName = (typeof APPEAL_KINDS)[number];

/** The kind a save-recognition-appeal call carries, by its type id. */
export function recognitionKindOf(typeId: number): AppealKindName | undefined {
  switch (typeId) {
    case TypeId.recognitionInstruments:
    case TypeId.recognitionStandardSamples:
    case TypeId.recognitionMethodologies:
      return "recognition";
    case TypeId.recognitionTest:
      return "recognition_test";
    case TypeId.methodRecognition:
    case TypeId.methodRecognitionInitial:
      return "method_recognition";
    case TypeId.normativeDocuments:
      return "normative";
    case TypeId.technicalAssignmentExpertise:
    case TypeId.technicalReportExpertise:
      return "standard_sample";
    default:
      return undefined;
  }
}

export const CUSTOMER_DESTINATION = "/application/expected";

/**
 * Where the user goes after a save (spec section 2), relative to {base}. A customer's
 * submission (no user id) always lands on /application/expected; staff saving for a
 * customer (user id given) go on to the contract or review page of the appeal.
 */
export function destinationAfterSave(
  kind: AppealKindName,
  appealId: number,
  savedForCustomer: boolean,
): string {
  if (!savedForCustomer) return CUSTOMER_DESTINATION;
  switch (kind) {
    case "verification":
    case "kompleks":
      return `/reviewer/application/${appealId}/update`;
    case "method_recognition":
      return `/recognition/uslubiyot/contract/${appealId}/create`;
    case "recognition_test":
      return `/recognition/sinov/contract/${appealId}/create`;
    case "recognition":
      return `/recognition/contract/${appealId}/create`;
    case "normative":
      return `/recognition/expertiza/contract/${appealId}/create`;
    case "standard_sample":
      return `/recognition/snamuna/contract/${appealId}/create`;
    case "comment":
      return `/reviewer/appeal/${appealId}/show`;
    case "provider":
      return CUSTOMER_DESTINATION;
  }
}

/** After a contract or invoice is created (spec 2). */
export const CONTRACT_CREATED_DESTINATION = "/recognition/contract/new";
