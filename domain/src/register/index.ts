export * from "./selfDevice";
export * from "./selfDeviceValidation";
