import type { PageQuery } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Actor, Page, Result } from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";
import type { ContractDeps } from "./deps";
import { contractReader } from "./contractReaders";

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;

/**
 * GET /api/contracts: contracts and invoices, newest first, keyset-paged. Staff see every
 * one (the new-contracts page, {base}/recognition/contract/new); a customer their own.
 */
export function makeListContracts(deps: ContractDeps) {
  return async function listContracts(actor: Actor, page: PageQuery): Result<Page<ContractRecord>> {
    const reader = contractReader(actor);
    if (E.isLeft(reader)) return reader;
    const filter = "all" in reader.right ? {} : { owner_id: reader.right.owner.id };
    return E.right(
      await deps.contracts.list(filter, {
        limit: Math.min(page.limit ?? DEFAULT_PAGE, MAX_PAGE),
        ...(page.before ? { before: page.before } : {}),
      }),
    );
  };
}
