import * as E from "fp-ts/lib/Either";
import { type Actor, notFound, type Result } from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";
import type { ContractDeps } from "./deps";
import { contractReader, mayRead } from "./contractReaders";

/**
 * GET /api/appeals/{id}/contracts: the contract and invoice of an appeal, for the appeal's
 * page (the customer downloads them there): the owner's, and those of staff's branches for staff.
 */
export function makeListAppealContracts(deps: ContractDeps) {
  return async function listAppealContracts(actor: Actor, appealId: number): Result<ContractRecord[]> {
    const reader = contractReader(actor);
    if (E.isLeft(reader)) return reader;
    const appeal = await deps.appeals.findById(appealId);
    if (!appeal) return E.left(notFound);
    const may = mayRead(reader.right, appeal, appeal.branch_id);
    if (E.isLeft(may)) return may;
    return E.right(await deps.contracts.findByAppeal(appealId));
  };
}
