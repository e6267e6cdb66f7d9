/**
 * The lab's electronic signature of its certificates. A port, free of any library's types,
 * so that Uzbekistan's national e-signature (E-IMZO, through its server's API) can be
 * another adapter beside the CMS one.
 */

/** Who signed, as the lab's X.509 certificate names it. */
export interface SignerIdentity {
  /** e.g. "CN=...,O=...,C=UZ" */
  readonly subject: string;
  readonly certificatePem: string;
  /** The certificate's serial number, in hexadecimal. */
  readonly serialNumber: string;
  /** ISO instant */
  readonly validUntil: string;
}

export interface SignatureCheck {
  readonly valid: boolean;
  /** ISO instant from the signingTime attribute. */
  readonly signedAt?: string;
  /** The signer certificate's subject. */
  readonly signer?: string;
}

export interface CertificateSigner {
  /**
   * A detached CMS SignedData (PKCS #7, CAdES-BES: contentType, messageDigest, signingTime and
   * signingCertificateV2 signed attributes; the signer's certificate included) over the bytes, DER.
   */
  sign(content: Uint8Array, at: Date): Promise<Uint8Array>;
  /** Whether `signature` (DER, detached) holds over `content` and was made by the lab's key (its certificate's public key). */
  verify(content: Uint8Array, signature: Uint8Array): Promise<SignatureCheck>;
  /** The lab's signing certificate. */
  identity(): SignerIdentity;
}
