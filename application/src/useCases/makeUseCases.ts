import { makeAccounts } from "./accounts";
import { makeAppealQueries } from "./appealQueries";
import { makeCabinet } from "./cabinet";
import { makeChangeAppealStatus } from "./changeAppealStatus";
import { makeContractDocument } from "./contractDocument";
import { makeContracts } from "./contracts";
import { makeCustomerForEntry } from "./customerForEntry";
import type { Deps } from "./deps";
import { makeFeedback } from "./feedback";
import { makeListAppealContracts } from "./listAppealContracts";
import { makeListContracts } from "./listContracts";
import { makeLookups } from "./lookups";
import { makeReviewerUpdateAppeal } from "./reviewerUpdateAppeal";
import { makeSaveAppeal } from "./saveAppeal";
import { makeSearchCustomers } from "./searchCustomers";
import { makeSelfDevices } from "./selfDevices";
import { makeSessions } from "./sessions";
import { makeStaffInbox } from "./staffInbox";
import { makeUploads } from "./uploads";
import type { UseCases } from "./UseCases";

/** Every use case of the portal over the given ports. */
export function makeUseCases(deps: Deps): UseCases {
  const saveAppeal = makeSaveAppeal(deps);
  return {
    ...makeSessions(deps),
    saveAppeal: (actor, endpoint, body, key) => saveAppeal(actor, endpoint, body, false, key),
    saveDraft: (actor, body, key) => saveAppeal(actor, "verification", body, true, key),
    ...makeAppealQueries(deps),
    ...makeUploads(deps),
    ...makeContracts(deps),
    listContracts: makeListContracts(deps),
    listAppealContracts: makeListAppealContracts(deps),
    contractDocument: makeContractDocument(deps),
    changeAppealStatus: makeChangeAppealStatus(deps),
    staffInbox: makeStaffInbox(deps),
    reviewerUpdateAppeal: makeReviewerUpdateAppeal(deps),
    searchCustomers: makeSearchCustomers(deps),
    customerForEntry: makeCustomerForEntry(deps),
    ...makeFeedback(deps),
    ...makeSelfDevices(deps),
    ...makeAccounts(deps),
    ...makeCabinet(deps),
    ...makeLookups(deps),
  };
}
