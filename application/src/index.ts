export * from "./actor";
export * from "./errors";
export * from "./failures";
export * from "./ports";
export * from "./tokens";
export * from "./useCases";
