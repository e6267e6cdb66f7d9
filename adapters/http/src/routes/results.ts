import { render } from "@portal/domain";
import { defaultHttpConfig } from "../config";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit, userOrAddress } from "../middleware/rateLimit";
import { answer, pathIds, refuse } from "../respond";
import { newRouter, type RouteDeps } from "./deps";
import { fileMessages, parseUpload, refuseFile } from "./uploads";

/** The download's name: the certificate number is letters, digits and dashes only. */
const certificateFileName = (number: string, signed: boolean): string =>
  `${signed ? "conclusion-signed" : "certificate"}-${number.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;

/**
 * Results of the work (issue 14): staff record, correct and revoke; reviewers and the
 * appeal's owner read; the certificate as a PDF; and the public check, for anyone, rate
 * limited per address, a miss answered the same way whatever the reason.
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

  router.get("/api/appeals/:id/results", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, results.appealResults(ctx.state.actor, id), (view) => ({ data: view }));
  });

  router.post("/api/staff/appeals/:id/results", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, results.recordResults(ctx.state.actor, id, ctx.request.body), (view) => ({
      status: 1,
      data: view,
    }));
  });

  router.post("/api/staff/appeals/:id/results/:row/:instrument/correct", (ctx) => {
    const [id, row, instrument] = pathIds(ctx, "id", "row", "instrument") ?? [];
    if (id === undefined || row === undefined || instrument === undefined) return;
    return answer(
      ctx,
      results.correctResult(ctx.state.actor, id, row, instrument, ctx.request.body),
      (view) => ({ status: 1, data: view }),
    );
  });

  router.post("/api/staff/appeals/:id/results/:row/:instrument/revoke", (ctx) => {
    const [id, row, instrument] = pathIds(ctx, "id", "row", "instrument") ?? [];
    if (id === undefined || row === undefined || instrument === undefined) return;
    return answer(
      ctx,
      results.revokeResult(ctx.state.actor, id, row, instrument, ctx.request.body),
      (view) => ({ status: 1, data: view }),
    );
  });

  // The signed conclusion of a recognition or expertise result: a PDF (multipart field `file`,
  // and `reason` when it replaces one), parsed and refused as every other upload is.
  router.post(
    "/api/staff/appeals/:id/results/:row/:instrument/conclusion",
    uploadLimited,
    parseUpload(config.uploadLimitBytes),
    async (ctx) => {
      const [id, row, instrument] = pathIds(ctx, "id", "row", "instrument") ?? [];
      if (id === undefined || row === undefined || instrument === undefined) return;
      const { actor } = ctx.state;
      const file = ctx.request.file as typeof ctx.request.file | undefined;
      const fields = (ctx.request.body ?? {}) as Record<string, unknown>;
      const reason = typeof fields.reason === "string" ? fields.reason : undefined;
      // No file is an empty one: the use case checks who asks and for what first, then says "choose a file".
      const outcome = await results.attachSignedConclusion(actor, id, row, instrument, {
        originalName: file?.originalname ?? "",
        bytes: file?.buffer ?? Buffer.alloc(0),
        ...(reason !== undefined ? { reason } : {}),
      });
      if (outcome._tag === "Right") {
        ctx.body = {
          status: 1,
          message: render({ key: "signedConclusionAttached" }, actor.lang),
          data: outcome.right,
        };
        return;
      }
      const messages = outcome.left._tag === "InvalidFields" ? fileMessages(outcome.left, ctx) : undefined;
      return messages ? refuseFile(ctx, messages) : refuse(ctx, outcome.left);
    },
  );

  router.get("/api/appeals/:id/results/:row/:instrument/pdf", async (ctx) => {
    const [id, row, instrument] = pathIds(ctx, "id", "row", "instrument") ?? [];
    if (id === undefined || row === undefined || instrument === undefined) return;
    const outcome = await results.certificateDocument(ctx.state.actor, id, row, instrument, ctx.state.lang);
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

  router.get("/api/public/certificates", limited, (ctx) =>
    answer(ctx, results.publicSearch(ctx.state.actor, ctx.query), (found) => ({ data: found })),
  );

  router.get("/api/public/certificates/:number", limited, (ctx) =>
    answer(ctx, results.publicCertificate(ctx.state.actor, ctx.params.number), (certificate) => ({
      data: certificate,
    })),
  );

  return router;
}
