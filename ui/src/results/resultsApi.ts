import type { Outcome, ResultKind } from "@portal/domain/results/results";
import type { CertificateStatus } from "@portal/domain/results/validity";
import { http } from "../api";

/** The calls of issue 14: an appeal's results, staff's recording, the public check. */

export interface ResultVersion {
  readonly version: number;
  readonly serial_number: string;
  readonly outcome: Outcome;
  readonly work_date: string;
  readonly valid_until?: string;
  readonly note?: string;
  readonly certificate_number: string;
  readonly status: CertificateStatus;
  readonly recorded_at: string;
  readonly reason?: string;
  readonly revoked?: { readonly at: string; readonly reason: string };
  /** A signed conclusion is on file: the certificate download serves it. */
  readonly signed_document?: {
    readonly uploaded_at: string;
    readonly original_name: string;
    readonly size: number;
  };
}

export interface Instrument {
  readonly row_id: number;
  readonly instrument: number;
  readonly n: number;
  readonly device_name: string;
  readonly type_id?: number;
  readonly type_name?: string;
  readonly kind: ResultKind;
  readonly interval_months?: number;
  readonly result?: ResultVersion;
  readonly history?: readonly ResultVersion[];
}

export interface AppealResults {
  readonly appeal_id: number;
  readonly appeal_status: string;
  readonly may_record: boolean;
  readonly may_amend: boolean;
  readonly complete: boolean;
  readonly instruments: readonly Instrument[];
}

export interface ResultEntry {
  readonly row_id: number;
  readonly instrument: number;
  readonly serial_number: string;
  readonly outcome: string;
  readonly work_date: string;
  readonly valid_until?: string;
  readonly note?: string;
}

export interface PublicCertificate {
  readonly number: string;
  readonly status: CertificateStatus;
  readonly issuer: { readonly name: string; readonly branch?: string };
  readonly instrument: { readonly name: string; readonly type?: string; readonly serial_number: string };
  readonly owner?: { readonly name: string };
  readonly result: { readonly outcome: Outcome; readonly note?: string };
  readonly dates: { readonly work_date: string; readonly valid_until?: string; readonly revoked_at?: string };
  readonly checked_on: string;
  /** A signed conclusion is on file (served only to the owner, staff and reviewers). */
  readonly signed_document: boolean;
}

type Answer = { status: number; data: AppealResults };

const base = (appealId: number) => `/api/staff/appeals/${appealId}/results`;

export const resultsApi = {
  appealResults: (id: number) => http.get<{ data: AppealResults }>(`/api/appeals/${id}/results`),
  record: (id: number, results: readonly ResultEntry[]) => http.post<Answer>(base(id), { results }),
  correct: (
    id: number,
    row: number,
    instrument: number,
    body: Omit<ResultEntry, "row_id" | "instrument"> & { reason: string },
  ) => http.post<Answer>(`${base(id)}/${row}/${instrument}/correct`, body),
  revoke: (id: number, row: number, instrument: number, reason: string) =>
    http.post<Answer>(`${base(id)}/${row}/${instrument}/revoke`, { reason }),
  /** The signed conclusion of a recognition or expertise result; a replacement carries its reason. */
  attachConclusion: (id: number, row: number, instrument: number, file: File, extra: { reason?: string }) => {
    const form = new FormData();
    form.append("file", file);
    if (extra.reason !== undefined) form.append("reason", extra.reason);
    return http.post<Answer>(`${base(id)}/${row}/${instrument}/conclusion`, form);
  },
  certificate: (number: string) =>
    http.get<{ data: PublicCertificate }>(`/api/public/certificates/${encodeURIComponent(number)}`),
  search: (q: string) =>
    http.get<{ data: PublicCertificate[] }>(`/api/public/certificates?q=${encodeURIComponent(q)}`),
};

/** Where an instrument's certificate is downloaded, in the language asked for. */
export const certificatePdfHref = (appealId: number, row: number, instrument: number, lang: string): string =>
  `/api/appeals/${appealId}/results/${row}/${instrument}/pdf?lang=${lang}`;
