import {
  type ClickAction,
  type ClickCall,
  type ClickCompleteAnswer,
  type ClickPrepare,
  type ClickPrepareAnswer,
  type ClickRequest,
  LEDGER_EXPORT_TYPE,
  paymentsApi,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Middleware } from "koa";
import { defaultHttpConfig, type PaymentSystemKeys } from "../config";
import type { PortalContext, PortalState } from "../context";
import { ledgerXlsx } from "../ledgerSheet";
import { callerAddress } from "../middleware/addressGroup";
import { readBodyText, withoutPrototypeKeys } from "../middleware/body";
import { rateLimit } from "../middleware/rateLimit";
import {
  clickAnswer,
  clickError,
  clickFields,
  clickRefusal,
  isPaymeAuthorised,
  paymeError,
  paymeResult,
  rpcIdOf,
} from "../paymentSystems";
import { refuse } from "../respond";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/**
 * The payment systems' endpoints: called server to server, authenticated by their protocol
 * (Payme's key, Click's sign) and never by a browser's session, so they are exempt from the
 * CSRF check and the session (app.ts), and only they.
 */
export const PAYMENT_SYSTEM_PATHS: ReadonlySet<string> = new Set([
  paymentsApi.payme.path,
  paymentsApi.clickPrepare.path,
  paymentsApi.clickComplete.path,
]);

/** Payme's endpoint reads its own body: a body that is no JSON is Payme's −32700, not the app's 400. */
export const OWN_BODY_PATHS: ReadonlySet<string> = new Set([paymentsApi.payme.path]);

/** The answer of a JSON-RPC call refused before its route: always HTTP 200, as Payme expects. */
function answerRpc(ctx: PortalContext, body: unknown): void {
  ctx.status = 200;
  ctx.body = body;
}

type Parsed = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: withoutPrototypeKeys(JSON.parse(text)) };
  } catch {
    return { ok: false };
  }
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * Payme's envelope, before the call is decoded: the authorisation is decided first, in
 * constant time (a wrong or missing key: −32504, nothing of the body acted on, its `id` only
 * echoed); then the body must be JSON (−32700). A body over the limit is still the 413 of
 * every route.
 */
function paymeEnvelope(keys: PaymentSystemKeys | undefined, limit: string): Middleware<PortalState> {
  const read = readBodyText(limit);
  return async (ctx, next) => {
    const authorised = isPaymeAuthorised(ctx.get("Authorization") || undefined, keys?.paymeKey);
    let parsed: Parsed = { ok: false };
    try {
      await read(ctx, async () => {});
      const text = (ctx.request as { rawBody?: unknown }).rawBody;
      parsed = typeof text === "string" ? parseJson(text) : { ok: false };
    } catch (error) {
      if (authorised && statusOf(error) === 413) throw error;
    }
    if (!authorised)
      return answerRpc(ctx, paymeError(parsed.ok ? rpcIdOf(parsed.value) : null, "unauthorised"));
    if (!parsed.ok) return answerRpc(ctx, paymeError(null, "parse"));
    ctx.request.body = parsed.value;
    await next();
  };
}

/**
 * A provider's call that failed inside (a store down, a defect): logged, and answered in the
 * provider's protocol so it tries again later, never a 5xx the provider cannot read.
 */
async function orLogged<A>(ctx: PortalContext, run: () => Promise<A>): Promise<A | undefined> {
  try {
    return await run();
  } catch (error) {
    ctx.state.log.error({ err: error }, "payment system call failed");
    return undefined;
  }
}

/** The payment systems' endpoints, the appeal's invoices with their payments, and staff's ledger. */
export function paymentsRoutes({ payments, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const api = paymentsApi;
  const keys = config.payments;
  const limited = rateLimit(
    rateLimiter,
    config.rateLimits.payments ?? defaultHttpConfig.rateLimits.payments!,
    (ctx) => `payments:ip:${callerAddress(ctx)}`,
  );

  route(
    router,
    api.payme,
    async ({ body, ctx }) => {
      if (body._tag === "refused") return E.right(paymeError(body.rpcId, body.error));
      const outcome = await orLogged(ctx, () => payments.payme(body.call, Date.now()));
      if (outcome === undefined) return E.right(paymeError(body.rpcId, "system"));
      return E.right(
        outcome._tag === "result"
          ? paymeResult(body.rpcId, outcome.result)
          : paymeError(body.rpcId, outcome.error),
      );
    },
    limited,
    paymeEnvelope(keys, config.bodyLimit),
  );

  /** A Click call: refused by its sign, service or form (clickRefusal), else the use case's answer. */
  const click =
    <F extends ClickPrepare>(
      action: ClickAction,
      run: (call: ClickCall<F>) => Promise<ClickPrepareAnswer | ClickCompleteAnswer>,
    ) =>
    async ({ body, ctx }: { body: ClickRequest<F>; ctx: PortalContext }) => {
      const refusal = clickRefusal(action, body, keys);
      if (refusal !== undefined || body._tag === "refused")
        return E.right(clickError(clickFields(body), refusal ?? "badRequest"));
      const answer = await orLogged(ctx, () => run(body.call));
      return E.right(answer ? clickAnswer(answer) : clickError(body.call.fields, "updateFailed"));
    };
  route(
    router,
    api.clickPrepare,
    click("prepare", (call) => payments.clickPrepare(call)),
    limited,
  );
  route(
    router,
    api.clickComplete,
    click("complete", (call) => payments.clickComplete(call)),
    limited,
  );

  route(router, api.appealPayments, ({ actor, params }) =>
    answered(payments.appealPayments(actor, params.id), (data) => ({ data })),
  );
  route(router, api.ledger, ({ actor, query }) =>
    answered(payments.ledger(actor, query), (data) => ({ data })),
  );
  route(router, api.ledgerExport, async ({ actor, query, ctx }) => {
    const outcome = await payments.ledger(actor, query);
    if (outcome._tag === "Left") return refuse(ctx, outcome.left);
    const bytes = await ledgerXlsx(outcome.right, ctx.state.lang);
    ctx.set("Content-Disposition", 'attachment; filename="payments.xlsx"');
    ctx.set("Cache-Control", "private, no-store");
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.type = LEDGER_EXPORT_TYPE;
    ctx.body = bytes;
  });

  return router;
}
