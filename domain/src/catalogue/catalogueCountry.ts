import * as t from "io-ts";
import { Id, ShortText } from "../shared/primitives";

/** A country of manufacture: its Uzbek name always, and its name in the language asked for. */
export const CatalogueCountry = t.strict({ id: Id, name_uz: ShortText, name: ShortText });
export type CatalogueCountry = t.TypeOf<typeof CatalogueCountry>;
