import * as E from "fp-ts/lib/Either";
import { Limits } from "../shared/constants";
import type { AppealHeader } from "./appeal";
import type { VerificationLine } from "./verificationLine";
import { checkSummaLimit } from "./formulas";
import { type Message, message, rowMessage } from "../shared/message";
import type { Money } from "../shared/money";
import { isMissing, isUnchosen, isWholeBetween, when } from "../shared/rules";

export interface VerificationAppealInput {
  readonly appeal?: AppealHeader | undefined;
  readonly devices: readonly VerificationLine[];
}

export interface VerificationAppealContext {
  readonly corporate: boolean;
  readonly offerAccepted: boolean;
  /** The form total with VAT (formulas.formTotal); no limit check without it. */
  readonly total?: Money | undefined;
  /** The customer's remaining summaLimit; no limit check without it. */
  readonly summaLimit?: Money | undefined;
}

/**
 * Sending the verification / calibration form (spec 5). Header, in the spec's order:
 * limit, branch, resolution (is_free or no_nds), yearly contract, on-site city and address,
 * requisites, offer; then devicesRequired when there is no line; then each line in turn:
 * type, device, amount, and for an on-site line province, city, address.
 *
 * The amount must be a whole number 1..1000, as the message promises (the old check let
 * 0 and 1001 through); a missing amount gets the same message.
 */
export function validateVerificationAppeal(
  input: VerificationAppealInput,
  context: VerificationAppealContext,
): Message[] {
  const header = input.appeal ?? {};
  const onSite = header.check_out === 1;
  return [
    ...limitMessages(context),
    ...when(isUnchosen(header.branch_id), message("branchRequired")),
    ...when(
      (header.is_free === 1 || header.no_nds === 1) && isMissing(header.resolution),
      message("resolutionRequired"),
    ),
    ...when(header.is_yearly === 1 && isUnchosen(header.contract_id), message("yearlyContractRequired")),
    ...when(onSite && isUnchosen(header.city), message("cityRequired")),
    ...when(onSite && isMissing(header.address), message("addressRequired")),
    ...when(context.corporate && isUnchosen(header.account_number_id), message("requisitesRequired")),
    ...when(!context.offerAccepted, message("offerRequired")),
    ...when(input.devices.length === 0, message("devicesRequired")),
    ...input.devices.flatMap((line, i) => lineMessages(line, i + 1)),
  ];
}

function limitMessages(context: VerificationAppealContext): Message[] {
  if (context.total === undefined) return [];
  const checked = checkSummaLimit(context.total, context.summaLimit);
  return E.isLeft(checked) ? [checked.left] : [];
}

/** Whole number 1..1000 (Limits). */
export const isVerificationAmount = (amount: unknown): boolean =>
  isWholeBetween(amount, Limits.verificationAmountMin, Limits.verificationAmountMax);

function lineMessages(line: VerificationLine, n: number): Message[] {
  const onSite = line.check_out === 1;
  return [
    ...when(isUnchosen(line.type_id), rowMessage("lineTypeRequired", n)),
    ...when(isUnchosen(line.device_id), rowMessage("lineDeviceRequired", n)),
    ...when(!isVerificationAmount(line.amount), rowMessage("lineAmountRange", n)),
    ...when(onSite && isUnchosen(line.province_id), rowMessage("lineProvinceRequired", n)),
    ...when(onSite && isUnchosen(line.city_id), rowMessage("lineCityRequired", n)),
    ...when(onSite && isMissing(line.address), rowMessage("lineAddressRequired", n)),
  ];
}
