export * from "./appeals";
export * from "./cabinet";
export * from "./catalogue";
export * from "./contracts";
export * from "./feedback";
export * from "./register";
export * from "./shared";
