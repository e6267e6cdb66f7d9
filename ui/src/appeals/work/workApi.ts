import type { LifecycleRole } from "@portal/domain/appeals/lifecycle";
import type { contractsApi } from "@portal/domain/contracts/api";
import type { ContractKind } from "@portal/domain/contracts/contractRecord";
import { CONTRACT_DOCUMENT } from "@portal/domain/contracts/filePaths";
import type { RequestOf } from "@portal/domain/shared/api";
import { pathOf } from "@portal/domain/shared/callPath";
import { http } from "../../api";
import { callApi, lazyTable } from "../../api/call";
import type { Role } from "../../api/portal";

const contractsRows = lazyTable(() => import("@portal/domain/contracts/api").then((m) => m.contractsApi));

/** What the appeal, staff and reviewer pages share: the lifecycle's roles and the appeal's contracts. */

/** A portal role as the lifecycle sees it. */
export const lifecycleRole = (role: Role): LifecycleRole =>
  role === "staff" || role === "reviewer" ? role : "customer";

/** Where a contract's document is downloaded, in the interface language. */
export const contractPdfHref = (id: number, lang: string): string =>
  `${pathOf(CONTRACT_DOCUMENT, { id })}?lang=${lang}`;

/** The body of the contract and invoice calls (spec 7): the appeal, the number, every row by its id. */
type ContractRequest = RequestOf<typeof contractsApi.createContract>;

export const workApi = {
  /** The appeal's contract and invoice: the contracts module's call, which this page shows. */
  appealContracts: (id: number) => callApi(http, contractsRows, "listAppealContracts", { params: { id } }),
  /** Staff: the appeal's next document as the server would store it. */
  contractPreview: (id: number) => callApi(http, contractsRows, "contractPreview", { params: { id } }),
  /** Staff: the contract, or the invoice of a yearly appeal, from the appeal's page. */
  createDocument: (kind: ContractKind, body: ContractRequest) =>
    callApi(http, contractsRows, kind === "invoice" ? "createInvoice" : "createContract", { body }),
};
