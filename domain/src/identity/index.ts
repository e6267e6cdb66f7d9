export * from "./api";
export * from "./credentials";
export * from "./sessionUser";
