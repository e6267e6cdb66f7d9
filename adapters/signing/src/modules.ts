import { type CertificateSigner, TOKENS } from "@portal/application";
import { ContainerModule } from "inversify";
import { CmsCertificateSigner } from "./CmsCertificateSigner";
import { type LabCredentialsOptions, loadLabCredentials } from "./labCredentials";

/**
 * The lab's signature of its certificates, the same on every profile: its key and
 * certificate from the configured files, else the ones kept in DATA_DIR (generated once).
 */
export function labSigningModule(options: LabCredentialsOptions): ContainerModule {
  return new ContainerModule(async ({ bind }) => {
    const signer = CmsCertificateSigner.create(await loadLabCredentials(options));
    bind<CertificateSigner>(TOKENS.CertificateSigner).toConstantValue(signer);
  });
}
