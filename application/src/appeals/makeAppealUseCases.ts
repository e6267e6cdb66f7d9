import type { AppealUseCases } from "./AppealUseCases";
import { makeAppealQueries } from "./appealQueries";
import { makeChangeAppealStatus } from "./changeAppealStatus";
import type { AppealDeps } from "./deps";
import { makeReviewerUpdateAppeal } from "./reviewerUpdateAppeal";
import { decodeSaveCommand } from "./commands";
import { makeSaveAppeal } from "./saveAppeal";
import { makeStaffInbox } from "./staffInbox";
import { makeUploads } from "./uploads";

/** The appeal use cases over the given ports. */
export function makeAppealUseCases(deps: AppealDeps): AppealUseCases {
  const saveAppeal = makeSaveAppeal(deps);
  return {
    saveAppeal: (actor, endpoint, body, key) =>
      saveAppeal(actor, decodeSaveCommand(endpoint, body), false, key),
    saveDraft: (actor, body, key) => saveAppeal(actor, decodeSaveCommand("verification", body), true, key),
    ...makeAppealQueries(deps),
    ...makeUploads(deps),
    changeAppealStatus: makeChangeAppealStatus(deps),
    staffInbox: makeStaffInbox(deps),
    reviewerUpdateAppeal: makeReviewerUpdateAppeal(deps),
  };
}
