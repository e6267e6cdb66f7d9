import * as t from "io-ts";
import { Flag, Id, Int, LongText, nullable, ShortText, Som, text } from "../shared/primitives";

/**
 * One verification / calibration device line in its payload form (spec section 3).
 * type_id and device_id may be missing here; the verification validator names them.
 */
export const VerificationLine = t.exact(
  t.partial({
    type_id: nullable(Id),
    section_id: nullable(Id),
    section_name: nullable(ShortText),
    device_id: nullable(Id),
    device_name: nullable(ShortText),
    about_device: nullable(LongText),
    /** Ignored by the server: the device's catalogue price is used. */
    cost: nullable(Som),
    amount: nullable(Int),
    check_out: Flag,
    check_in: Flag,
    province_id: nullable(Id),
    city_id: nullable(Id),
    address: nullable(text(500)),
  }),
);
export type VerificationLine = t.TypeOf<typeof VerificationLine>;

export const VERIFICATION_LINE_DEFAULTS = { amount: 1, check_out: 0, check_in: 1 } as const;
