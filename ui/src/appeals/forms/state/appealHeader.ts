import type { Language } from "@portal/domain/shared/constants";
import type { AppealHeader } from "@portal/domain/appeals/appeal";
import type { Contract, YearlyAppeal } from "@portal/domain/contracts/contract";
import { message } from "@portal/domain/shared/message";
import { renderMessage } from "../../../i18n/domainTexts";
import { toFlag } from "./flag";

/**
 * The header panel of the verification form (spec 2.6 and 4). Generic over the header so a
 * UI state with more fields keeps them.
 */

/** Ticks or unticks is_free; ticking clears no_nds (spec 4). */
export const setFree = <H extends AppealHeader>(header: H, on: boolean): H =>
  on ? { ...header, is_free: 1, no_nds: 0 } : { ...header, is_free: toFlag(on) };

/** Ticks or unticks no_nds; ticking clears is_free (spec 4). */
export const setNoNds = <H extends AppealHeader>(header: H, on: boolean): H =>
  on ? { ...header, no_nds: 1, is_free: 0 } : { ...header, no_nds: toFlag(on) };

/** A contract has no VAT when its no_nds is 1 or its nds is 0. */
export const isVatFreeContract = (yearly: YearlyAppeal): boolean => yearly.no_nds === 1 || yearly.nds === 0n;

const nonEmpty = (value: string | null | undefined): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/**
 * Choosing an annual contract (spec 4): sets contract_id and loads the contract's VAT data
 * (nds, no_nds, resolution, lawyer_note), replacing what the header held. When the contract
 * has no VAT, an empty resolution or lawyer_note defaults to the catalogue text
 * `yearlyContractVatFree` in `language`; the contract's own non-empty texts win. When the
 * contract has VAT, its empty texts leave the fields empty. A contract with no_nds = 1
 * unticks is_free, keeping the two options exclusive.
 */
export function applyYearlyContract<H extends AppealHeader>(
  header: H,
  contract: Pick<Contract, "id" | "yearlyAppeal">,
  language: Language,
): H {
  const yearly = contract.yearlyAppeal;
  const fallback = isVatFreeContract(yearly)
    ? renderMessage(message("yearlyContractVatFree"), language)
    : undefined;
  return {
    ...header,
    contract_id: contract.id,
    nds: yearly.nds,
    no_nds: yearly.no_nds,
    ...(yearly.no_nds === 1 ? { is_free: 0 as const } : {}),
    resolution: nonEmpty(yearly.resolution) ?? fallback,
    lawyer_note: nonEmpty(yearly.lawyer_note) ?? fallback,
  };
}
