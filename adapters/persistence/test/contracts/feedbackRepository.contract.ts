import type { FeedbackRepository } from "@portal/application";
import { expect } from "chai";
import { aFeedback } from "@portal/testkit/builders";

export function describeFeedbackRepositoryContract(
  name: string,
  makeAdapter: () => Promise<FeedbackRepository>,
) {
  describe(`FeedbackRepository contract: ${name}`, () => {
    let repo: FeedbackRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("counts what was submitted, anonymous or identified", async () => {
      expect(await repo.count()).to.equal(0);
      await repo.insert(aFeedback({ id: 1 }));
      await repo.insert(aFeedback({ id: 2, type: "private", user_id: 10, region_id: undefined }));
      expect(await repo.count()).to.equal(2);
    });
  });
}
