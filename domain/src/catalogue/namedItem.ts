import * as t from "io-ts";
import { Id, ShortText } from "../shared/primitives";

/** An item of a reference list (a province, city, branch, service type, section), named in the language asked for. */
export const NamedItem = t.strict({ id: Id, name: ShortText });
export type NamedItem = t.TypeOf<typeof NamedItem>;
