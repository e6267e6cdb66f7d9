import * as t from "io-ts";
import { Flag, Id, Int, LongText, nullable, ShortText, Som } from "../shared/primitives";

/**
 * A recognition / expertise / method-recognition row (spec section 3): types 8, 10, 11,
 * 9, 14, 15, 16 and 17 all send this shape. recognition_file is the stored PDF name the
 * upload call answered with. `together` = 1 asks for one joint certificate.
 */
export const RecognitionRow = t.exact(
  t.partial({
    id: nullable(Id),
    device_id: nullable(Id),
    appeal_id: nullable(Id),
    type_id: nullable(Id),
    device_name: nullable(ShortText),
    amount: nullable(Int),
    /** Organisation or manufacturer (types 8 and 10), or free detail. */
    about_device: nullable(LongText),
    recognition_file: nullable(ShortText),
    together: Flag,
    separately: Flag,
    /** Ignored by the server: fees come from the domain. */
    cost: nullable(Som),
  }),
);
export type RecognitionRow = t.TypeOf<typeof RecognitionRow>;

export const KompleksRow = t.exact(
  t.partial({
    device_name: nullable(ShortText),
    amount: nullable(Int),
    cost: nullable(Som),
    recognition_file: nullable(ShortText),
    check_in: Flag,
    check_out: Flag,
    province_id: nullable(Id),
    city_id: nullable(Id),
    address: nullable(LongText),
    together: Flag,
  }),
);
export type KompleksRow = t.TypeOf<typeof KompleksRow>;

export const CommentRow = t.exact(t.partial({ amount: nullable(Int), comment: nullable(LongText) }));
export type CommentRow = t.TypeOf<typeof CommentRow>;
