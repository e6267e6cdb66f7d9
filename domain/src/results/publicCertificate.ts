import * as t from "io-ts";
import { IsoDate } from "../shared/primitives";
import { Conditions, DecisionRule, MeasuredPoint } from "./measurement";
import { Outcome } from "./results";
import { CertificateStatus } from "./validity";

/** An object of these fields, some of them optional, and no other. */
const shape = <R extends t.Props, O extends t.Props>(required: R, optional: O) =>
  t.exact(t.intersection([t.type(required), t.partial(optional)]));

/**
 * A certificate as the public check shows it (docs/decisions.md), in the spirit of a digital
 * calibration certificate: the instrument, the result, the dates, the issuer and its branch,
 * the status on `checked_on` in Tashkent. Of the owner only a legal entity's name, never a
 * private person's data; of a signed conclusion only that one is on file (the file itself
 * is served to its owner, staff and reviewers only).
 */
/** The measurement as the public sees it (issue 28 item 5): no performer, the authoriser who signed. */
export const PublicMeasurement = shape(
  {
    method: shape({ id: t.string, title: t.string }, { code: t.string }),
    standards: t.readonlyArray(
      t.strict({
        name: t.string,
        type: t.string,
        serial_number: t.string,
        accuracy: t.string,
        certificate: t.strict({ number: t.string, issuer: t.string, valid_until: IsoDate }),
      }),
    ),
    conditions: Conditions,
    condition_on_receipt: t.string,
    unit: t.string,
    points: t.readonlyArray(MeasuredPoint),
    authoriser: shape({ name: t.string }, { position: t.string }),
  },
  { mpe: t.string, decision_rule: DecisionRule, conforms: t.boolean, received_on: IsoDate },
);
export type PublicMeasurement = t.TypeOf<typeof PublicMeasurement>;

/**
 * The lab's signature of a certificate: the exact canonical JSON it covers and the detached
 * CMS (base64 DER) over it, the signer's certificate (PEM), whether the signature holds now,
 * and the detached signatures of the PDFs issued so far, by language, with their SHA-256.
 */
export const PublicSignature = t.strict({
  signed_at: t.string,
  signer: t.strict({ subject: t.string, certificate: t.string }),
  valid: t.boolean,
  content: t.string,
  cms: t.string,
  documents: t.readonlyArray(t.strict({ lang: t.string, sha256: t.string, cms: t.string })),
});
export type PublicSignature = t.TypeOf<typeof PublicSignature>;

export const PublicCertificate = shape(
  {
    number: t.string,
    status: CertificateStatus,
    issuer: shape({ name: t.string }, { branch: t.string }),
    instrument: shape({ name: t.string, serial_number: t.string }, { type: t.string }),
    /** The note is the reason of an unfit or refused result; a fit one's note is not shown. */
    result: shape({ outcome: Outcome }, { note: t.string }),
    dates: shape({ work_date: IsoDate }, { valid_until: IsoDate, revoked_at: t.string }),
    checked_on: IsoDate,
    signed_document: t.boolean,
  },
  {
    owner: t.strict({ name: t.string }),
    /** A correction names the certificate it replaces (ISO/IEC 17025 §7.8.8). */
    replaces: t.string,
    measurement: PublicMeasurement,
    signature: PublicSignature,
  },
);
export type PublicCertificate = t.TypeOf<typeof PublicCertificate>;

/**
 * What "check a file" found for an uploaded PDF: exactly an issued certificate whose
 * signature holds ("genuine"; its status still says whether it is in force), an issued one
 * since revoked ("revoked"), or no certificate the lab issued ("unknown": changed, or not ours).
 */
export const FILE_VERDICTS = ["genuine", "revoked", "unknown"] as const;
export const FileVerdict = t.keyof({ genuine: null, revoked: null, unknown: null }, "FileVerdict");
export type FileVerdict = t.TypeOf<typeof FileVerdict>;

export const FileCheck = shape(
  { verdict: FileVerdict, sha256: t.string },
  { lang: t.string, certificate: PublicCertificate },
);
export type FileCheck = t.TypeOf<typeof FileCheck>;
