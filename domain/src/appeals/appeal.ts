import * as t from "io-ts";
import {
  EmailText,
  Flag,
  Id,
  LongText,
  nullable,
  PercentCodec,
  ShortText,
  Som,
  text,
} from "../shared/primitives";

/**
 * The appeal header (spec section 3) as a client sends it. Every field is optional at
 * this level: which ones are required, and with which message, is the validators' work.
 * Cost is accepted only to be ignored: the server computes every cost itself.
 */
export const AppealHeader = t.exact(
  t.partial({
    user_id: nullable(Id),
    contract_id: nullable(Id),
    is_offline: Flag,
    nds: PercentCodec,
    branch_id: nullable(Id),
    branch: nullable(t.exact(t.partial({ id: Id, name: ShortText }))),
    check_out: Flag,
    cost: nullable(Som),
    is_yearly: Flag,
    is_free: Flag,
    is_recognition: Flag,
    no_nds: Flag,
    resolution: nullable(LongText),
    lawyer_note: nullable(LongText),
    one_place: Flag,
    account_number_id: nullable(Id),
    new_account_number: nullable(ShortText),
    /** Always 0 in the spec. */
    is_old: t.literal(0),
    province: nullable(Id),
    city: nullable(Id),
    address: nullable(text(500)),
    email: nullable(EmailText),
  }),
);
export type AppealHeader = t.TypeOf<typeof AppealHeader>;

/** Shared state defaults of spec section 3. */
export const APPEAL_DEFAULTS = {
  one_place: 1,
  is_free: 0,
  is_recognition: 0,
  no_nds: 0,
  is_yearly: 0,
  is_offline: 0,
  is_old: 0,
} as const satisfies AppealHeader;
