import "reflect-metadata";
import { webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";
import { type LabCredentialsOptions, labName, loadLabKey } from "./labCredentials";

const crypto = webcrypto as unknown as Crypto;

/**
 * A PKCS #10 certification request (PEM) for the lab's key, naming the lab, for a CA to
 * issue the lab's certificate from: the configured key (SIGNING_KEY_FILE), or the one kept in
 * DATA_DIR, generated first when there is none yet (the key the server then signs with).
 */
export async function labSigningRequest(options: LabCredentialsOptions): Promise<string> {
  const keys = await loadLabKey(options);
  const request = await x509.Pkcs10CertificateRequestGenerator.create(
    {
      name: labName(options.name),
      keys,
      signingAlgorithm:
        keys.privateKey.algorithm.name === "ECDSA"
          ? { name: "ECDSA", hash: "SHA-256" }
          : { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      extensions: [
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
          true,
        ),
      ],
    },
    crypto,
  );
  return `${request.toString("pem")}\n`;
}
