import * as t from "io-ts";
import { Id, Int, IsoDate } from "../shared/primitives";
import { Measurement } from "./measurement";
import { Outcome } from "./results";
import { CertificateStatus } from "./validity";

/** A signed conclusion on file for a version of a result: the certificate download serves it. */
const SignedDocumentView = t.strict({ uploaded_at: t.string, original_name: t.string, size: Int });

/** One version of an instrument's result as the appeal's pages show it. */
export const ResultView = t.exact(
  t.intersection([
    t.type({
      version: Id,
      serial_number: t.string,
      outcome: Outcome,
      work_date: IsoDate,
      certificate_number: t.string,
      /** The certificate's status today in Tashkent. */
      status: CertificateStatus,
      recorded_at: t.string,
    }),
    t.partial({
      valid_until: IsoDate,
      note: t.string,
      /** Why this version replaced the one before (a correction, a revocation, a new signed conclusion). */
      reason: t.string,
      revoked: t.strict({ at: t.string, reason: t.string }),
      signed_document: SignedDocumentView,
      /** What a verification or calibration measured (issue 28). */
      measurement: Measurement,
      /** The certificate this one replaces (a correction: ISO/IEC 17025 §7.8.8). */
      replaces: t.string,
    }),
  ]),
);
export type ResultView = t.TypeOf<typeof ResultView>;
