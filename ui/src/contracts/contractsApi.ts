import type { contractsApi } from "@portal/domain/contracts/api";
import type { RequestOf } from "@portal/domain/shared/api";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const contractsRows = lazyTable(() => import("@portal/domain/contracts/api").then((m) => m.contractsApi));

/** The contracts module's calls the contract pages make: creating one, and the new ones. */

/** The contract and invoice call's body (spec 7): the appeal, the number, every saved row by its id. */
export type ContractRequest = RequestOf<typeof contractsApi.createContract>;

export const createContract = (request: ContractRequest) =>
  callApi(http, contractsRows, "createContract", { body: request });

export const createInvoice = (request: ContractRequest) =>
  callApi(http, contractsRows, "createInvoice", { body: request });

/** Contracts and invoices, newest first: a page of `limit` before the cursor. */
export const listContracts = (limit: number, before?: number) =>
  callApi(http, contractsRows, "listContracts", { query: { limit, before } });
