import * as t from "io-ts";
import { MAX_ROWS } from "../appeals";
import {
  boundedArray,
  Flag,
  Id,
  Int,
  LongText,
  nullable,
  PercentCodec,
  ShortText,
  Som,
} from "../shared/primitives";

/** An annual (yearly) contract with its VAT data (spec section 3). */
export const YearlyAppeal = t.type({
  no_nds: Flag,
  nds: PercentCodec,
  resolution: t.string,
  lawyer_note: t.string,
});
export type YearlyAppeal = t.TypeOf<typeof YearlyAppeal>;

export const Contract = t.type({ id: Id, contract_number: ShortText, yearlyAppeal: YearlyAppeal });
export type Contract = t.TypeOf<typeof Contract>;

export const Contragent = t.type({ discount: PercentCodec });
export type Contragent = t.TypeOf<typeof Contragent>;

/**
 * A field of a row that the contract call sends as null when there is nothing to say
 * (spec 7: the original portal's page does, and so does ours): read as left out, and
 * typed so that a client may send the null.
 */
const orNull = <C extends t.Mixed>(codec: C) =>
  nullable(codec) as unknown as t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | null | undefined, unknown>;

/**
 * A device row of the contract / invoice call (spec 7, recognition/contract/store):
 * `id` names the stored appeal's row; the server reads only it and `together`, and takes
 * amounts and costs from the stored appeal and the domain fees.
 */
export const ContractDevice = t.exact(
  t.partial({
    id: orNull(Id),
    device_id: orNull(Id),
    type_id: orNull(Id),
    amount: orNull(Int),
    cost: orNull(Som),
    together: Flag,
  }),
);
export type ContractDevice = t.TypeOf<typeof ContractDevice>;

/** The body of recognition/contract/store and recognition/create-invoice. */
export const ContractRequest = t.exact(
  t.intersection([
    t.type({ appeal_id: Id }),
    t.partial({
      contract_number: nullable(ShortText),
      devices: boundedArray(ContractDevice, MAX_ROWS),
      note: nullable(LongText),
    }),
  ]),
);
export type ContractRequest = t.TypeOf<typeof ContractRequest>;
