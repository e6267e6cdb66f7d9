import * as t from "io-ts";
import { Int } from "../shared/primitives";

/** What one delivery pass of the outbox did. */
export const DeliveryReport = t.strict({
  sent: Int,
  failed: Int,
  /** Due mail another process held. */
  busy: Int,
  /** Due mail whose address is not one valid address: marked refused, never sent. */
  refused: Int,
});
export type DeliveryReport = t.TypeOf<typeof DeliveryReport>;
