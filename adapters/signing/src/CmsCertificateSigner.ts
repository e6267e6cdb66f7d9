import "reflect-metadata";
import { webcrypto } from "node:crypto";
import * as x509 from "@peculiar/x509";
import type { CertificateSigner, SignatureCheck, SignerIdentity } from "@portal/application";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import type { LabCredentials } from "./labCredentials";

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  /** id-aa-signingCertificateV2 (RFC 5035), which CAdES-BES requires. */
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
} as const;

const HASH = "SHA-256";

/** Node's Web Crypto for pkijs, passed to each call rather than set as pkijs's global engine. */
const engine = new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto });

/**
 * The lab's signature as a detached CMS SignedData (RFC 5652) in the CAdES-BES profile
 * (ETSI EN 319 122-1): signed attributes contentType, messageDigest (SHA-256), signingTime and
 * signingCertificateV2, the lab's certificate (and any CA certificates configured after it)
 * included, so `openssl cms -verify` checks it against the lab's certificate.
 */
export class CmsCertificateSigner implements CertificateSigner {
  private constructor(
    private readonly credentials: LabCredentials,
    private readonly certificates: readonly pkijs.Certificate[],
    private readonly lab: SignerIdentity,
  ) {}

  static create(credentials: LabCredentials): CmsCertificateSigner {
    const certificates = credentials.certificates.map((der) => pkijs.Certificate.fromBER(copied(der)));
    return new CmsCertificateSigner(credentials, certificates, identityOf(credentials.certificates[0]!));
  }

  async sign(content: Uint8Array, at: Date): Promise<Uint8Array> {
    const lab = this.certificates[0]!;
    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({ issuer: lab.issuer, serialNumber: lab.serialNumber }),
      signedAttrs: new pkijs.SignedAndUnsignedAttributes({
        type: 0,
        attributes: inDerOrder([
          attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
          attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: await digest(content) })),
          attribute(OID.signingTime, timeOf(at)),
          attribute(
            OID.signingCertificateV2,
            await signingCertificateV2(lab, this.credentials.certificates[0]!),
          ),
        ]),
      }),
    });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [signerInfo],
      certificates: [...this.certificates],
    });
    await signedData.sign(this.credentials.privateKey, 0, HASH, undefined, engine);
    const contentInfo = new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
    return new Uint8Array(contentInfo.toSchema().toBER(false));
  }

  /**
   * Valid when the signature holds over the content and the signer's certificate carries the
   * lab's public key, whatever certificate of that key (a renewed one too). Whatever cannot be
   * read as a signature is simply not valid. Empty content never verifies (pkijs takes no
   * empty detached content), and the portal signs none.
   */
  verify(content: Uint8Array, signature: Uint8Array): Promise<SignatureCheck> {
    return this.check(content, signature).catch(() => ({ valid: false }));
  }

  identity(): SignerIdentity {
    return this.lab;
  }

  private async check(content: Uint8Array, signature: Uint8Array): Promise<SignatureCheck> {
    const contentInfo = pkijs.ContentInfo.fromBER(copied(signature));
    if (contentInfo.contentType !== OID.signedData) return { valid: false };
    const signedData = new pkijs.SignedData({ schema: contentInfo.content });
    const signerInfo = signedData.signerInfos[0];
    if (signedData.signerInfos.length !== 1 || !signerInfo) return { valid: false };
    const signedAt = signingTimeOf(signerInfo);
    const result = await signedData
      .verify({ signer: 0, data: copied(content).buffer, extendedMode: true }, engine)
      .catch((error: pkijs.SignedDataVerifyError) => error);
    const signerCertificate = result.signerCertificate ?? undefined;
    const signer = signerCertificate ? subjectOf(signerCertificate) : undefined;
    const byLab = signerCertificate !== undefined && sameKey(signerCertificate, this.certificates[0]!);
    return {
      valid: result.signatureVerified === true && byLab,
      ...(signedAt ? { signedAt: signedAt.toISOString() } : {}),
      ...(signer ? { signer } : {}),
    };
  }
}

function attribute(type: string, value: asn1js.AsnType): pkijs.Attribute {
  return new pkijs.Attribute({ type, values: [value] });
}

/**
 * DER sorts a SET OF by its elements' encodings. OpenSSL re-encodes the signed attributes
 * before it checks the signature over them, so an unsorted set would not verify there.
 */
function inDerOrder(attributes: pkijs.Attribute[]): pkijs.Attribute[] {
  const encoded = attributes.map((a) => ({ a, der: new Uint8Array(a.toSchema().toBER(false)) }));
  encoded.sort((x, y) => {
    for (let i = 0; i < Math.min(x.der.length, y.der.length); i++) {
      if (x.der[i] !== y.der[i]) return x.der[i]! - y.der[i]!;
    }
    return x.der.length - y.der.length;
  });
  return encoded.map(({ a }) => a);
}

/** RFC 5652 §11.3: UTCTime through 2049, GeneralizedTime after; whole seconds. */
function timeOf(at: Date): asn1js.AsnType {
  const valueDate = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return valueDate.getUTCFullYear() < 2050
    ? new asn1js.UTCTime({ valueDate })
    : new asn1js.GeneralizedTime({ valueDate });
}

/** SigningCertificateV2 (RFC 5035): the lab certificate's SHA-256 (the default hash, so not named) and its issuer and serial. */
async function signingCertificateV2(lab: pkijs.Certificate, der: Uint8Array): Promise<asn1js.Sequence> {
  const issuerSerial = new pkijs.IssuerSerial({
    issuer: new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: lab.issuer })] }),
    serialNumber: new asn1js.Integer({ valueHex: lab.serialNumber.valueBlock.valueHexView }),
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: await digest(der) }), issuerSerial.toSchema()],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

async function digest(bytes: Uint8Array): Promise<ArrayBuffer> {
  return engine.digest({ name: HASH }, copied(bytes));
}

function signingTimeOf(signerInfo: pkijs.SignerInfo): Date | undefined {
  const value = signerInfo.signedAttrs?.attributes.find((a) => a.type === OID.signingTime)?.values[0];
  return value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime
    ? value.toDate()
    : undefined;
}

function sameKey(a: pkijs.Certificate, b: pkijs.Certificate): boolean {
  const key = (c: pkijs.Certificate) => new Uint8Array(c.subjectPublicKeyInfo.toSchema().toBER(false));
  return Buffer.from(key(a)).equals(Buffer.from(key(b)));
}

function subjectOf(certificate: pkijs.Certificate): string {
  return new x509.X509Certificate(certificate.toSchema().toBER(false)).subject;
}

function identityOf(der: Uint8Array): SignerIdentity {
  const certificate = new x509.X509Certificate(copied(der));
  return {
    subject: certificate.subject,
    certificatePem: certificate.toString("pem"),
    serialNumber: certificate.serialNumber,
    validUntil: certificate.notAfter.toISOString(),
  };
}

/** The bytes in an ArrayBuffer of their own, as Web Crypto and the ASN.1 parsers take them. */
function copied(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
