import * as t from "io-ts";
import { described } from "../shared/schema";

const DIGITS = /^[1-9]\d{0,14}$/;

/** A positive whole number as an address writes it: digits, no sign, no leading zero, no spaces. */
export const PositiveIntegerText = described(
  new t.Type<number, string, unknown>(
    "PositiveIntegerText",
    (u): u is number => typeof u === "number" && Number.isSafeInteger(u) && u > 0,
    (u, c) =>
      typeof u === "string" && DIGITS.test(u)
        ? t.success(Number(u))
        : t.failure(u, c, "expected a positive integer"),
    String,
  ),
  { type: "string", pattern: DIGITS.source },
);

/** `?limit&before` of the notifications' list; a value given but unusable is refused. */
export const NotificationListQuery = t.exact(
  t.partial({
    /** At most 100 are listed however many are asked for. */
    limit: PositiveIntegerText,
    /** The `next` of the page before. */
    before: PositiveIntegerText,
  }),
);
export type NotificationListQuery = t.TypeOf<typeof NotificationListQuery>;
