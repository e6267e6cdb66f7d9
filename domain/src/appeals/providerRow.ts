import * as t from "io-ts";
import { PROVIDER_DEVICE_ID, TypeId } from "../shared/constants";
import { Id, Int, LongText, nullable, ShortText } from "../shared/primitives";

/** A proficiency-testing provider row as the form holds it (spec 2.8 and 3). */
export const ProviderRow = t.exact(
  t.partial({
    device_type_id: nullable(Id),
    mtd_name: nullable(ShortText),
    laboratory_name: nullable(ShortText),
    laboratory_director_name: nullable(ShortText),
    laboratory_address: nullable(ShortText),
    measurement_size: nullable(ShortText),
    method: nullable(LongText),
    applied_devices: nullable(LongText),
    about_device: nullable(LongText),
    amount: nullable(Int),
  }),
);
export type ProviderRow = t.TypeOf<typeof ProviderRow>;

/** What a provider row becomes when sent: fixed type 18, device 1146, cost 0, name from mtd_name. */
export interface SentProviderRow extends ProviderRow {
  readonly type_id: typeof TypeId.provider;
  readonly device_id: typeof PROVIDER_DEVICE_ID;
  readonly cost: 0;
  readonly device_name: string;
}

export const toSentProviderRow = (row: ProviderRow): SentProviderRow => ({
  ...row,
  amount: row.amount ?? 1,
  type_id: TypeId.provider,
  device_id: PROVIDER_DEVICE_ID,
  cost: 0,
  device_name: row.mtd_name ?? "",
});
