export * from "./api";
export * from "./contract";
export * from "./contractNumber";
export * from "./contractRecord";
export * from "./contractRows";
