export * from "./certificateNumber";
export * from "./interval";
export * from "./requests";
export * from "./results";
export * from "./validity";
export * from "./signedConclusion";
