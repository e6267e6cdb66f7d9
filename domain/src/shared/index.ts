export * from "./calendar";
export * from "./constants";
export * from "./decode";
export * from "./messages";
export * from "./money";
export * from "./decimal";
export * from "./canonicalJson";
export * from "./primitives";
export * from "./schema";
export * from "./serialKey";
export * from "./api";
export * from "./systemApi";
export * from "./languageQuery";
export * from "./branches";
export {
  emailAddressOf,
  type FieldMessages,
  isCalendarDate,
  isMissing,
  isUnchosen,
  isValidFields,
  isWellFormedEmail,
  normalisePhone,
} from "./rules";
