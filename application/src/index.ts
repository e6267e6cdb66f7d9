/** The application's public face: each module's index, and what the modules share. */
export * from "./accounts";
export * from "./appeals";
export * from "./cabinet";
export * from "./catalogue";
export * from "./contracts";
export * from "./feedback";
export * from "./identity";
export * from "./notifications";
export * from "./payments";
export * from "./register";
export * from "./results";
export * from "./shared";
export * from "./standards";
