export * from "./feedback";
export * from "./feedbackValidation";
