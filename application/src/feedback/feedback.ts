import { type Feedback, normalisePhone, validateFeedback } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, invalid, type Result } from "../shared";
import type { FeedbackRecord } from "./ports/FeedbackRepository";
import type { FeedbackDeps } from "./deps";
import type { FeedbackUseCases } from "./FeedbackUseCases";

export function makeFeedbackUseCases(deps: FeedbackDeps): FeedbackUseCases {
  return {
    /**
     * POST /apply: anonymous or identified feedback to a branch (spec 2.2); anyone may send.
     * The anonymous ("private") tab stays anonymous: a signed-in sender's id is kept only
     * with the identified ("public") tab.
     */
    async sendFeedback(actor: Actor, input: Feedback): Result<{ id: number }> {
      const problems = validateFeedback(input);
      const branch =
        input.branch_id === undefined ? undefined : await deps.catalogue.branch(input.branch_id, "uz");
      if (problems.length > 0) return E.left(invalid(problems));
      if (!branch) return E.left(invalid([{ key: "branchRequired" }]));
      const base = {
        id: await deps.ids.next("feedback"),
        branch_id: branch.id,
        created_at: deps.clock.now().toISOString(),
      };
      const record: FeedbackRecord =
        input.type === "private"
          ? { ...base, type: "private", message: input.private_msg ?? "" }
          : {
              ...base,
              ...(actor.user ? { user_id: actor.user.id } : {}),
              type: "public",
              message: input.public_msg ?? "",
              ...(input.region_id ? { region_id: input.region_id } : {}),
              ...(input.district_id ? { district_id: input.district_id } : {}),
              name: input.name ?? "",
              email: input.email ?? "",
              phone: normalisePhone(input.phone) ?? input.phone ?? "",
            };
      await deps.feedback.insert(record);
      return E.right({ id: record.id });
    },
  };
}
