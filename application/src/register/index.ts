/** The own-devices register module: what other modules and packages may use of it. */
export type { RegisterDeps } from "./deps";
export * from "./ports/SelfDeviceRepository";
export type { RegisterUseCases } from "./RegisterUseCases";
export { makeRegisterUseCases } from "./selfDevices";
export {
  type CertificateRevocation,
  type InspectionOutcome,
  type InspectionRecorder,
  makeInspectionRecorder,
} from "./inspections";
export { EXPORT_PAGE_SIZE, type RegisterSheet, VERIFICATION_TYPE_ID } from "./registerPage";
