import { createHash } from "node:crypto";
import { deviceNameOf, type Language } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, deviceNames, notFound, type Result } from "../shared";
import { readerOf } from "./appealResults";
import { certificateView } from "./certificateView";
import type { ResultsDeps } from "./deps";
import { instrumentKey, instrumentsOf, issuedVersion, receivedDays } from "./instruments";
import type { IssuedFileRecord } from "./ports/IssuedFileRepository";
import type { InstrumentResultRecord } from "./ports/ResultRepository";
import type { CertificateFile } from "./ResultsUseCases";

/** Where the file store keeps the issued PDFs: "issued-certificate/{number}.{lang}.pdf". */
export const ISSUED_CERTIFICATE_FOLDER = "issued-certificate";

/** GET /api/appeals/{id}/results/{row}/{instrument}/pdf: the current certificate of one instrument. */
export function makeCertificateDocument(deps: ResultsDeps) {
  /**
   * The certificate's PDF in a language as issued (issue 28): rendered the first time it is
   * asked for, signed (a detached CMS over its bytes) and kept, so every later download, the
   * holder's copy and "check a file" meet the same bytes. When two first downloads race, the
   * one stored first stands and both serve it.
   */
  async function issuedFile(
    appealId: number,
    last: InstrumentResultRecord,
    lang: Language,
  ): Promise<{ readonly record: IssuedFileRecord; readonly bytes?: Buffer }> {
    const stored = await deps.issuedFiles.find(last.certificate_number, lang);
    if (stored) return { record: stored };
    const issued = issuedVersion(await deps.results.findByCertificate(last.certificate_number)) ?? last;
    const [appeal, owner, types, names, receipts] = await Promise.all([
      deps.appeals.findById(appealId),
      deps.users.findById(issued.owner_id),
      deps.catalogue.types(lang),
      deviceNames(deps.catalogue, lang),
      deps.receipts.listByAppeal(appealId),
    ]);
    const branch =
      issued.branch_id === undefined ? undefined : await deps.catalogue.branch(issued.branch_id, lang);
    const typeName = types.find((t) => t.id === issued.type_id)?.name;
    const deviceName = appeal ? deviceNameOf(appeal.kind, issued, names) : undefined;
    const instrument = appeal
      ? instrumentsOf(appeal).find(
          (i) => instrumentKey(i.row_id, i.instrument) === instrumentKey(issued.row_id, issued.instrument),
        )
      : undefined;
    const receivedOn = receivedDays(receipts).get(instrumentKey(issued.row_id, issued.instrument));
    const file = await deps.documents.render(
      certificateView({
        record: issued,
        ...(owner ? { owner } : {}),
        ...(typeName ? { typeName } : {}),
        ...(deviceName ? { deviceName } : {}),
        ...(branch ? { branchName: branch.name } : {}),
        onSite: instrument?.on_site ?? false,
        ...(receivedOn ? { receivedOn } : {}),
        signer: deps.signer.identity().subject,
        issuer: deps.config.issuer,
        publicBaseUrl: deps.config.publicBaseUrl,
        lang,
      }),
    );
    const at = deps.clock.now();
    const cms = await deps.signer.sign(file.bytes, at);
    const record: IssuedFileRecord = {
      certificate_number: issued.certificate_number,
      lang,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      key: `${ISSUED_CERTIFICATE_FOLDER}/${issued.certificate_number}.${lang}.pdf`,
      size: file.bytes.length,
      cms: Buffer.from(cms).toString("base64"),
      signed_at: at.toISOString(),
    };
    const winner = await deps.issuedFiles.find(record.certificate_number, lang);
    if (winner) return { record: winner };
    await deps.files.put(record.key, file.bytes, "application/pdf");
    if (await deps.issuedFiles.insert(record)) return { record, bytes: file.bytes };
    const first = await deps.issuedFiles.find(record.certificate_number, lang);
    return first ? { record: first } : { record, bytes: file.bytes };
  }

  return async function certificateDocument(
    actor: Actor,
    appealId: number,
    rowId: number,
    instrument: number,
    lang: Language,
  ): Result<CertificateFile> {
    const appeal = await deps.appeals.findById(appealId);
    const reader = readerOf(actor, appeal);
    if (E.isLeft(reader)) return reader;
    const versions = await deps.results.listVersions(appealId, rowId, instrument);
    const last = [...versions].sort((a, b) => a.version - b.version)[versions.length - 1];
    if (!last) return E.left(notFound);
    if (last.signed_document) {
      // The signed conclusion staff uploaded stands for the generated one (docs/decisions.md).
      const stored = await deps.files.get(last.signed_document.key);
      if (!stored) return E.left(notFound);
      return E.right({
        number: last.certificate_number,
        body: stored.body,
        size: stored.size,
        contentType: "application/pdf",
        signed: true,
      });
    }
    const { record, bytes } = await issuedFile(appealId, last, lang);
    if (bytes)
      return E.right({
        number: record.certificate_number,
        body: bytes,
        size: bytes.length,
        contentType: "application/pdf",
        signed: false,
      });
    const stored = await deps.files.get(record.key);
    if (!stored) return E.left(notFound);
    return E.right({
      number: record.certificate_number,
      body: stored.body,
      size: stored.size,
      contentType: "application/pdf",
      signed: false,
    });
  };
}
