import * as t from "io-ts";
import { IsoDate } from "../shared/primitives";
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
  { owner: t.strict({ name: t.string }) },
);
export type PublicCertificate = t.TypeOf<typeof PublicCertificate>;
