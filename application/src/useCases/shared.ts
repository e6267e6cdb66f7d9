import { type DecodeProblem, decode, describeProblems } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";
import type { Actor } from "../actor";
import { type Failure, forbidden, malformed, unauthenticated } from "../failures";
import type { Json, JsonObject, UserRecord } from "../ports";

/** Decodes a request body with a domain codec; a bad shape is a Malformed failure. */
export function decodeBody<C extends t.Mixed>(codec: C, body: unknown): E.Either<Failure, t.TypeOf<C>> {
  return E.mapLeft((problems: DecodeProblem[]) => malformed(describeProblems(problems)))(decode(codec, body));
}

export function signedIn(actor: Actor): E.Either<Failure, UserRecord> {
  return actor.user ? E.right(actor.user) : E.left(unauthenticated);
}

/** A signed-in customer (person or company): what staff do for customers goes through offline entry. */
export function signedInCustomer(actor: Actor): E.Either<Failure, UserRecord> {
  if (!actor.user) return E.left(unauthenticated);
  return actor.user.role === "person" || actor.user.role === "company"
    ? E.right(actor.user)
    : E.left(forbidden);
}

/** A decoded value as storable JSON: money (bigint tiyin) as a decimal string, undefined dropped. */
export function toJson(value: unknown): JsonObject {
  return JSON.parse(
    JSON.stringify(value, (_key, v) => {
      if (typeof v !== "bigint") return v;
      const s = (v < 0n ? -v : v).toString().padStart(3, "0");
      return `${v < 0n ? "-" : ""}${s.slice(0, -2)}.${s.slice(-2)}`;
    }),
  ) as JsonObject;
}

export const jsonArray = (values: readonly unknown[]): JsonObject[] => values.map(toJson);

export type { Json };
