import { randomBytes } from "node:crypto";
import type { LabName } from "../../src/labCredentials";

/** The lab as the demo configuration names it, with a comma and the Uzbek ʻ to escape. */
export const aLab = (organisation = "Metrologiya xizmati markazi, Oʻzbekiston (namuna)"): LabName => ({
  organisation,
});

/** Bytes as a certificate's PDF holds them: text, line ends of both kinds and binary. */
export const aCertificatePdf = (): Uint8Array =>
  Buffer.concat([
    Buffer.from("%PDF-1.7\r\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1"),
    randomBytes(2048),
    Buffer.from("\n%%EOF\n"),
  ]);

/** The same bytes with one byte changed. */
export const withOneByteChanged = (bytes: Uint8Array, at = Math.floor(bytes.length / 2)): Uint8Array => {
  const changed = Uint8Array.from(bytes);
  changed[at] = changed[at]! ^ 0x01;
  return changed;
};
