import { makeAccounts } from "./accounts";
import { makeAppealQueries } from "./appealQueries";
import { makeCabinet } from "./cabinet";
import { makeContracts } from "./contracts";
import type { Deps } from "./deps";
import { makeFeedback } from "./feedback";
import { makeLookups } from "./lookups";
import { makeSaveAppeal } from "./saveAppeal";
import { makeSelfDevices } from "./selfDevices";
import { makeSessions } from "./sessions";
import { makeUploads } from "./uploads";
import type { UseCases } from "./UseCases";

/** Every use case of the portal over the given ports. */
export function makeUseCases(deps: Deps): UseCases {
  const saveAppeal = makeSaveAppeal(deps);
  return {
    ...makeSessions(deps),
    saveAppeal: (actor, endpoint, body) => saveAppeal(actor, endpoint, body),
    saveDraft: (actor, body) => saveAppeal(actor, "verification", body, true),
    ...makeAppealQueries(deps),
    ...makeUploads(deps),
    ...makeContracts(deps),
    ...makeFeedback(deps),
    ...makeSelfDevices(deps),
    ...makeAccounts(deps),
    ...makeCabinet(deps),
    ...makeLookups(deps),
  };
}
