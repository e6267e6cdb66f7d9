import { appealRowFee } from "@portal/domain/appeals/fees";
import { toDecimalString } from "@portal/domain/shared/money";
import { validateContractNumber } from "@portal/domain/contracts/contractNumber";
import type { ContractRow } from "../forms/contractEntry";
import type { SubmitSteps } from "../forms/submitFlow";
import { type ContractRequest, createContract, createInvoice } from "./contractsApi";

/** A row of the contract call as this page sends it: every field, null where there is nothing to say. */
type ContractRequestRow = Required<NonNullable<ContractRequest["devices"]>[number]>;

/** Where staff land after creating a contract or invoice (spec 2.10): the new contracts. */
export const NEW_CONTRACTS = "/recognition/contract/new";

/**
 * A saved row as the contract call sends it (spec 7): its id, device, type, amount, the
 * cost the page shows (the domain fee for its amount and joint choice; null where the spec
 * gives no fee) and the joint choice. The server matches rows by id and prices them itself.
 */
export function contractRequestRow(row: ContractRow): ContractRequestRow {
  const together = row.together === 1 ? 1 : 0;
  const fee =
    row.type_id === undefined || row.type_id === null
      ? undefined
      : appealRowFee(row.type_id, row.amount ?? 0, together === 1);
  return {
    id: row.id ?? null,
    device_id: row.device_id ?? null,
    type_id: row.type_id ?? null,
    amount: row.amount ?? null,
    cost: fee === undefined ? null : toDecimalString(fee),
    together,
  };
}

/**
 * Creating a contract (not yearly) or an invoice (yearly) from the contract page, through
 * the one submit flow: the number is required ('Shartnoma raqamini kiriting!'); every saved
 * row goes with its id, and the server keeps amounts and costs from the stored appeal. A
 * network or server failure says the contract's own 'Oops…' text (spec 8), not the save's.
 */
export function contractSteps(
  appealId: number,
  yearly: boolean,
  rows: readonly ContractRow[],
  contractNumber: string,
): SubmitSteps {
  const request: ContractRequest = {
    appeal_id: appealId,
    contract_number: contractNumber.trim(),
    devices: rows.map(contractRequestRow),
  };
  return {
    validate: () => validateContractNumber(contractNumber),
    send: async () => {
      const answer = await (yearly ? createInvoice(request) : createContract(request));
      return { status: answer.status, message: answer.message, redirect: NEW_CONTRACTS };
    },
    failure: "contractFailed",
  };
}
