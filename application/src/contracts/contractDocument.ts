import type { Language } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  deviceNames,
  notFound,
  type RequisiteRecord,
  type Result,
} from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";
import { contractDocumentView } from "./contractDocumentView";
import type { ContractDeps } from "./deps";
import { contractReader, mayRead } from "./contractReaders";

/** A rendered contract or invoice, with the record it was made from. */
export interface ContractFile {
  readonly contract: ContractRecord;
  readonly bytes: Buffer;
  readonly contentType: string;
}

/**
 * GET /api/contracts/{id}/pdf: the contract or invoice as a document in the language
 * asked for. The customer downloads their own, staff those of the branches they work on;
 * for another customer the contract does not exist.
 */
export function makeContractDocument(deps: ContractDeps) {
  /** The customer's requisite the appeal chose, when it is still theirs. */
  async function ownRequisite(
    contract: ContractRecord,
    appeal: AppealRecord | undefined,
  ): Promise<RequisiteRecord | undefined> {
    const id = appeal?.appeal.account_number_id;
    if (id === undefined || !Number.isSafeInteger(id) || id <= 0) return undefined;
    const requisite = await deps.requisites.findById(id);
    return requisite?.user_id === contract.owner_id ? requisite : undefined;
  }

  return async function contractDocument(
    actor: Actor,
    contractId: number,
    lang: Language,
  ): Result<ContractFile> {
    const reader = contractReader(actor);
    if (E.isLeft(reader)) return reader;
    const contract = await deps.contracts.findById(contractId);
    if (!contract) return E.left(notFound);
    const appeal = await deps.appeals.findById(contract.appeal_id);
    const may = mayRead(reader.right, contract, appeal?.branch_id);
    if (E.isLeft(may)) return may;
    const [owner, requisite, names] = await Promise.all([
      deps.users.findById(contract.owner_id),
      ownRequisite(contract, appeal),
      deviceNames(deps.catalogue, lang),
    ]);
    const document = contractDocumentView({
      contract,
      ...(owner ? { owner } : {}),
      ...(requisite ? { requisite } : {}),
      organisation: deps.config.organisation,
      lang,
      ...(appeal ? { catalogue: { kind: appeal.kind, names } } : {}),
    });
    const file = await deps.documents.render(document);
    return E.right({ contract, bytes: file.bytes, contentType: file.contentType });
  };
}
