import * as E from "fp-ts/lib/Either";
import type { Actor } from "../actor";
import { notFound } from "../failures";
import type { ContractRecord } from "../ports";
import type { Deps } from "./deps";
import { contractReader, mayRead } from "./contractReaders";
import type { Result } from "./UseCases";

/**
 * GET /api/appeals/{id}/contracts: the contract and invoice of an appeal, for the appeal's
 * page (the customer downloads them there): the owner's, and any for staff.
 */
export function makeListAppealContracts(deps: Deps) {
  return async function listAppealContracts(actor: Actor, appealId: number): Result<ContractRecord[]> {
    const reader = contractReader(actor);
    if (E.isLeft(reader)) return reader;
    const appeal = await deps.appeals.findById(appealId);
    if (!appeal || !mayRead(reader.right, appeal)) return E.left(notFound);
    return E.right(await deps.contracts.findByAppeal(appealId));
  };
}
