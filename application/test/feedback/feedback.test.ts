import type { Feedback } from "@portal/domain";
import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { makeFeedbackUseCases } from "../../src/feedback";
import { aCustomer } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";

describe("use cases", () => {
  describe("sending feedback", () => {
    const send = async (body: Feedback) => {
      const { deps, asDeps } = stubDeps();
      const result = await makeFeedbackUseCases(asDeps).sendFeedback(aCustomer(), body);
      expect(E.isRight(result)).to.equal(true);
      return deps.feedback.insert.firstCall.args[0];
    };

    it("keeps the anonymous tab anonymous: a signed-in sender's id is not stored", async () => {
      const stored = await send({ type: "private", branch_id: 1, private_msg: "Navbat uzun" });
      expect(stored).to.not.have.property("user_id");
      expect(stored).to.include({ type: "private", branch_id: 1, message: "Navbat uzun" });
    });

    it("keeps the signed-in sender's id with the identified tab", async () => {
      const stored = await send({
        type: "public",
        branch_id: 1,
        public_msg: "Rahmat",
        name: "Dilshod Rahimov",
        email: "d@example.uz",
        phone: "901234567",
        region_id: 1,
        district_id: 2,
      });
      expect(stored).to.include({ type: "public", user_id: 2, phone: "+998901234567" });
    });
  });
});
