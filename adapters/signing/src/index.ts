export { CmsCertificateSigner } from "./CmsCertificateSigner";
export {
  LAB_CERTIFICATE_FILE,
  LAB_KEY_FILE,
  type LabCredentials,
  LabCredentialsError,
  type LabCredentialsOptions,
  type LabName,
  loadLabCredentials,
  SIGNING_FOLDER,
} from "./labCredentials";
export { labSigningModule } from "./modules";
export { labSigningRequest } from "./signingRequest";
