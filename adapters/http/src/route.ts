import type Router from "@koa/router";
import {
  type Actor,
  decodeBody,
  type Failure,
  forbidden,
  notFound,
  type Result,
  unauthenticated,
} from "@portal/application";
import {
  type AnswerOf,
  type ApiCall,
  admits,
  type BodyOf,
  decode,
  isMultipart,
  type ParamsOf,
  type QueryOf,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";
import type { Middleware } from "koa";
import type { PortalContext, PortalState } from "./context";
import { refuse } from "./respond";

/** A call's request as its use case takes it: who asks, and the decoded parameters, query and body. */
export interface CallInput<C extends ApiCall> {
  readonly actor: Actor;
  readonly params: ParamsOf<C>;
  readonly query: QueryOf<C>;
  readonly body: BodyOf<C>;
  readonly ctx: PortalContext;
  /** Passes the request on to the layers after the routes, as for a path no route serves (a 404). */
  readonly next: () => Promise<unknown>;
}

/**
 * What a route does with a decoded request: a use case's result, the answer's value on
 * success; or nothing, when it answered by itself (a file, or a refusal of its own shape).
 */
export type CallHandler<C extends ApiCall> = (
  input: CallInput<C>,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answered by itself returns nothing, from any branch
) => Result<AnswerOf<C>> | Promise<E.Either<Failure, AnswerOf<C>> | void>;

/** The calls a router serves, kept so the OpenAPI document and the tests read the same rows. */
export const servedCalls = new WeakMap<Router<PortalState>, ApiCall[]>();

/**
 * Serves one call of a module's table: checks the caller's role against the row, decodes
 * the path parameters (a malformed id is simply not found), the query and the body with the
 * row's codecs (a bad shape is 422, nothing reaches the use case), runs the handler and
 * encodes its answer with the row's answer codec. A handler that answers by itself (a file,
 * a redirect) returns nothing. `before` runs after the role check, before decoding (rate
 * limits, idempotency); for a form with a file (the multipart parser, whose field carries the
 * CSRF token) it runs before the role check.
 */
export function route<C extends ApiCall>(
  router: Router<PortalState>,
  call: C,
  handler: CallHandler<C>,
  ...before: Middleware<PortalState>[]
): void {
  const calls = servedCalls.get(router) ?? [];
  calls.push(call);
  servedCalls.set(router, calls);
  const style = call.statusStyle;
  const gate: Middleware<PortalState> = async (ctx, next) => {
    const refusal = audienceRefusal(call, ctx.state.actor);
    if (refusal) return refuse(ctx, refusal, style);
    await next();
  };
  const serve: Middleware<PortalState> = async (ctx, next) => {
    const params = decode(call.params, (ctx as unknown as { params?: unknown }).params ?? {});
    if (E.isLeft(params)) return refuse(ctx, notFound, style);
    const query = decodeBody(call.query, { ...ctx.query });
    if (E.isLeft(query)) return refuse(ctx, query.left, style);
    const body = bodyOf(call, ctx);
    if (E.isLeft(body)) return refuse(ctx, body.left, style);
    const input = {
      actor: ctx.state.actor,
      params: params.right,
      query: query.right,
      body: body.right,
      ctx,
      next,
    } as CallInput<C>;
    const result = await handler(input);
    if (result === undefined) return;
    if (result._tag === "Left") return refuse(ctx, result.left, style);
    ctx.status = 200;
    ctx.body = (call.answer as t.Mixed).encode(result.right);
  };
  const method = call.method.toLowerCase() as "get" | "post" | "put" | "delete";
  // A form with a file carries its CSRF token as a field: the middleware that parses it
  // checks the token, which comes before who is asking, as on every other unsafe call.
  const chain = isMultipart(call.body) ? [...before, gate, serve] : [gate, ...before, serve];
  router[method](call.path, ...chain);
}

function audienceRefusal(call: ApiCall, actor: Actor): Failure | undefined {
  if (call.audience === "anyone") return undefined;
  if (!actor.user) return unauthenticated;
  return admits(call.audience, actor.user.role) ? undefined : forbidden;
}

function bodyOf(call: ApiCall, ctx: PortalContext): E.Either<Failure, unknown> {
  if (call.method === "GET" || call.method === "DELETE") return E.right({});
  const codec = isMultipart(call.body) ? call.body.fields : call.body;
  return decodeBody(codec, (ctx.request as { body?: unknown }).body ?? {});
}

/** A use case's result with its value turned into the call's answer. */
export async function answered<T, A>(result: Result<T>, toAnswer: (value: T) => A): Result<A> {
  const outcome = await result;
  return outcome._tag === "Left" ? outcome : E.right(toAnswer(outcome.right));
}
