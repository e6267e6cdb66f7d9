import * as t from "io-ts";
import { Id, IsoDate } from "../shared/primitives";
import { DueState } from "./dueState";
import { RegisterCursor } from "./registerQuery";
import { SelfDevice, SelfDeviceNames } from "./selfDevice";

/**
 * A register row with its due state on today's Tashkent date, and the customer's open
 * applications that already hold the instrument, if any (`openApplicationsOf`).
 */
export const RegisterEntry = t.exact(
  t.intersection([
    SelfDevice,
    SelfDeviceNames,
    t.type({ state: DueState }),
    t.partial({ open_appeals: t.array(Id) }),
  ]),
);
export type RegisterEntry = t.TypeOf<typeof RegisterEntry>;

/**
 * A page of the register: its entries, the cursor of the next page when there is one (null
 * on the last), and the Tashkent day the states are of.
 */
export const RegisterPage = t.strict({
  items: t.array(RegisterEntry),
  next: t.union([RegisterCursor, t.null]),
  today: IsoDate,
});
export type RegisterPage = t.TypeOf<typeof RegisterPage>;
