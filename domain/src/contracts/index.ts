export * from "./api";
export * from "./contract";
export * from "./contractNumber";
export * from "./contractPreview";
export * from "./contractRecord";
export * from "./contractRows";
