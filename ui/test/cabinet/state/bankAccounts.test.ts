import { expect } from "chai";
import { activateAccount } from "../../../src/cabinet/state/bankAccounts";
import { anAccount, deepFreeze } from "../../state/builders";

describe("activating a bank account (spec 2.16)", () => {
  const accounts = deepFreeze([anAccount({ id: 1, status: 1 }), anAccount({ id: 2 }), anAccount({ id: 3 })]);

  it("marks exactly that account active and every other inactive", () => {
    expect(activateAccount(accounts, 2).map((a) => a.status)).to.deep.equal([0, 1, 0]);
  });

  it("changes nothing for an id not in the list", () => {
    expect(activateAccount(accounts, 99).map((a) => a.status)).to.deep.equal([1, 0, 0]);
  });

  it("keeps the accounts' other fields", () => {
    expect(activateAccount(accounts, 2)[1]).to.deep.equal({ ...accounts[1], status: 1 });
  });
});
