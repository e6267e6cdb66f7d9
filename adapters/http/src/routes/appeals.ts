import type { Page, SavedAppeal, SaveEndpoint } from "@portal/application";
import { type AnswerOf, appealsApi, render } from "@portal/domain";
import type { Middleware } from "koa";
import { DAY_SECONDS } from "../config";
import type { PortalContext, PortalState } from "../context";
import { say } from "../messages";
import { idempotent, PENDING_SECONDS } from "../middleware/idempotency";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** The answer to a save (spec 7: status, appeal_id, message) with where the user goes next. */
export const savedAnswer =
  <S extends 1 | true>(status: S, message: string) =>
  (saved: SavedAppeal) => ({
    status,
    appeal_id: saved.appeal.id,
    message,
    redirect: saved.destination,
  });

/** A keyset-paged list as the API answers it. */
export const pageAnswer = <T>(page: Page<T>) => ({ data: page.items, next: page.next });

/**
 * A refused comment save also carries its message under `error` (spec 7 reads "status,
 * appeal_id, message, error"); a saved one answers `error: null` itself.
 */
const refusalUnderError: Middleware<PortalState> = async (ctx, next) => {
  await next();
  const body = ctx.body as Record<string, unknown> | null | undefined;
  if (ctx.status === 200 || typeof body !== "object" || body === null) return;
  ctx.body = { ...body, error: body["message"] ?? null };
};

/**
 * The Idempotency-Key (its shape checked by `idempotent`) also goes to the use case, which
 * stores one appeal per key in the database: the key cache can forget (a Redis restart,
 * a server killed mid-request), the appeals may not be stored twice.
 */
const submissionKey = (ctx: PortalContext): string | undefined => ctx.get("Idempotency-Key") || undefined;

type SaveRow =
  | "saveRecognitionAppeal"
  | "saveProviderAppeal"
  | "saveKompleksAppeal"
  | "saveCommentAppeal"
  | "saveVerificationAppeal";

/** Appeal saves and drafts, the customer's own appeals and their resubmission once corrected. */
export function appealRoutes({ appeals, idempotency, config }: RouteDeps) {
  const once = idempotent(
    idempotency,
    config.idempotencyTtlSeconds ?? DAY_SECONDS,
    config.idempotencyPendingSeconds ?? PENDING_SECONDS,
  );
  const router = newRouter();
  const sent = (ctx: PortalContext) => render({ key: "sentSuccessfully" }, ctx.state.lang);

  /** One save of spec 7: its row, the kind of appeal its body carries, and how its answer reads. */
  const save = <C extends (typeof appealsApi)[SaveRow]>(
    row: C,
    endpoint: SaveEndpoint,
    status: 1 | true,
    ...more: Middleware<PortalState>[]
  ) =>
    route(
      router,
      row,
      ({ actor, body, ctx }) =>
        answered(
          // The row's body is the payload of its endpoint's kind: the pair the use case takes.
          appeals.saveAppeal(
            actor,
            { endpoint, payload: body } as Parameters<typeof appeals.saveAppeal>[1],
            submissionKey(ctx),
          ),
          (saved) =>
            ({
              ...savedAnswer(status, sent(ctx))(saved),
              ...(endpoint === "comment" ? { error: null } : {}),
            }) as AnswerOf<C>,
        ),
      once,
      ...more,
    );
  save(appealsApi.saveRecognitionAppeal, "recognition", 1);
  save(appealsApi.saveProviderAppeal, "provider", true);
  save(appealsApi.saveKompleksAppeal, "kompleks", 1);
  save(appealsApi.saveCommentAppeal, "comment", 1, refusalUnderError);
  save(appealsApi.saveVerificationAppeal, "verification", 1);
  route(
    router,
    appealsApi.saveDraft,
    ({ actor, body, ctx }) =>
      answered(
        appeals.saveDraft(actor, body, submissionKey(ctx)),
        savedAnswer(1, say("draftSaved", ctx.state.lang)),
      ),
    once,
  );

  route(router, appealsApi.myAppeals, ({ actor, query }) =>
    answered(appeals.listMyAppeals(actor, query), pageAnswer),
  );
  route(router, appealsApi.appeal, ({ actor, params }) =>
    answered(appeals.showAppeal(actor, params.id), ({ appeal, ...parties }) => ({
      data: appeal,
      ...parties,
    })),
  );
  route(
    router,
    appealsApi.resubmit,
    ({ actor, params, query, body, ctx }) =>
      answered(appeals.resubmitAppeal(actor, params.id, query.version, body), savedAnswer(1, sent(ctx))),
    once,
  );

  return router;
}
