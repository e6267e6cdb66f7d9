export * from "./contract";
export * from "./contractNumber";
export * from "./contractRows";
