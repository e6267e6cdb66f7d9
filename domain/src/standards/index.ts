export * from "./referenceStandard";
export * from "./standardRequest";
export * from "./standardSearch";
export * from "./standardValidation";
export * from "./api";
