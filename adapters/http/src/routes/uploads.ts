import multer from "@koa/multer";
import type { Failure, UploadRecord } from "@portal/application";
import { appealsApi, type Message, megabytes, problemMessages, render, renderAll } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Middleware } from "koa";
import type { PortalContext, PortalState } from "../context";
import { csrfCheckDeferred } from "../middleware/csrf";
import { rateLimit, userOrAddress } from "../middleware/rateLimit";
import { say } from "../messages";
import { logMalformed } from "../respond";
import { route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

type Folder = UploadRecord["folder"];

/** The three upload calls of spec 7 and the folder each stores into. */
const UPLOAD_CALLS = [
  [appealsApi.uploadRecognitionFileS3, "recognition-device"],
  [appealsApi.uploadRecognitionFile, "recognition-device"],
  [appealsApi.uploadKompleksFile, "kompleks-device"],
] as const;

/** The upload paths, whose anti-forgery check waits for the multipart form (`_token` may be a field of it). */
export const UPLOADS: ReadonlyArray<readonly [string, Folder]> = UPLOAD_CALLS.map(([call, folder]) => [
  call.path,
  folder,
]);

/** The downloads of stored files, by folder. */
const DOWNLOAD_CALLS = [
  [appealsApi.recognitionFile, "recognition-device"],
  [appealsApi.kompleksFile, "kompleks-device"],
] as const;

/** A refused upload answers 422 (or `status`) with `errors.file`, the list the upload widgets show. */
export function refuseFile(ctx: PortalContext, messages: readonly string[], status = 422): void {
  ctx.status = status;
  ctx.body = { status: 0, message: messages.join("\n"), errors: { file: messages } };
}

/** The messages of a refusal about the file (the use case names them under the field `file`). */
export function fileMessages(failure: Failure, ctx: PortalContext): string[] | undefined {
  switch (failure._tag) {
    case "Invalid":
      return renderAll(failure.messages, ctx.state.lang);
    case "InvalidFields":
      return renderAll(Object.values(failure.fields).flat(), ctx.state.lang);
    case "Malformed":
      logMalformed(ctx, failure);
      return renderAll(problemMessages(failure.problems), ctx.state.lang);
    default:
      return undefined;
  }
}

/**
 * Parses `file` into memory within the size limit. Any refusal of the parser (too big,
 * a second file, a broken form) is the spec's upload failure, 422, never a 500.
 */
export function parseUpload(limitBytes: number): Middleware<PortalState> {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limitBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    defParamCharset: "utf8",
  } as multer.Options).single("file") as unknown as Middleware<PortalState>;
  // The limit as the domain shows it, so both refusals of a big file name the same limit.
  const tooBig: Message = { key: "uploadFailed", params: { limit: megabytes(limitBytes) } };
  return async (ctx, next) => {
    // The multipart parser reads the bytes as they come and never unpacks them: a form sent
    // with a coding (even a plain one that only claims it) is refused unread, 415, and the
    // connection closed rather than drained. Browsers never compress an upload.
    const coding = ctx.get("Content-Encoding").trim().toLowerCase();
    if (coding !== "" && coding !== "identity") {
      ctx.set("Connection", "close");
      return refuseFile(ctx, [render({ key: "uploadEncoded" }, ctx.state.lang)], 415);
    }
    try {
      await single(ctx, async () => {});
    } catch (error) {
      ctx.state.log.warn({ code: (error as { code?: unknown })?.code }, "upload refused by the parser");
      return refuseFile(ctx, [render(tooBig, ctx.state.lang)]);
    }
    await next();
  };
}

/** File uploads (multipart field `file`) and downloads of stored files. */
export function uploadRoutes({ appeals, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const limited = rateLimit(rateLimiter, config.rateLimits.upload, (ctx) => `upload:${userOrAddress(ctx)}`);
  const parse = parseUpload(config.uploadLimitBytes);

  for (const [call, folder] of UPLOAD_CALLS) {
    route(
      router,
      call,
      async ({ actor, ctx }) => {
        const file = ctx.request.file as typeof ctx.request.file | undefined;
        if (!file) return refuseFile(ctx, [render({ key: "fileMissing" }, actor.lang)]);
        const input = { folder, originalName: file.originalname, bytes: file.buffer };
        const outcome = await appeals.uploadFile(actor, input);
        if (E.isRight(outcome)) {
          return E.right({
            status: 1 as const,
            message: say("uploadSucceeded", actor.lang),
            data: outcome.right.name,
          });
        }
        const messages = fileMessages(outcome.left, ctx);
        return messages ? refuseFile(ctx, messages) : outcome;
      },
      limited,
      parse,
      csrfCheckDeferred,
    );
  }

  for (const [call, folder] of DOWNLOAD_CALLS) {
    route(router, call, async ({ actor, params, ctx }) => {
      const outcome = await appeals.downloadFile(actor, folder, params.file);
      if (E.isLeft(outcome)) return outcome;
      // Only PDFs are accepted on upload; the type is fixed so a stored file never runs as a page.
      ctx.type = "application/pdf";
      ctx.length = outcome.right.size;
      ctx.set("Content-Disposition", `inline; filename="${params.file}"`);
      ctx.set("X-Content-Type-Options", "nosniff");
      ctx.set("Cache-Control", "private, no-cache");
      ctx.body = outcome.right.body;
    });
  }

  return router;
}
