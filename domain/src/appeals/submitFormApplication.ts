import * as t from "io-ts";
import { Flag, Id, Int, nullable, text } from "../shared/primitives";

/** The simple application submit form (spec 2.15). */
export const SubmitFormApplication = t.exact(
  t.partial({
    amount: nullable(Int),
    region: nullable(Id),
    province: nullable(Id),
    address: nullable(text(500)),
    type: nullable(Id),
    section: nullable(Id),
    device: nullable(Id),
    transport: Flag,
    free: Flag,
  }),
);
export type SubmitFormApplication = t.TypeOf<typeof SubmitFormApplication>;
