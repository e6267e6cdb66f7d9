import { type Failure, notFound, type Result } from "@portal/application";
import { describeProblems } from "@portal/domain";
import type { PortalContext, RouteContext } from "./context";
import { failureToHttp, type StatusStyle } from "./failureTable";

/**
 * A malformed payload's full detail (the codec's problem with each field) goes to the log
 * line of its request, not to the caller. Paths and problems only: never the values sent.
 */
export function logMalformed(ctx: PortalContext, failure: Failure): void {
  if (failure._tag !== "Malformed") return;
  ctx.state.log.info({ problems: describeProblems(failure.problems) }, "malformed request");
}

/** Puts a use case's refusal on the response, through the one failure table. */
export function refuse(ctx: PortalContext, failure: Failure, style: StatusStyle = "numeric"): void {
  logMalformed(ctx, failure);
  const answer = failureToHttp(failure, ctx.state.lang, style);
  ctx.status = answer.status;
  ctx.body = answer.body;
}

/** Awaits a use case and answers with `toBody` of its value, or with its refusal. */
export async function answer<T>(
  ctx: PortalContext,
  result: Result<T>,
  toBody: (value: T) => unknown,
  style: StatusStyle = "numeric",
): Promise<void> {
  const outcome = await result;
  if (outcome._tag === "Left") return refuse(ctx, outcome.left, style);
  ctx.status = 200;
  ctx.body = toBody(outcome.right);
}

const POSITIVE_INTEGER = /^[1-9]\d{0,14}$/;

export const positiveInteger = (raw: unknown): number | undefined =>
  typeof raw === "string" && POSITIVE_INTEGER.test(raw) ? Number(raw) : undefined;

/**
 * The named path parameters as positive integers; when one is not, the answer is
 * already a 404 (an id that cannot exist is simply not found) and this gives undefined.
 */
export function pathIds(ctx: RouteContext, ...names: string[]): number[] | undefined {
  const ids = names.map((name) => positiveInteger(ctx.params[name]));
  if (ids.every((id): id is number => id !== undefined)) return ids;
  refuse(ctx, notFound);
  return undefined;
}

/** The body as a record to read named fields from; anything else reads as empty. */
export const bodyRecord = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
