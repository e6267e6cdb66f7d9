import { branchesListed, type PageQuery } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type Page, type Result, type UserRecord, worksOn } from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";
import type { ContractDeps } from "./deps";
import { contractReader } from "./contractReaders";

const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;

/**
 * GET /api/contracts: contracts and invoices, newest first, keyset-paged. Staff see those
 * of the branches they work on (the new-contracts page, {base}/recognition/contract/new),
 * the head office every one; a customer their own.
 */
export function makeListContracts(deps: ContractDeps) {
  /**
   * A contract is of its appeal's branch, which it does not carry: a branch's page reads
   * every contract newest first, a store page at a time, until its own fill the page.
   */
  async function ofBranches(
    staff: UserRecord,
    limit: number,
    before?: number,
  ): Promise<Page<ContractRecord>> {
    const branches = new Map<number, number | undefined>();
    const branchOf = async (appealId: number) => {
      if (!branches.has(appealId)) branches.set(appealId, (await deps.appeals.findById(appealId))?.branch_id);
      return branches.get(appealId);
    };
    const items: ContractRecord[] = [];
    let cursor = before;
    for (;;) {
      const read = await deps.contracts.list({}, { limit: MAX_PAGE, ...(cursor ? { before: cursor } : {}) });
      for (const [at, contract] of read.items.entries()) {
        if (!worksOn(staff, await branchOf(contract.appeal_id))) continue;
        items.push(contract);
        const more = at < read.items.length - 1 || read.next !== undefined;
        if (items.length === limit) return more ? { items, next: contract.id } : { items };
      }
      if (read.next === undefined) return { items };
      cursor = read.next;
    }
  }

  return async function listContracts(actor: Actor, page: PageQuery): Result<Page<ContractRecord>> {
    const reader = contractReader(actor);
    if (E.isLeft(reader)) return reader;
    const limit = Math.min(page.limit ?? DEFAULT_PAGE, MAX_PAGE);
    const before = page.before ?? undefined;
    if ("staff" in reader.right && branchesListed(reader.right.staff.branches) !== undefined)
      return E.right(await ofBranches(reader.right.staff, limit, before));
    const filter = "staff" in reader.right ? {} : { owner_id: reader.right.owner.id };
    return E.right(await deps.contracts.list(filter, { limit, ...(before ? { before } : {}) }));
  };
}
