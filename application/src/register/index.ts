/** The own-devices register module: what other modules and packages may use of it. */
export type { RegisterDeps } from "./deps";
export * from "./ports/SelfDeviceRepository";
export type { RegisterUseCases, SelfDeviceView } from "./RegisterUseCases";
export { makeRegisterUseCases } from "./selfDevices";
