import type { AppealUseCases } from "./AppealUseCases";
import { makeAppealQueries } from "./appealQueries";
import { makeChangeAppealStatus } from "./changeAppealStatus";
import { makeDecideExemption } from "./decideExemption";
import type { AppealDeps } from "./deps";
import { makeResubmitAppeal } from "./resubmitAppeal";
import { makeReviewerUpdateAppeal } from "./reviewerUpdateAppeal";
import { makeSaveAppeal } from "./saveAppeal";
import { makeShowAppeal } from "./showAppeal";
import { makeStaffInbox } from "./staffInbox";
import { makeUploads } from "./uploads";

/** The appeal use cases over the given ports. */
export function makeAppealUseCases(deps: AppealDeps): AppealUseCases {
  const saveAppeal = makeSaveAppeal(deps);
  const queries = makeAppealQueries(deps);
  return {
    saveAppeal: (actor, command, key) => saveAppeal(actor, command, false, key),
    saveDraft: (actor, payload, key) => saveAppeal(actor, { endpoint: "verification", payload }, true, key),
    ...queries,
    showAppeal: makeShowAppeal(deps, queries.getAppeal),
    ...makeUploads(deps),
    changeAppealStatus: makeChangeAppealStatus(deps),
    decideExemption: makeDecideExemption(deps),
    staffInbox: makeStaffInbox(deps),
    reviewerUpdateAppeal: makeReviewerUpdateAppeal(deps),
    resubmitAppeal: makeResubmitAppeal(deps),
  };
}
