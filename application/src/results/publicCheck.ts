import {
  CERTIFICATE_QUERY_MAX_LENGTH,
  type CertificateSearch,
  deviceNameOf,
  type Language,
  normaliseCertificateNumber,
  type PublicCertificate,
  serialKey,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, deviceNames, notFound, type Result } from "../shared";
import { statusOf } from "./appealResults";
import type { ResultsDeps } from "./deps";
import { instrumentKey } from "./instruments";
import type { InstrumentResultRecord } from "./ports/ResultRepository";

/** Most certificates a search by serial number answers. */
const MAX_SERIAL_MATCHES = 20;

const lastOf = (versions: readonly InstrumentResultRecord[]) =>
  [...versions].sort((a, b) => a.version - b.version)[versions.length - 1];

/**
 * The public check: anyone may look a certificate up, by its number or the instrument's
 * serial number typed in any letter case, with or without spaces and dashes. It shows the instrument,
 * the result, the dates, the issuer and its branch, the status today; of the owner only a
 * legal entity's name, never a private person's data (docs/decisions.md).
 */
export function makePublicCheck(deps: ResultsDeps) {
  async function publicView(record: InstrumentResultRecord, lang: Language): Promise<PublicCertificate> {
    const versions = await deps.results.listVersions(record.appeal_id, record.row_id, record.instrument);
    const last = lastOf(versions) ?? record;
    const today = tashkentDay(deps.clock.now());
    const [owner, branch, types, appeal, names] = await Promise.all([
      deps.users.findById(record.owner_id),
      record.branch_id === undefined ? undefined : deps.catalogue.branch(record.branch_id, lang),
      deps.catalogue.types(lang),
      deps.appeals.findById(record.appeal_id),
      deviceNames(deps.catalogue, lang),
    ]);
    const company = owner?.corporate === 1 ? owner.info.company_name?.trim() : undefined;
    const type = types.find((t) => t.id === record.type_id)?.name;
    const revokedAt =
      last.certificate_number !== record.certificate_number ? last.recorded_at : last.revoked?.at;
    return {
      number: record.certificate_number,
      status: statusOf(record, last, today),
      issuer: { name: deps.config.issuer.name, ...(branch ? { branch: branch.name } : {}) },
      instrument: {
        name: (appeal ? deviceNameOf(appeal.kind, record, names) : undefined) ?? record.device_name,
        ...(type ? { type } : {}),
        serial_number: record.serial_number,
      },
      ...(company ? { owner: { name: company } } : {}),
      result: {
        outcome: record.outcome,
        // The reason of an unfit result is the work's own finding; a note of a fit one may say anything: left out.
        ...(record.note && record.outcome !== "fit" && record.outcome !== "accepted"
          ? { note: record.note }
          : {}),
      },
      dates: {
        work_date: record.work_date,
        ...(record.valid_until ? { valid_until: record.valid_until } : {}),
        ...(revokedAt ? { revoked_at: revokedAt } : {}),
      },
      checked_on: today,
      signed_document:
        last.certificate_number === record.certificate_number && last.signed_document !== undefined,
    };
  }

  /** The version that bears the number: the last one with it (a revocation keeps the number). */
  async function byNumber(number: string): Promise<InstrumentResultRecord | undefined> {
    const bearing = await deps.results.findByCertificate(number);
    // The certificate as issued: the revocation copies it, so the first version with the number holds its content.
    return [...bearing].sort((a, b) => a.version - b.version)[0];
  }

  async function publicCertificate(actor: Actor, typed: string): Result<PublicCertificate> {
    const number = normaliseCertificateNumber(typed);
    const record = number === undefined ? undefined : await byNumber(number);
    return record ? E.right(await publicView(record, actor.lang)) : E.left(notFound);
  }

  async function publicSearch(actor: Actor, search: CertificateSearch): Result<readonly PublicCertificate[]> {
    const text = (search.q ?? "").trim();
    if (text === "" || text.length > CERTIFICATE_QUERY_MAX_LENGTH) return E.right([]);
    const number = normaliseCertificateNumber(text);
    const record = number === undefined ? undefined : await byNumber(number);
    if (record) return E.right([await publicView(record, actor.lang)]);
    // Not a certificate number, or none issued: a serial number may look like one (digits only).
    const key = serialKey(text);
    if (key === "") return E.right([]);
    const matches = await deps.results.findBySerial(key, MAX_SERIAL_MATCHES * 4);
    // Each instrument once, by its current certificate.
    const latest = new Map<string, InstrumentResultRecord>();
    for (const record of matches) {
      const key = `${record.appeal_id}:${instrumentKey(record.row_id, record.instrument)}`;
      const seen = latest.get(key);
      if (!seen || seen.version < record.version) latest.set(key, record);
    }
    const current = [...latest.values()]
      .filter((r) => serialKey(r.serial_number) === key)
      .slice(0, MAX_SERIAL_MATCHES);
    const views = await Promise.all(
      current.map(async (r) => publicView((await byNumber(r.certificate_number)) ?? r, actor.lang)),
    );
    return E.right(views);
  }

  return { publicCertificate, publicSearch };
}
