import { createHash } from "node:crypto";
import {
  CERTIFICATE_QUERY_MAX_LENGTH,
  type FileCheck,
  methodById,
  message,
  type PublicMeasurement,
  type PublicSignature,
  type CertificateSearch,
  deviceNameOf,
  type Language,
  normaliseCertificateNumber,
  type PublicCertificate,
  serialKey,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, deviceNames, invalidFields, notFound, type Result } from "../shared";
import { statusOf } from "./appealResults";
import type { ResultsDeps } from "./deps";
import { instrumentKey, issuedVersion } from "./instruments";
import type { SignatureCheck } from "./ports/CertificateSigner";
import type { ContentSignature, InstrumentResultRecord } from "./ports/ResultRepository";

/** The measurement as the public sees it: the method named in the language; no performer. */
function publicMeasurement(record: InstrumentResultRecord, lang: Language): PublicMeasurement | undefined {
  const m = record.measurement;
  if (!m) return undefined;
  const method = methodById(m.method_id);
  return {
    method: {
      id: m.method_id,
      title: method?.title[lang] ?? m.method_id,
      ...(method?.code ? { code: method.code } : {}),
    },
    standards: m.standards.map(({ id: _id, ...standard }) => standard),
    conditions: m.conditions,
    condition_on_receipt: m.condition_on_receipt,
    unit: m.unit,
    points: m.points,
    authoriser: {
      name: m.authoriser.name,
      ...(m.authoriser.position ? { position: m.authoriser.position } : {}),
    },
    ...(m.mpe ? { mpe: m.mpe } : {}),
    ...(m.decision_rule ? { decision_rule: m.decision_rule } : {}),
    ...(m.conforms !== undefined ? { conforms: m.conforms } : {}),
    ...(m.received_on ? { received_on: m.received_on } : {}),
  };
}

/** How many signature checks a process keeps before it starts again. */
const SIGNATURE_CHECKS_KEPT = 10_000;

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
  /**
   * A stored signature never changes, nor does the lab's key while the process runs: each is
   * verified once, so a search answering many certificates does not verify them all again.
   */
  const checks = new Map<string, Promise<SignatureCheck>>();
  function checkOf(number: string, signature: ContentSignature): Promise<SignatureCheck> {
    const key = `${number}:${signature.cms}`;
    let check = checks.get(key);
    if (!check) {
      if (checks.size >= SIGNATURE_CHECKS_KEPT) checks.clear();
      check = deps.signer.verify(
        new TextEncoder().encode(signature.content),
        Buffer.from(signature.cms, "base64"),
      );
      checks.set(key, check);
    }
    return check;
  }

  /** The certificate's signature, checked against the lab's certificate, and its issued PDFs'. */
  async function signatureOf(record: InstrumentResultRecord): Promise<PublicSignature | undefined> {
    const signature = record.signature;
    if (!signature) return undefined;
    const [check, files] = await Promise.all([
      checkOf(record.certificate_number, signature),
      deps.issuedFiles.listByCertificate(record.certificate_number),
    ]);
    const identity = deps.signer.identity();
    return {
      signed_at: signature.signed_at,
      signer: { subject: check.signer ?? identity.subject, certificate: identity.certificatePem },
      valid: check.valid,
      content: signature.content,
      cms: signature.cms,
      documents: files.map((f) => ({ lang: f.lang, sha256: f.sha256, cms: f.cms })),
    };
  }

  async function publicView(record: InstrumentResultRecord, lang: Language): Promise<PublicCertificate> {
    const versions = await deps.results.listVersions(record.appeal_id, record.row_id, record.instrument);
    const last = lastOf(versions) ?? record;
    const today = tashkentDay(deps.clock.now());
    const [owner, branch, types, appeal, names, signature] = await Promise.all([
      deps.users.findById(record.owner_id),
      record.branch_id === undefined ? undefined : deps.catalogue.branch(record.branch_id, lang),
      deps.catalogue.types(lang),
      deps.appeals.findById(record.appeal_id),
      deviceNames(deps.catalogue, lang),
      signatureOf(record),
    ]);
    const measurement = publicMeasurement(record, lang);
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
      ...(record.replaces ? { replaces: record.replaces } : {}),
      ...(measurement ? { measurement } : {}),
      ...(signature ? { signature } : {}),
    };
  }

  /** The certificate as issued: the first version bearing the number holds its content. */
  async function byNumber(number: string): Promise<InstrumentResultRecord | undefined> {
    return issuedVersion(await deps.results.findByCertificate(number));
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

  /**
   * "Check a file": whether the bytes are exactly a certificate's PDF as issued — found by their
   * hash and its detached signature verified over them — and whether that certificate was
   * revoked since. The bytes are read here and forgotten; nothing of them is stored.
   */
  async function checkFile(actor: Actor, bytes: Buffer): Result<FileCheck> {
    if (bytes.length === 0) return E.left(invalidFields({ file: [message("fileMissing")] }));
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const issued = await deps.issuedFiles.findBySha256(sha256);
    if (!issued) return E.right({ verdict: "unknown", sha256 });
    const [check, record] = await Promise.all([
      deps.signer.verify(bytes, Buffer.from(issued.cms, "base64")),
      byNumber(issued.certificate_number),
    ]);
    if (!check.valid || !record) return E.right({ verdict: "unknown", sha256 });
    const certificate = await publicView(record, actor.lang);
    return E.right({
      verdict: certificate.status === "revoked" ? "revoked" : "genuine",
      sha256,
      lang: issued.lang,
      certificate,
    });
  }

  return { publicCertificate, publicSearch, checkFile };
}
