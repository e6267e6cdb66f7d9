import type { ContractPreview, ContractRequest, Language, PageQuery } from "@portal/domain";
import type { Actor, Page, Result } from "../shared";
import type { ContractFile } from "./contractDocument";
import type { ContractRecord } from "./ports/ContractRepository";

export type { ContractFile };

/** Contracts and invoices: made by staff from an appeal, read by their customer and staff. */
export interface ContractUseCases {
  createContract(actor: Actor, request: ContractRequest): Result<ContractRecord>;
  /** The invoice of an appeal under a yearly contract, made as a contract is. */
  createInvoice(actor: Actor, request: ContractRequest): Result<ContractRecord>;
  /** Staff: the appeal's next document (a contract, or a yearly appeal's invoice) as creating it would store it. */
  contractPreview(actor: Actor, appealId: number): Result<ContractPreview>;
  /** Contracts and invoices, newest first: staff every one, a customer their own, reviewers none. */
  listContracts(actor: Actor, page: PageQuery): Result<Page<ContractRecord>>;
  /** The contract and invoice of one appeal: its owner's, and any for staff (reviewers: none). */
  listAppealContracts(actor: Actor, appealId: number): Result<ContractRecord[]>;
  /** A contract or invoice as a PDF in the language asked for. */
  contractDocument(actor: Actor, contractId: number, lang: Language): Result<ContractFile>;
}
