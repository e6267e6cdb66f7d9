import { createHash } from "node:crypto";
import type {
  CertificateSigner,
  IssuedFileRecord,
  IssuedFileRepository,
  StandardRecord,
  StandardRepository,
} from "@portal/application";

/**
 * A signer for use-case tests: its "signature" is the SHA-256 of the content, so a changed
 * byte fails `verify`. The CMS signer itself is tested in adapters/signing with OpenSSL.
 */
export function digestSigner(): CertificateSigner {
  const digest = (content: Uint8Array) => createHash("sha256").update(content).digest();
  return {
    sign: async (content) => digest(content),
    verify: async (content, signature) => ({
      valid: Buffer.from(signature).equals(digest(content)),
      signer: "CN=Test lab",
    }),
    identity: () => ({
      subject: "CN=Test lab",
      certificatePem: "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n",
      serialNumber: "01",
      validUntil: "2030-01-01T00:00:00.000Z",
    }),
  };
}

/** Issued certificate files in memory, unique by number and language as the stores are. */
export function memoryIssuedFiles(): IssuedFileRepository & { readonly rows: IssuedFileRecord[] } {
  const rows: IssuedFileRecord[] = [];
  return {
    rows,
    insert: async (record) => {
      if (rows.some((r) => r.certificate_number === record.certificate_number && r.lang === record.lang))
        return false;
      rows.push(record);
      return true;
    },
    find: async (number, lang) => rows.find((r) => r.certificate_number === number && r.lang === lang),
    listByCertificate: async (number) => rows.filter((r) => r.certificate_number === number),
    findBySha256: async (sha256) => rows.find((r) => r.sha256 === sha256),
  };
}

/** A standard of the lab as a test needs it, valid until `validUntil`. */
export const aStandard = (id: number, validUntil = "2030-01-01", name = `Etalon ${id}`): StandardRecord => ({
  id,
  name,
  type: "Tarozi toshlari",
  serial_number: `ST-${id}`,
  range: "1 g – 20 kg",
  accuracy: "F1",
  certificate: { number: `UZ-${id}`, issuer: "UzNIM", valid_until: validUntil },
  branch_id: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  created_by: 1,
});

/** The standards register in memory, read-only: what the results use cases look up. */
export function memoryStandards(standards: readonly StandardRecord[]): StandardRepository {
  const byId = (id: number) => standards.find((s) => s.id === id);
  return {
    findById: async (id) => byId(id),
    findByIds: async (ids) => standards.filter((s) => ids.includes(s.id)),
    list: async () => [...standards],
    insert: async () => "stored",
    update: async () => "stored",
    listValidUntil: async (day) => standards.filter((s) => s.certificate.valid_until === day),
  };
}
