import { expect } from "chai";
import { makeIdentityUseCases } from "../../src/identity";
import { PasswordCheckAbandonedError } from "../../src/shared";
import { stubDeps } from "../stubDeps";
import { leftOf } from "../support";

describe("use cases", () => {
  describe("signing in", () => {
    it("checks a password even for an unknown login, so both cost the same time", async () => {
      const { deps, asDeps } = stubDeps();
      const result = await makeIdentityUseCases(asDeps).signIn({ login: "nobody", password: "secret" });
      expect(leftOf(result)._tag).to.equal("Unauthenticated");
      expect(deps.passwords.verify.calledOnce).to.equal(true);
      expect(deps.sessions.create.called).to.equal(false);
    });

    it("looks up no account for a login with a NUL or a lone surrogate, and still checks a password", async () => {
      for (const login of ["demo.company\u0000", "demo\ud800"]) {
        const { deps, asDeps } = stubDeps();
        const result = await makeIdentityUseCases(asDeps).signIn({ login, password: "secret" });
        expect(leftOf(result)._tag, JSON.stringify(login)).to.equal("Unauthenticated");
        expect(deps.users.findByLogin.called, JSON.stringify(login)).to.equal(false);
        expect(deps.passwords.verify.calledOnce).to.equal(true);
      }
    });

    it("hands the password check the signal of a sign-in whose client may go away, and creates no session when it was skipped", async () => {
      const { deps, asDeps } = stubDeps();
      deps.passwords.verify.rejects(new PasswordCheckAbandonedError());
      const gone = new AbortController();

      const outcome = await makeIdentityUseCases(asDeps)
        .signIn({ login: "nobody", password: "secret" }, gone.signal)
        .catch((error: unknown) => error);

      expect(outcome).to.be.instanceOf(PasswordCheckAbandonedError);
      expect(deps.passwords.verify.firstCall.args[2]).to.equal(gone.signal);
      expect(deps.sessions.create.called).to.equal(false);
    });

    it("is busy exactly when the password hasher would refuse a check at once", () => {
      const { deps, asDeps } = stubDeps();
      const identity = makeIdentityUseCases(asDeps);
      deps.passwords.busy.returns(false);
      expect(identity.signInBusy()).to.equal(false);
      deps.passwords.busy.returns(true);
      expect(identity.signInBusy()).to.equal(true);
    });
  });
});
