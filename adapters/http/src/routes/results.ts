import { render, resultsApi } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { defaultHttpConfig } from "../config";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit, userOrAddress } from "../middleware/rateLimit";
import { refuse } from "../respond";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";
import { fileMessages, parseUpload, refuseFile } from "./uploads";

/** The download's name: the certificate number is letters, digits and dashes only. */
const certificateFileName = (number: string, signed: boolean): string =>
  `${signed ? "conclusion-signed" : "certificate"}-${number.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;

/**
 * Results of the work (issue 14): staff mark instruments received, record, correct and
 * revoke; reviewers and the appeal's owner read; the certificate as a PDF; and the public
 * check, for anyone, rate limited per address, a miss answered the same way whatever the reason.
 */
export function resultRoutes({ results, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const checkRule = config.rateLimits.check ??
    defaultHttpConfig.rateLimits.check ?? { limit: 30, windowSeconds: 60 };
  const limited = rateLimit(rateLimiter, checkRule, (ctx) => `check:ip:${callerAddress(ctx)}`);
  const uploadLimited = rateLimit(
    rateLimiter,
    config.rateLimits.upload,
    (ctx) => `upload:${userOrAddress(ctx)}`,
  );
  const changed = <T>(view: T) => ({ status: 1 as const, data: view });

  route(router, resultsApi.appealResults, ({ actor, params }) =>
    answered(results.appealResults(actor, params.id), (view) => ({ data: view })),
  );

  route(router, resultsApi.receiveInstruments, ({ actor, params, body }) =>
    answered(results.receiveInstruments(actor, params.id, body), changed),
  );

  route(router, resultsApi.recordResults, ({ actor, params, body }) =>
    answered(results.recordResults(actor, params.id, body), changed),
  );

  route(router, resultsApi.correctResult, ({ actor, params, body }) =>
    answered(results.correctResult(actor, params.id, params.row, params.instrument, body), changed),
  );

  route(router, resultsApi.revokeResult, ({ actor, params, body }) =>
    answered(results.revokeResult(actor, params.id, params.row, params.instrument, body), changed),
  );

  // The signed conclusion of a recognition or expertise result: a PDF, parsed and refused as
  // every other upload is (a refusal of the file under `errors.file`, as the upload widgets read it).
  route(
    router,
    resultsApi.attachSignedConclusion,
    async ({ actor, params, body, ctx }) => {
      const file = ctx.request.file as typeof ctx.request.file | undefined;
      // No file is an empty one: the use case checks who asks and for what first, then says "choose a file".
      const outcome = await results.attachSignedConclusion(actor, params.id, params.row, params.instrument, {
        originalName: file?.originalname ?? "",
        bytes: file?.buffer ?? Buffer.alloc(0),
        reason: body.reason,
      });
      if (outcome._tag === "Right")
        return E.right({
          status: 1 as const,
          message: render({ key: "signedConclusionAttached" }, actor.lang),
          data: outcome.right,
        });
      const messages = outcome.left._tag === "InvalidFields" ? fileMessages(outcome.left, ctx) : undefined;
      return messages ? refuseFile(ctx, messages) : outcome;
    },
    uploadLimited,
    parseUpload(config.uploadLimitBytes),
  );

  route(router, resultsApi.certificateDocument, async ({ actor, params, ctx }) => {
    const outcome = await results.certificateDocument(
      actor,
      params.id,
      params.row,
      params.instrument,
      ctx.state.lang,
    );
    if (outcome._tag === "Left") return refuse(ctx, outcome.left);
    const document = outcome.right;
    ctx.type = document.contentType;
    ctx.length = document.size;
    const name = certificateFileName(document.number, document.signed);
    ctx.set("Content-Disposition", `attachment; filename="${name}"`);
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("Cache-Control", "private, no-store");
    ctx.body = document.body;
  });

  route(
    router,
    resultsApi.publicSearch,
    ({ actor, query }) => answered(results.publicSearch(actor, query), (found) => ({ data: found })),
    limited,
  );

  route(
    router,
    resultsApi.checkFile,
    async ({ actor, ctx }) => {
      const file = ctx.request.file as typeof ctx.request.file | undefined;
      const outcome = await results.checkFile(actor, file?.buffer ?? Buffer.alloc(0));
      if (E.isRight(outcome)) return E.right({ data: outcome.right });
      const messages = fileMessages(outcome.left, ctx);
      return messages ? refuseFile(ctx, messages) : outcome;
    },
    limited,
    parseUpload(config.uploadLimitBytes),
  );

  route(
    router,
    resultsApi.publicCertificate,
    ({ actor, params }) =>
      answered(results.publicCertificate(actor, params.number), (certificate) => ({ data: certificate })),
    limited,
  );

  return router;
}
