export * from "./api";
export * from "./credentials";
export * from "./oneId";
export * from "./oneIdSignIn";
export * from "./sessionUser";
