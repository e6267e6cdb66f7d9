export * from "./api";
export * from "./click";
export * from "./payme";
export * from "./payment";
