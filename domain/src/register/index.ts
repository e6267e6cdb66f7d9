export * from "./selfDevice";
export * from "./selfDeviceValidation";
export * from "./dueState";
export * from "./registerQuery";
export * from "./registerSheet";
