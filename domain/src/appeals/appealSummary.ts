import * as t from "io-ts";
import { AppealKindCodec, AppealStatusCodec } from "./staffInboxQuery";
import { Id } from "../shared/primitives";

/** One line of a list of appeals ("my applications"): newest first, the total in so'm as a decimal string. */
export const AppealSummary = t.exact(
  t.intersection([
    t.type({
      id: Id,
      kind: AppealKindCodec,
      owner_id: Id,
      status: AppealStatusCodec,
      total: t.string,
      created_at: t.string,
    }),
    t.partial({ type_id: t.number, branch_id: t.number }),
  ]),
);
export type AppealSummary = t.TypeOf<typeof AppealSummary>;
