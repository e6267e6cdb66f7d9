import * as t from "io-ts";
import { boundedArray, Id, nullable, ShortText, text } from "../shared/primitives";
import { MeasurementInput } from "./measurement";

/** The texts of one instrument's result as a request carries them; the rules check them. */
const ResultFields = t.partial({
  serial_number: nullable(text(100)),
  outcome: nullable(ShortText),
  work_date: nullable(ShortText),
  valid_until: nullable(ShortText),
  note: nullable(text(2000)),
  /** What a verification or calibration measured (issue 28): required for those rows' results. */
  measurement: nullable(MeasurementInput),
});

/** One instrument of the appeal: its row (by the row's id) and its place 1..amount in the row. */
export const ResultEntry = t.intersection([t.type({ row_id: Id, instrument: Id }), ResultFields]);
export type ResultEntry = t.TypeOf<typeof ResultEntry>;

/** Most instruments one request records (the largest row has 1000). */
export const MAX_RESULTS_PER_REQUEST = 1000;

/** POST /api/staff/appeals/{id}/results: the instruments recorded now (others stay as they are). */
export const RecordResultsRequest = t.type({ results: boundedArray(ResultEntry, MAX_RESULTS_PER_REQUEST) });
export type RecordResultsRequest = t.TypeOf<typeof RecordResultsRequest>;

/** A correction: the whole result again, with the reason it changes. */
export const CorrectResultRequest = t.intersection([
  ResultFields,
  t.partial({ reason: nullable(text(2000)) }),
]);
export type CorrectResultRequest = t.TypeOf<typeof CorrectResultRequest>;

/** A revocation of a certificate: the reason is required. */
export const RevokeResultRequest = t.partial({ reason: nullable(text(2000)) });
export type RevokeResultRequest = t.TypeOf<typeof RevokeResultRequest>;

/** The fields sent beside a signed conclusion's file: the reason when it replaces one. */
export const SignedConclusionFields = t.partial({ reason: nullable(text(2000)) });
export type SignedConclusionFields = t.TypeOf<typeof SignedConclusionFields>;

/**
 * The longest text the public check searches for; a longer one finds nothing (a certificate
 * number is 16 characters, a serial number at most 100).
 */
export const CERTIFICATE_QUERY_MAX_LENGTH = 100;

/** GET /api/public/certificates: `?q=`, a certificate number or an instrument's serial number. */
export const CertificateSearch = t.partial({ q: t.string });
export type CertificateSearch = t.TypeOf<typeof CertificateSearch>;
