export * from "./feedback";
export * from "./feedbackValidation";
export * from "./api";
