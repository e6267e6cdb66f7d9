import * as t from "io-ts";
import { Id, IsoDate, nullable, ShortText } from "../shared/primitives";

/**
 * The certificate of the last result recorded for an instrument (issue 14), and when it was
 * revoked if it was (the register shows it revoked and keeps its dates: docs/decisions.md).
 */
export const LastCertificate = t.exact(
  t.intersection([t.type({ number: ShortText, appeal_id: Id }), t.partial({ revoked_at: ShortText })]),
);
export type LastCertificate = t.TypeOf<typeof LastCertificate>;

/**
 * A customer's own measuring instrument as stored (spec 2.3, 2.4, 3). Beyond the spec: the
 * instrument's serial (factory) number, which a result of the work matches it by; whether
 * its last result found it unfit; and the certificate of that result.
 */
export const SelfDevice = t.intersection([
  t.type({
    id: Id,
    user_id: Id,
    device_id: Id,
    country_id: Id,
    area_of_use_id: Id,
    inspection_date: IsoDate,
    next_inspection_date: IsoDate,
  }),
  t.partial({
    serial_number: ShortText,
    unfit: t.boolean,
    last_certificate: LastCertificate,
  }),
]);
export type SelfDevice = t.TypeOf<typeof SelfDevice>;

/** The names a register row shows beside the stored record: its owner's and the catalogue's. */
export const SelfDeviceNames = t.type({
  soogu_name: ShortText,
  company_name: ShortText,
  tin: ShortText,
  device_name: ShortText,
  country_name: ShortText,
  k_2: ShortText,
  area_of_use_name: ShortText,
});
export type SelfDeviceNames = t.TypeOf<typeof SelfDeviceNames>;

/** The register's row: the stored record plus the names the table shows. */
export const SelfDeviceListItem = t.exact(t.intersection([SelfDevice, SelfDeviceNames]));
export type SelfDeviceListItem = t.TypeOf<typeof SelfDeviceListItem>;

/** What the self-device modal sends (POST /self-devices/save and /{id}/update). */
export const SelfDeviceInput = t.exact(
  t.partial({
    user_id: nullable(Id),
    device_id: nullable(Id),
    country_id: nullable(Id),
    area_of_use_id: nullable(Id),
    inspection_date: nullable(IsoDate),
    next_inspection_date: nullable(IsoDate),
    serial_number: nullable(ShortText),
  }),
);
export type SelfDeviceInput = t.TypeOf<typeof SelfDeviceInput>;
