import { randomUUID } from "node:crypto";
import { ALLOWED_UPLOAD_MIME, receivedUpload, shownFileName, validateUpload } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, invalidFields, isStaff, notFound, type Result, signedIn } from "../shared";
import type { UploadRecord } from "./ports/UploadRepository";
import type { AppealDeps } from "./deps";
import type { UploadInput } from "./AppealUseCases";

const STORED_NAME = /^[0-9a-f-]{36}\.pdf$/;

export function makeUploads(deps: AppealDeps) {
  return {
    /**
     * Stores an uploaded PDF under a server-made name. PDF is decided by content, not by
     * name: it starts with "%PDF-" and ends with "%%EOF" (a file cut short is refused).
     * If recording the upload fails, the stored file is removed again: no dangling file.
     */
    async uploadFile(actor: Actor, input: UploadInput): Result<UploadRecord> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const problems = validateUpload(
        receivedUpload(input.originalName, input.bytes),
        deps.config.uploadLimitBytes,
      );
      if (problems.length > 0) return E.left(invalidFields({ file: problems }));
      const record: UploadRecord = {
        name: `${randomUUID()}.pdf`,
        folder: input.folder,
        owner_id: user.right.id,
        size: input.bytes.length,
        original_name: shownFileName(input.originalName),
        created_at: deps.clock.now().toISOString(),
      };
      const key = `${record.folder}/${record.name}`;
      await deps.files.put(key, input.bytes, ALLOWED_UPLOAD_MIME);
      try {
        await deps.uploads.insert(record);
      } catch (error) {
        await deps.files.delete(key).catch(() => undefined);
        throw error;
      }
      return E.right(record);
    },

    async downloadFile(actor: Actor, folder: UploadRecord["folder"], name: string) {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      if (!STORED_NAME.test(name)) return E.left(notFound);
      const upload = await deps.uploads.find(folder, name);
      if (!upload || (upload.owner_id !== user.right.id && !isStaff(actor))) return E.left(notFound);
      const file = await deps.files.get(`${folder}/${name}`);
      return file ? E.right(file) : E.left(notFound);
    },
  };
}
