/**
 * A value as the canonical JSON text a signature covers (issue 28): object members sorted by
 * their names' UTF-16 code units, no white space, strings escaped as JSON.stringify does — the
 * JSON Canonicalization Scheme (RFC 8785) for the values a certificate holds, which are
 * strings, booleans, whole numbers, arrays and objects (a fraction is written as a decimal
 * string, never a number). Undefined members are left out, as JSON.stringify leaves them.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error("canonical JSON holds whole numbers only");
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${members.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(",")}}`;
  }
  throw new Error(`canonical JSON cannot hold a ${typeof value}`);
}
