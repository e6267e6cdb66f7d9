import * as t from "io-ts";
import { Flag, Id, ShortText, text } from "../shared/primitives";
import { described } from "../shared/schema";

const SOM_TEXT = /^\d+\.\d{2}$/;

/** A catalogue price as the catalogue keeps it: so'm as a decimal string with two decimals. */
const SomText = described(
  t.refinement(t.string, (s) => SOM_TEXT.test(s), "SomText"),
  { type: "string", pattern: SOM_TEXT.source, description: "so'm, two decimals" },
);

/** A device of the service catalogue, as the lookups list it (spec 7), named in the language asked for. */
export const CatalogueDevice = t.strict({
  id: Id,
  name: ShortText,
  type_id: Id,
  section_id: t.union([Id, t.null]),
  cost: SomText,
  spetsifikatsiya: text(2000),
  k_2: ShortText,
  /** Whether an inspector may come on site for it (spec 2.7). */
  check_out: Flag,
});
export type CatalogueDevice = t.TypeOf<typeof CatalogueDevice>;
