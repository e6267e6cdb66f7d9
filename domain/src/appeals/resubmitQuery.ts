import * as t from "io-ts";
import { Id } from "../shared/primitives";

/**
 * `?version` of a resubmission: the version of the sent-back appeal the customer's form was
 * opened at. A newer stored one is refused, so no change made meanwhile is overwritten.
 */
export const ResubmitQuery = t.exact(t.type({ version: Id }));
export type ResubmitQuery = t.TypeOf<typeof ResubmitQuery>;
