export * from "./constants";
export * from "./decode";
export * from "./entities";
export * from "./fees";
export * from "./formulas";
export * from "./messages";
export * from "./money";
