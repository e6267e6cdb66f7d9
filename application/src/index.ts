export * from "./errors";
export * from "./ports";
export * from "./tokens";
