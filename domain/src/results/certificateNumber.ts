import { serialKey } from "../shared/serialKey";

/**
 * Certificate numbers (docs/decisions.md): "{branch}-{year}-{eight characters}", the last
 * part random in Crockford's base32 (no I, L, O, U: nothing to misread), so one number says
 * nothing of another; the server keeps them unique and never issues one twice.
 */
export const CERTIFICATE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CERTIFICATE_RANDOM_LENGTH = 8;

/** The random part from bytes (one character from each byte's low five bits). */
export function randomPart(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < CERTIFICATE_RANDOM_LENGTH; i++) {
    out += CERTIFICATE_ALPHABET[(bytes[i] ?? 0) & 31];
  }
  return out;
}

export function certificateNumber(branchId: number | undefined, year: string, random: string): string {
  const branch = branchId !== undefined && Number.isSafeInteger(branchId) && branchId > 0 ? branchId : 0;
  return `${String(branch).padStart(2, "0")}-${year}-${random}`;
}

/** A number without its dashes: the branch, the year, then the random part. */
const COMPACT_SHAPE = new RegExp(
  `^(\\d{2,6})(\\d{4})([${CERTIFICATE_ALPHABET}]{${CERTIFICATE_RANDOM_LENGTH}})$`,
);

/**
 * A number as a visitor may type it, made the way it is stored: any letter case, spaces and
 * dashes anywhere or none (the year and the random part have fixed lengths, so the parts are
 * found again), Cyrillic look-alikes read as Latin and Crockford's look-alikes as he reads
 * them (O → 0, I and L → 1). Undefined when it cannot be one.
 */
export function normaliseCertificateNumber(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > 40) return undefined;
  const compact = serialKey(input).replace(/O/g, "0").replace(/[IL]/g, "1");
  const parts = COMPACT_SHAPE.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : undefined;
}
