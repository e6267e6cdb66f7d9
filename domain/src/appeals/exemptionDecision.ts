import * as t from "io-ts";
import { Id, LongText, nullable } from "../shared/primitives";
import { ExemptionDecisionKind } from "./exemption";

/**
 * The reviewer's (or staff's) word on an appeal's exemption claim: confirm or refuse, with a
 * note (a refusal needs one: the customer pays the full price and must read why). `version`,
 * when given, is the version the caller saw.
 */
export const ExemptionDecision = t.exact(
  t.intersection([
    t.type({ decision: ExemptionDecisionKind }),
    t.partial({ note: nullable(LongText), version: nullable(Id) }),
  ]),
);
export type ExemptionDecision = t.TypeOf<typeof ExemptionDecision>;
