import * as t from "io-ts";
import { Flag, Id, nullable, ShortText } from "../shared/primitives";

/** A customer as staff find and pick them (offline entry, GET /api/staff/customers). */
export const CustomerSummary = t.intersection([
  t.strict({
    id: Id,
    /** The company's name for a legal entity, else "last first middle". */
    name: t.string,
    /** The company's tax id for a legal entity, else the personal one. */
    tin: t.string,
    corporate: Flag,
  }),
  /** PINFL (JSHSHIR) of the person, when known. */
  t.exact(t.partial({ pin: t.string })),
]);
export type CustomerSummary = t.TypeOf<typeof CustomerSummary>;

/** GET /api/staff/customers's query: a tax id, a PINFL or a fragment of a name; none finds nobody. */
export const CustomerSearch = t.partial({ q: nullable(ShortText) });
export type CustomerSearch = t.TypeOf<typeof CustomerSearch>;
