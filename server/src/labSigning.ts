import type { LabCredentialsOptions } from "@portal/signing";
import type { ServerConfig } from "./config";

/** Where the lab's signing key and certificate come from, and the name a generated one gets. */
export function labSigningOptions(config: ServerConfig): LabCredentialsOptions {
  return {
    dataDir: config.dataDir,
    ...config.signing,
    name: { organisation: config.organisation.name },
  };
}
