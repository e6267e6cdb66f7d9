import { expect } from "chai";
import { makeIdentityUseCases } from "../../src/identity";
import { stubDeps } from "../stubDeps";
import { leftOf } from "../support";

describe("use cases", () => {
  describe("signing in", () => {
    it("checks a password even for an unknown login, so both cost the same time", async () => {
      const { deps, asDeps } = stubDeps();
      const result = await makeIdentityUseCases(asDeps).signIn("nobody", "secret");
      expect(leftOf(result)._tag).to.equal("Unauthenticated");
      expect(deps.passwords.verify.calledOnce).to.equal(true);
      expect(deps.sessions.create.called).to.equal(false);
    });
  });
});
