import { validateContractNumber } from "@portal/domain/validation/contractNumber";
import type { ContractRow } from "../forms/contractEntry";
import type { SubmitSteps } from "../forms/submitFlow";
import { workApi } from "./workApi";

/** Where staff land after creating a contract or invoice (spec 2.10): the new contracts. */
export const NEW_CONTRACTS = "/recognition/contract/new";

/**
 * Creating a contract (not yearly) or an invoice (yearly) from the contract page, through
 * the one submit flow: the number is required ('Shartnoma raqamini kiriting!'); amounts and
 * costs are the stored appeal's, the request carries each row's joint choice only. A
 * network or server failure says the contract's own 'Oops…' text (spec 8), not the save's.
 */
export function contractSteps(
  appealId: number,
  yearly: boolean,
  rows: readonly ContractRow[],
  contractNumber: string,
): SubmitSteps {
  const request = {
    appeal_id: appealId,
    contract_number: contractNumber.trim(),
    devices: rows.map((row) => ({ together: row.together === 1 ? (1 as const) : (0 as const) })),
  };
  return {
    validate: () => validateContractNumber(contractNumber),
    send: async () => {
      const answer = await (yearly ? workApi.createInvoice(request) : workApi.createContract(request));
      return { status: answer.status, message: answer.message, redirect: NEW_CONTRACTS };
    },
    failure: "contractFailed",
  };
}
