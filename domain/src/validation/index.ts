export * from "./bankAccount";
export * from "./commentAppeal";
export * from "./companyTaxId";
export * from "./contractNumber";
export * from "./contractRows";
export * from "./feedback";
export * from "./providerAppeal";
export * from "./recognitionAppeal";
export * from "./requisite";
export {
  type FieldMessages,
  isCalendarDate,
  isMissing,
  isUnchosen,
  isValidFields,
  isWellFormedEmail,
  normalisePhone,
} from "./rules";
export * from "./selfDevice";
export * from "./submitForm";
export * from "./upload";
export * from "./userInfoUpdate";
export * from "./verificationAppeal";
