export * from "./api";
export * from "./catalogueCountry";
export * from "./catalogueDevice";
export * from "./lookups";
export * from "./namedItem";
