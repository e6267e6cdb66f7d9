import * as t from "io-ts";
import { described } from "../shared/schema";
import { ReminderTick } from "./reminderTick";

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT/;

/** An instant as ISO 8601 writes it, "2026-12-09T05:00:00.000Z". */
const Instant = described(
  new t.Type<Date, string, unknown>(
    "Instant",
    (u): u is Date => u instanceof Date && !Number.isNaN(u.getTime()),
    (u, c) => {
      const at = typeof u === "string" && ISO_INSTANT.test(u) ? new Date(u) : undefined;
      return at && !Number.isNaN(at.getTime()) ? t.success(at) : t.failure(u, c, "expected an ISO instant");
    },
    (at) => at.toISOString(),
  ),
  (side) =>
    side === "input"
      ? { type: "string", pattern: ISO_INSTANT.source }
      : { type: "string", format: "date-time" },
);

/** What a test moves a test server's clock to. */
export const TestClockRequest = t.type({ at: Instant });
export type TestClockRequest = t.TypeOf<typeof TestClockRequest>;

/** The test server's new time and what the reminder job's tick did at it. */
export const TestClockMoved = t.strict({ now: Instant, tick: ReminderTick });
export type TestClockMoved = t.TypeOf<typeof TestClockMoved>;
