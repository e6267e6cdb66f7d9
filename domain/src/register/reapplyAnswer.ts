import * as t from "io-ts";
import { CatalogueDevice, NamedItem } from "../catalogue";
import { Id } from "../shared/primitives";

/**
 * One line of a verification application prefilled from register entries: the service type,
 * the catalogue device as the lookups list it (the form decodes it with the catalogue's
 * `Device`), how many, and the entries' serial numbers in "about device".
 */
export const ReapplyLine = t.strict({
  type: NamedItem,
  device: CatalogueDevice,
  amount: Id,
  about_device: t.string,
  entry_ids: t.array(Id),
});
export type ReapplyLine = t.TypeOf<typeof ReapplyLine>;

/** The prefilled lines, and the entries whose device has no verification price: the customer chooses. */
export const ReapplyAnswer = t.strict({
  lines: t.array(ReapplyLine),
  needs_choice: t.array(t.strict({ id: Id, device_name: t.string, serial_number: t.string })),
});
export type ReapplyAnswer = t.TypeOf<typeof ReapplyAnswer>;
