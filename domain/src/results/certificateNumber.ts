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

const SHAPE = new RegExp(`^\\d{2,6}-\\d{4}-[${CERTIFICATE_ALPHABET}]{${CERTIFICATE_RANDOM_LENGTH}}$`);

/**
 * A number as a visitor may type it, made the way it is stored: trimmed, upper-case, the
 * look-alikes read as Crockford reads them (O → 0, I and L → 1). Undefined when it cannot be one.
 */
export function normaliseCertificateNumber(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > 40) return undefined;
  const raw = input.trim().toUpperCase();
  const parts = raw.split("-");
  if (parts.length !== 3) return undefined;
  const random = (parts[2] ?? "").replace(/O/g, "0").replace(/[IL]/g, "1");
  const number = `${parts[0]}-${parts[1]}-${random}`;
  return SHAPE.test(number) ? number : undefined;
}
