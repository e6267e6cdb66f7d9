import { firstMessages } from "../state/personalDataModal";
import { ApiError, serverMessage } from "../api/client";

/** A field-to-messages map as the server answers per-field refusals (spec 5, 2.16, 2.17). */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

const isMessageMap = (value: unknown): value is Record<string, string[] | string> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const bodyOf = (error: unknown): unknown => (error instanceof ApiError ? error.body : error);

/** The per-field messages of a refusal (`message` or `errors` as a map), else none. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const body = bodyOf(error) as { message?: unknown; errors?: unknown } | undefined;
  const map = isMessageMap(body?.message) ? body.message : isMessageMap(body?.errors) ? body.errors : {};
  return Object.fromEntries(
    Object.entries(map).map(([field, messages]) => [
      field,
      (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === "string"),
    ]),
  );
}

/**
 * Every message of a refusal as one list: a map gives the first message of each field
 * (spec 2.17's rule, `firstMessages`), a list gives itself, a text gives itself.
 */
export function errorListOf(error: unknown): string[] {
  const body = bodyOf(error) as { message?: unknown; errors?: unknown } | undefined;
  if (isMessageMap(body?.message)) return firstMessages(body.message);
  if (isMessageMap(body?.errors)) return firstMessages(body.errors as Record<string, string[]>);
  if (Array.isArray(body?.errors)) return body.errors.filter((m): m is string => typeof m === "string");
  const text = serverMessage(body);
  return text ? text.split("\n") : [];
}

/** The server's message for an alert, else `fallback` (a network failure has none). */
export const alertTextOf = (error: unknown, fallback: string): string =>
  serverMessage(bodyOf(error)) ?? fallback;

export const statusOf = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** Every message of every field of a refusal, in the server's order (the self-device modal's list). */
export function allFieldMessages(error: unknown): string[] {
  const fields = fieldErrorsOf(error);
  const all = Object.values(fields).flat();
  return all.length > 0 ? all : errorListOf(error);
}
