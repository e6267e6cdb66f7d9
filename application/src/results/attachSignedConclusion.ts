import { randomUUID } from "node:crypto";
import {
  ALLOWED_UPLOAD_MIME,
  type AppealResultsView,
  message,
  receivedUpload,
  shownFileName,
  signedConclusionRefusal,
  validateUpload,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, conflict, invalid, invalidFields, type Result } from "../shared";
import { makeRecorderSteps } from "./appealResults";
import type { ResultsDeps } from "./deps";
import type { InstrumentResultRecord } from "./ports/ResultRepository";
import type { SignedConclusionInput } from "./ResultsUseCases";

/** The file store folder of signed conclusions: never served by the uploads' download route. */
export const SIGNED_CONCLUSION_FOLDER = "signed-conclusion";

/**
 * POST /api/staff/appeals/{id}/results/{row}/{instrument}/conclusion (issue 14): staff attach
 * the signed conclusion of a recognition or expertise result, a PDF checked as every upload
 * is. It is a new version of the result with the same certificate (a replacement states its
 * reason, as a correction does); the file is stored only once every check has passed, and
 * removed again if the version cannot be written.
 */
export function makeAttachSignedConclusion(deps: ResultsDeps) {
  const { amendable, answerView } = makeRecorderSteps(deps);

  return async function attachSignedConclusion(
    actor: Actor,
    appealId: number,
    rowId: number,
    number: number,
    input: SignedConclusionInput,
  ): Result<AppealResultsView> {
    const target = await amendable(actor, appealId, rowId, number);
    if (E.isLeft(target)) return target;
    const { user, appeal, instrument, last } = target.right;

    const refusal = signedConclusionRefusal({
      kind: instrument.kind,
      revoked: last.revoked !== undefined,
      replacing: last.signed_document !== undefined,
      reason: input.reason,
      n: instrument.n,
      k: instrument.instrument,
    });
    if (refusal)
      return E.left(refusal.kind === "revoked" ? conflict(refusal.messages[0]!) : invalid(refusal.messages));
    const problems = validateUpload(
      receivedUpload(input.originalName, input.bytes),
      deps.config.uploadLimitBytes,
    );
    if (problems.length > 0) return E.left(invalidFields({ file: problems }));

    const key = `${SIGNED_CONCLUSION_FOLDER}/${randomUUID()}.pdf`;
    const now = deps.clock.now().toISOString();
    const { reason: _previousReason, ...current } = last;
    const record: InstrumentResultRecord = {
      ...current,
      id: await deps.ids.next("instrument_results"),
      version: last.version + 1,
      recorded_by: user.id,
      recorded_at: now,
      ...(input.reason ? { reason: input.reason } : {}),
      signed_document: {
        key,
        size: input.bytes.length,
        original_name: shownFileName(input.originalName),
        uploaded_at: now,
        uploaded_by: user.id,
      },
    };
    await deps.files.put(key, input.bytes, ALLOWED_UPLOAD_MIME);
    const stored = await deps.results.insert(record).catch(async (error: unknown) => {
      await deps.files.delete(key).catch(() => undefined);
      throw error;
    });
    if (!stored) {
      await deps.files.delete(key).catch(() => undefined);
      return E.left(conflict(message("resultChanged")));
    }
    return answerView(actor, appeal);
  };
}
