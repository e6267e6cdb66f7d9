import * as t from "io-ts";
import { AppealSummary } from "./appealSummary";

/** One line of the staff inbox: the appeal's summary with whose it is (the customer's name and tax id). */
export const InboxItem = t.exact(
  t.intersection([AppealSummary.type, t.type({ owner_name: t.string, owner_tin: t.string })]),
);
export type InboxItem = t.TypeOf<typeof InboxItem>;
