import type { ContractUseCases } from "./ContractUseCases";
import { makeContractDocument } from "./contractDocument";
import { makeContracts } from "./contracts";
import type { ContractDeps } from "./deps";
import { makeListAppealContracts } from "./listAppealContracts";
import { makeListContracts } from "./listContracts";
import { makePreviewContract } from "./previewContract";

/** The contract and invoice use cases over the given ports. */
export function makeContractUseCases(deps: ContractDeps): ContractUseCases {
  return {
    ...makeContracts(deps),
    contractPreview: makePreviewContract(deps),
    listContracts: makeListContracts(deps),
    listAppealContracts: makeListAppealContracts(deps),
    contractDocument: makeContractDocument(deps),
  };
}
