import * as t from "io-ts";
import { Id, IsoDate, text } from "../shared/primitives";
import { StandardState } from "./referenceStandard";

/** The longest text of each field a standard's form takes. */
export const StandardLimits = {
  name: 200,
  type: 200,
  serial_number: 100,
  range: 200,
  accuracy: 200,
  certificate_number: 100,
  issuer: 255,
  search: 100,
} as const;

/** POST /api/staff/standards and PUT /api/staff/standards/:id: the whole standard. */
export const StandardRequest = t.strict({
  name: text(StandardLimits.name),
  type: text(StandardLimits.type),
  serial_number: text(StandardLimits.serial_number),
  range: text(StandardLimits.range),
  accuracy: text(StandardLimits.accuracy),
  certificate: t.strict({
    number: text(StandardLimits.certificate_number),
    issuer: text(StandardLimits.issuer),
    valid_until: IsoDate,
  }),
  branch_id: Id,
});
export type StandardRequest = t.TypeOf<typeof StandardRequest>;

/** GET /api/staff/standards: `?state=` narrows to one state, `?q=` searches name, type, serial and certificate number. */
export const StandardsQuery = t.exact(t.partial({ state: StandardState, q: text(StandardLimits.search) }));
export type StandardsQuery = t.TypeOf<typeof StandardsQuery>;
