import { type DecodeProblem, decode, type Money, toDecimalString } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";
import { type Failure, invalid, malformed } from "./failures";
import type { JsonObject } from "./ports/records";

/**
 * Decodes a request body with a domain codec; a bad shape is a Malformed failure. A text
 * with a broken character (a lone surrogate) is Invalid instead, with its catalogue message
 * in the caller's language: a person typed or pasted it, and can fix it.
 */
export function decodeBody<C extends t.Mixed>(codec: C, body: unknown): E.Either<Failure, t.TypeOf<C>> {
  return E.mapLeft(decodeFailure)(decode(codec, body));
}

/** The refusal of a payload with these problems: Invalid when one has a message a person can act on, else Malformed. */
export function decodeFailure(problems: readonly DecodeProblem[]): Failure {
  const messages = problems.flatMap((problem) => (problem.message ? [problem.message] : []));
  return messages.length > 0 ? invalid(messages) : malformed(problems);
}

/** What JSON.stringify leaves out of an object and writes as null in an array. */
const unwritable = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

/**
 * The value JSON.stringify then JSON.parse would give, with a bigint as so'm text. Walked
 * by hand: a replacer function takes JSON.stringify off V8's fast path, and the round
 * trip was 4.5 % of the busy time of the save load (`npm run profile -w bench`).
 */
function jsonOf(value: unknown): unknown {
  if (typeof value === "bigint") return toDecimalString(value as Money);
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  if (value === null || typeof value !== "object") return value;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === "function") return jsonOf(withJson.toJSON());
  if (Array.isArray(value)) {
    return value.map((item) => {
      const json = jsonOf(item);
      return unwritable(json) ? null : json;
    });
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const json = jsonOf(item);
    if (unwritable(json)) continue;
    // An own "__proto__" key stays a key, as JSON.parse makes it, never the prototype.
    if (key === "__proto__") {
      Object.defineProperty(out, key, { value: json, enumerable: true, writable: true, configurable: true });
    } else out[key] = json;
  }
  return out;
}

/** A decoded value as storable JSON: money (bigint tiyin) as a decimal string, undefined dropped. */
export function toJson(value: unknown): JsonObject {
  return jsonOf(value) as JsonObject;
}

export const jsonArray = (values: readonly unknown[]): JsonObject[] => values.map(toJson);
