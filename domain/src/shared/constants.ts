/** Business constants of spec section 9, in one place. Money figures are whole so'm. */

export const TypeId = {
  /** Provider device type: Qiyoslash (verification). */
  verification: 4,
  /** Service type exempt from discount together with 4. */
  exemptFromDiscount: 5,
  /** Provider device type: Kalibrlash (calibration). */
  calibration: 7,
  recognitionInstruments: 8,
  recognitionTest: 9,
  recognitionStandardSamples: 10,
  recognitionMethodologies: 11,
  /** What the method-recognition page holds in its initial data before sending. */
  methodRecognitionInitial: 12,
  methodRecognition: 14,
  normativeDocuments: 15,
  technicalAssignmentExpertise: 16,
  technicalReportExpertise: 17,
  provider: 18,
} as const;

/** Service types that get no contragent discount (spec 6 and 9). */
export const DISCOUNT_EXEMPT_TYPES: readonly number[] = [TypeId.verification, TypeId.exemptFromDiscount];

/** The provider form sends this fixed device id on every row. */
export const PROVIDER_DEVICE_ID = 1146;

/** Provider rows choose one of these two device types. */
export const PROVIDER_DEVICE_TYPES = [TypeId.verification, TypeId.calibration] as const;

export const RECOGNITION_TYPES = [
  TypeId.recognitionInstruments,
  TypeId.recognitionStandardSamples,
  TypeId.recognitionMethodologies,
] as const;
export type RecognitionType = (typeof RECOGNITION_TYPES)[number];

export const STANDARD_SAMPLE_TYPES = [
  TypeId.technicalAssignmentExpertise,
  TypeId.technicalReportExpertise,
] as const;
export type StandardSampleType = (typeof STANDARD_SAMPLE_TYPES)[number];

/** Fees in whole so'm (spec 9). */
export const Fee = {
  recognitionInstruments: 988036,
  recognitionStandardSamples: 2165459,
  recognitionMethodologies: 2630231,
  technicalAssignmentExpertise: 472347,
  technicalReportExpertise: 1035235,
  /** A third expertise constant the spec lists as unused; kept so it is not re-typed elsewhere. */
  unusedExpertise: 1257427,
  normativeDocuments: 4000000,
  kompleks: 1996036,
  recognitionTestServiceCharge: 4000000,
  /** The provider form's service charge: carried, never summed (spec 9). */
  providerServiceCharge: 4000000,
} as const;

/** Surcharge for each device beyond the first when one joint certificate is issued, in percent. */
export const JOINT_SURCHARGE_PERCENT = 15;

export const Limits = {
  defaultAmount: 1,
  verificationAmountMin: 1,
  verificationAmountMax: 1000,
  /**
   * A row's quantity on every other form (recognition family, kompleks, provider, comment):
   * the spec gives a range for verification lines only; the same bound keeps a hand-made
   * request from pricing 10^15 devices (issue 19).
   */
  rowAmountMin: 1,
  rowAmountMax: 1000,
  taxIdLength: 9,
  validationDelayMs: 1000,
  commentSendDelayMs: 1000,
} as const;

export const DEFAULT_NDS_PERCENT = 12;
export const PHONE_PREFIX = "+998";
/** Uploaded documents are PDF only. */
export const ALLOWED_UPLOAD_MIME = "application/pdf";
export const PDF_MAGIC = "%PDF-";

export const LANGUAGES = ["uz", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "uz";
