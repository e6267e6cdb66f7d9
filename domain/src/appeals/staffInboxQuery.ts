import * as t from "io-ts";
import { APPEAL_KINDS, type AppealKindName } from "./destinations";
import { APPEAL_STATUSES, type AppealStatus } from "./lifecycle";
import { Id, IsoDate, nullable, ShortText } from "../shared/primitives";

const oneOf = <K extends string>(values: readonly K[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>, name);

export const AppealStatusCodec = oneOf<AppealStatus>(APPEAL_STATUSES, "AppealStatus");
export const AppealKindCodec = oneOf<AppealKindName>(APPEAL_KINDS, "AppealKind");
export const SortOrderCodec = t.keyof({ newest: null, oldest: null }, "SortOrder");
export type SortOrder = t.TypeOf<typeof SortOrderCodec>;

/** `?limit&before` of a keyset-paged list: `before` is the `next` cursor of the page before. */
export const PageQuery = t.exact(t.partial({ limit: nullable(Id), before: nullable(Id) }));
export type PageQuery = t.TypeOf<typeof PageQuery>;

/**
 * The staff inbox's filters (GET /api/staff/appeals). `customer` is a tax id, PINFL or
 * name fragment; `from` and `to` are creation dates, both days taken in whole.
 */
export const StaffInboxQuery = t.exact(
  t.partial({
    kind: nullable(AppealKindCodec),
    status: nullable(AppealStatusCodec),
    branch_id: nullable(Id),
    customer: nullable(ShortText),
    from: nullable(IsoDate),
    to: nullable(IsoDate),
    sort: nullable(SortOrderCodec),
    limit: nullable(Id),
    before: nullable(Id),
  }),
);
export type StaffInboxQuery = t.TypeOf<typeof StaffInboxQuery>;
