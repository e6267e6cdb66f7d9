import { canonicalJson, certificateKindOf, isPositive, methodById } from "@portal/domain";
import type { UserRecord } from "../shared";
import type { ResultsIssuer } from "./deps";
import type { CertificateSigner } from "./ports/CertificateSigner";
import type { ContentSignature, InstrumentResultRecord } from "./ports/ResultRepository";

/**
 * What a certificate says, as the signed canonical JSON holds it (issue 28): the same in
 * every language (names as recorded, the method by its designation), and only what the
 * public may see — of the owner a legal entity's name, never a private person's data; of the
 * lab's people the authoriser, who signs the printed certificate too.
 */
export function certificateContent(
  record: InstrumentResultRecord,
  issuer: ResultsIssuer,
  owner: UserRecord | undefined,
): Record<string, unknown> {
  const company = owner?.corporate === 1 ? owner.info.company_name?.trim() : undefined;
  const m = record.measurement;
  const method = m ? methodById(m.method_id) : undefined;
  return {
    certificate: record.certificate_number,
    kind: certificateKindOf(record.type_id, record.outcome),
    issuer: issuer.name,
    ...(record.replaces ? { replaces: record.replaces } : {}),
    instrument: {
      name: record.device_name,
      serial_number: record.serial_number,
      ...(record.type_id !== undefined ? { service_type: record.type_id } : {}),
    },
    ...(company ? { owner: company } : {}),
    result: {
      outcome: record.outcome,
      ...(record.note && !isPositive(record.outcome) ? { note: record.note } : {}),
    },
    dates: {
      issued_at: record.recorded_at,
      work_date: record.work_date,
      ...(record.valid_until ? { valid_until: record.valid_until } : {}),
      ...(m?.received_on ? { received_on: m.received_on } : {}),
    },
    ...(m
      ? {
          measurement: {
            method: { id: m.method_id, ...(method?.code ? { code: method.code } : {}) },
            standards: m.standards.map((s) => ({
              name: s.name,
              type: s.type,
              serial_number: s.serial_number,
              accuracy: s.accuracy,
              certificate: s.certificate,
            })),
            conditions: m.conditions,
            condition_on_receipt: m.condition_on_receipt,
            unit: m.unit,
            points: m.points,
            ...(m.mpe ? { mpe: m.mpe } : {}),
            ...(m.decision_rule ? { decision_rule: m.decision_rule } : {}),
            ...(m.conforms !== undefined ? { conforms: m.conforms } : {}),
            authoriser: {
              name: m.authoriser.name,
              ...(m.authoriser.position ? { position: m.authoriser.position } : {}),
            },
          },
        }
      : {}),
  };
}

/** The certificate's canonical JSON, signed by the lab at `at`. */
export async function signedContent(
  signer: CertificateSigner,
  record: InstrumentResultRecord,
  issuer: ResultsIssuer,
  owner: UserRecord | undefined,
  at: Date,
): Promise<ContentSignature> {
  const content = canonicalJson(certificateContent(record, issuer, owner));
  const cms = await signer.sign(new TextEncoder().encode(content), at);
  return { content, cms: Buffer.from(cms).toString("base64"), signed_at: at.toISOString() };
}
