import {
  decodeDraftCommand,
  decodeSaveCommand,
  type SaveEndpoint,
  type SavedAppeal,
} from "@portal/application";
import { render } from "@portal/domain";
import { DAY_SECONDS } from "../config";
import type { PortalContext } from "../context";
import { okStatus, type StatusStyle } from "../failureTable";
import { say } from "../messages";
import { idempotent, PENDING_SECONDS } from "../middleware/idempotency";
import { answer, pathIds, refuse } from "../respond";
import { appealListQuery } from "./appealListQuery";
import { newRouter, type RouteDeps } from "./deps";

/**
 * The save calls of spec 7, by path. The recognition save's two notes (with or without a
 * leading slash) are one call; spec 7 has no other path for it.
 */
const SAVES: ReadonlyArray<readonly [string, SaveEndpoint]> = [
  ["/save-recognition-appeal", "recognition"],
  ["/api/recognition/save-recognition-provider-appeal", "provider"],
  ["/save-kompleks-appeal", "kompleks"],
  ["/front/save-appeal-comment", "comment"],
  ["/front/save-appeal", "verification"],
];

/** The answer to a save (spec 7: status, appeal_id, message) with where the user goes next. */
export const savedBody = (style: StatusStyle, message: string) => (saved: SavedAppeal) => ({
  status: okStatus(style),
  appeal_id: saved.appeal.id,
  message,
  redirect: saved.destination,
});

/**
 * The comment save's answer also carries `error` (spec 7 reads "status, appeal_id,
 * message, error"): null when the appeal is saved, the refusal's message otherwise.
 */
function withCommentError(ctx: PortalContext): void {
  const body = ctx.body as Record<string, unknown> | null | undefined;
  if (typeof body !== "object" || body === null) return;
  ctx.body = { ...body, error: body["status"] === 1 ? null : (body["message"] ?? null) };
}

/**
 * The Idempotency-Key (its shape checked by `idempotent`) also goes to the use case, which
 * stores one appeal per key in the database: the key cache can forget (a Redis restart,
 * a server killed mid-request), the appeals may not be stored twice.
 */
const submissionKey = (ctx: PortalContext): string | undefined => ctx.get("Idempotency-Key") || undefined;

/** Appeal saves and drafts, contracts and invoices, and the customer's own appeals. */
export function appealRoutes({ appeals, contracts, idempotency, config }: RouteDeps) {
  const once = idempotent(
    idempotency,
    config.idempotencyTtlSeconds ?? DAY_SECONDS,
    config.idempotencyPendingSeconds ?? PENDING_SECONDS,
  );
  const router = newRouter();

  for (const [path, endpoint] of SAVES) {
    const style: StatusStyle = endpoint === "provider" ? "boolean" : "numeric";
    router.post(path, once, async (ctx) => {
      const { actor } = ctx.state;
      const message = render({ key: "sentSuccessfully" }, actor.lang);
      await answer(
        ctx,
        appeals.saveAppeal(actor, decodeSaveCommand(endpoint, ctx.request.body), submissionKey(ctx)),
        savedBody(style, message),
        style,
      );
      if (endpoint === "comment") withCommentError(ctx);
    });
  }

  router.post("/front/draft-appeal", once, (ctx) =>
    answer(
      ctx,
      appeals.saveDraft(ctx.state.actor, decodeDraftCommand(ctx.request.body), submissionKey(ctx)),
      savedBody("numeric", say("draftSaved", ctx.state.lang)),
    ),
  );

  router.post("/recognition/contract/store", once, (ctx) =>
    answer(
      ctx,
      contracts.createContract(ctx.state.actor, ctx.request.body),
      (contract) => ({ status: true, message: say("contractCreated", ctx.state.lang), data: contract }),
      "boolean",
    ),
  );

  router.post("/recognition/create-invoice", once, (ctx) =>
    answer(
      ctx,
      contracts.createInvoice(ctx.state.actor, ctx.request.body),
      (invoice) => ({ status: true, message: say("invoiceCreated", ctx.state.lang), data: invoice }),
      "boolean",
    ),
  );

  router.get("/api/my/appeals", (ctx) => {
    const query = appealListQuery(ctx.query);
    if ("_tag" in query) return refuse(ctx, query);
    return answer(ctx, appeals.listMyAppeals(ctx.state.actor, query), (page) => ({
      data: page.items,
      next: page.next,
    }));
  });

  router.get("/api/appeals/:id", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, appeals.getAppeal(ctx.state.actor, id), (appeal) => ({ data: appeal }));
  });

  return router;
}
