import "reflect-metadata";
import {
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  webcrypto,
  X509Certificate,
} from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as x509 from "@peculiar/x509";

/** The lab's private key and its certificate, ready to sign with. */
export interface LabCredentials {
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** The lab's certificate first, then the CA certificates its file held after it (DER). */
  readonly certificates: readonly Uint8Array[];
}

/** Who the lab is, as a generated certificate names it. */
export interface LabName {
  /** The organisation's name (ORG_NAME): the certificate's CN and O. */
  readonly organisation: string;
}

export interface LabCredentialsOptions {
  /** The data folder (DATA_DIR) keeping a generated key in `signing/`. */
  readonly dataDir: string;
  /** SIGNING_KEY_FILE and SIGNING_CERT_FILE: a key (PKCS #8 PEM) and its certificate (PEM); both or neither. */
  readonly keyFile?: string;
  readonly certificateFile?: string;
  readonly name: LabName;
  /** The start of a generated certificate's validity; now by default. */
  readonly now?: Date;
}

/** The folder in DATA_DIR, and its two files, of a generated key. */
export const SIGNING_FOLDER = "signing";
export const LAB_KEY_FILE = "lab-key.pem";
export const LAB_CERTIFICATE_FILE = "lab-certificate.pem";

/** How long a generated self-signed certificate is valid. */
export const GENERATED_VALIDITY_YEARS = 5;

/** Keys, certificates or files the lab cannot sign with; the message says what to fix. */
export class LabCredentialsError extends Error {
  override readonly name = "LabCredentialsError";
}

const crypto = webcrypto as unknown as Crypto;

/**
 * The configured key and certificate when given; otherwise the one kept in
 * `DATA_DIR/signing/`, generated (an ECDSA P-256 key and a self-signed certificate) at the
 * first call and reused after it.
 */
export async function loadLabCredentials(options: LabCredentialsOptions): Promise<LabCredentials> {
  if (options.keyFile || options.certificateFile) {
    if (!options.keyFile || !options.certificateFile) {
      throw new LabCredentialsError(
        "SIGNING_KEY_FILE and SIGNING_CERT_FILE go together: set both (the lab's key and the certificate a CA issued for it) or neither",
      );
    }
    return credentialsFrom(
      await readPem(options.keyFile, "SIGNING_KEY_FILE"),
      await readPem(options.certificateFile, "SIGNING_CERT_FILE"),
      `${options.keyFile} and ${options.certificateFile}`,
    );
  }
  const folder = join(options.dataDir, SIGNING_FOLDER);
  const kept = await readKept(folder);
  const { key, certificate } = kept ?? (await generate(options.dataDir, folder, options));
  return credentialsFrom(key, certificate, folder);
}

/** The key's file alone, for a certification request: the configured one, or the kept one (generated when absent). */
export async function loadLabKey(options: LabCredentialsOptions): Promise<CryptoKeyPair> {
  const { privateKey, publicKey } = options.keyFile
    ? await keyPairFrom(await readPem(options.keyFile, "SIGNING_KEY_FILE"), options.keyFile)
    : await loadLabCredentials(options);
  return { privateKey, publicKey };
}

async function readPem(file: string, variable: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    throw new LabCredentialsError(`${variable}: ${file} cannot be read (${(error as Error).message})`);
  }
}

/** The kept key and certificate, or undefined when none was generated yet. */
async function readKept(folder: string): Promise<{ key: string; certificate: string } | undefined> {
  const read = (name: string) =>
    readFile(join(folder, name), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw new LabCredentialsError(`${join(folder, name)} cannot be read (${error.message})`);
    });
  const key = await read(LAB_KEY_FILE);
  const certificate = await read(LAB_CERTIFICATE_FILE);
  if (key === undefined && certificate === undefined) return undefined;
  if (key === undefined || certificate === undefined) {
    throw new LabCredentialsError(
      `${folder} holds only one of ${LAB_KEY_FILE} and ${LAB_CERTIFICATE_FILE}: restore the other from a backup, or remove the folder to have a new key generated (signatures made before then no longer verify as the lab's)`,
    );
  }
  return { key, certificate };
}

/**
 * Writes a new key and certificate into a folder of their own and renames it into place,
 * which fails when it is already there: of processes starting together, one writes the
 * pair and every one reads the same.
 */
async function generate(dataDir: string, folder: string, options: LabCredentialsOptions) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const now = options.now ?? new Date();
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + GENERATED_VALIDITY_YEARS);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serialNumber(),
      name: labName(options.name),
      notBefore: now,
      notAfter,
      signingAlgorithm: { name: "ECDSA", hash: "SHA-256" },
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
          true,
        ),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  const key = x509.PemConverter.encode(
    await crypto.subtle.exportKey("pkcs8", keys.privateKey),
    "PRIVATE KEY",
  );
  const pem = certificate.toString("pem");
  await mkdir(dataDir, { recursive: true });
  const draft = `${folder}.${process.pid}.${randomBytes(6).toString("hex")}`;
  await mkdir(draft, { mode: 0o700 });
  try {
    await writeFile(join(draft, LAB_KEY_FILE), `${key}\n`, { mode: 0o600 });
    await writeFile(join(draft, LAB_CERTIFICATE_FILE), `${pem}\n`, { mode: 0o644 });
    await rename(draft, folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
    const kept = await readKept(folder);
    if (kept) return kept;
    throw error;
  } finally {
    await rm(draft, { recursive: true, force: true });
  }
  return { key, certificate: pem };
}

/** The lab's distinguished name: its name as CN and O, in Uzbekistan. */
export function labName(name: LabName): x509.JsonName {
  return [{ C: ["UZ"] }, { O: [name.organisation] }, { CN: [name.organisation] }];
}

/** 16 random bytes, positive as RFC 5280 wants a serial number. */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes.toString("hex");
}

async function credentialsFrom(
  keyPem: string,
  certificatePem: string,
  where: string,
): Promise<LabCredentials> {
  const keyObject = privateKeyObject(keyPem, where);
  const certificates = certificatesOf(certificatePem, where);
  const { privateKey, publicKey } = await keyPairFrom(keyObject, where);
  if (!new X509Certificate(Buffer.from(certificates[0]!)).checkPrivateKey(keyObject)) {
    throw new LabCredentialsError(
      `${where}: the certificate is not the key's (its public key is another): put the certificate issued for this key first`,
    );
  }
  return { privateKey, publicKey, certificates };
}

function privateKeyObject(pem: string | KeyObject, where: string): KeyObject {
  if (typeof pem !== "string") return pem;
  try {
    return createPrivateKey({ key: pem, format: "pem" });
  } catch (error) {
    throw new LabCredentialsError(
      `${where}: no private key could be read (${(error as Error).message}); give a PKCS #8 PEM ("BEGIN PRIVATE KEY")`,
    );
  }
}

/** The certificates of a PEM file, in their order, as DER. */
function certificatesOf(pem: string, where: string): Uint8Array[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  const certificates = blocks.map((block) => new Uint8Array(x509.PemConverter.decodeFirst(block)));
  if (certificates.length === 0) {
    throw new LabCredentialsError(`${where}: no certificate ("BEGIN CERTIFICATE") found`);
  }
  return certificates;
}

/** The key as Web Crypto keys for signing: an ECDSA P-256 or P-384 key, or an RSA key of 2048 bits or more. */
async function keyPairFrom(pem: string | KeyObject, where: string): Promise<CryptoKeyPair> {
  const key = privateKeyObject(pem, where);
  const algorithm = importAlgorithm(key, where);
  const pkcs8 = key.export({ type: "pkcs8", format: "der" });
  const spki = createPublicKey(key).export({ type: "spki", format: "der" });
  return {
    privateKey: await crypto.subtle.importKey("pkcs8", pkcs8, algorithm, false, ["sign"]),
    publicKey: await crypto.subtle.importKey("spki", spki, algorithm, true, ["verify"]),
  };
}

function importAlgorithm(key: KeyObject, where: string): RsaHashedImportParams | EcKeyImportParams {
  const details = key.asymmetricKeyDetails;
  if (
    key.asymmetricKeyType === "ec" &&
    (details?.namedCurve === "prime256v1" || details?.namedCurve === "secp384r1")
  ) {
    return { name: "ECDSA", namedCurve: details.namedCurve === "prime256v1" ? "P-256" : "P-384" };
  }
  if (key.asymmetricKeyType === "rsa" && (details?.modulusLength ?? 0) >= 2048) {
    return { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  }
  const kind = [
    key.asymmetricKeyType?.toUpperCase(),
    details?.namedCurve ? `on ${details.namedCurve}` : undefined,
    details?.modulusLength ? `of ${details.modulusLength} bits` : undefined,
  ].filter(Boolean);
  throw new LabCredentialsError(
    `${where}: the key (${kind.join(" ")}) cannot sign certificates here: use ECDSA P-256 or P-384, or RSA of 2048 bits or more`,
  );
}
