import * as t from "io-ts";
import { Id, LongText, nullable, ShortText } from "../shared/primitives";

/**
 * A feedback submission to a branch (spec 2.2 and 3): anonymous ("private" in the
 * payload's words) or with the sender's identity disclosed ("public").
 */
export const PrivateFeedback = t.exact(
  t.intersection([
    t.type({ type: t.literal("private") }),
    t.partial({ branch_id: nullable(Id), private_msg: nullable(LongText) }),
  ]),
);
export type PrivateFeedback = t.TypeOf<typeof PrivateFeedback>;

export const PublicFeedback = t.exact(
  t.intersection([
    t.type({ type: t.literal("public") }),
    t.partial({
      branch_id: nullable(Id),
      public_msg: nullable(LongText),
      region_id: nullable(Id),
      district_id: nullable(Id),
      name: nullable(ShortText),
      email: nullable(ShortText),
      phone: nullable(ShortText),
    }),
  ]),
);
export type PublicFeedback = t.TypeOf<typeof PublicFeedback>;

export const Feedback = t.union([PrivateFeedback, PublicFeedback]);
export type Feedback = t.TypeOf<typeof Feedback>;
