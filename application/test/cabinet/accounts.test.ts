import { expect } from "chai";
import { makeCabinetUseCases } from "../../src/cabinet";
import { aCustomer } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

const account = (id: number, account_number: string) => ({
  id,
  user_id: 2,
  bank_name: "Xalq banki",
  mfo: "00873",
  account_number,
  status: id === 1 ? 1 : 0,
});

describe("cabinet bank accounts: numbers unique per customer (docs/decisions.md)", () => {
  const update = (account_id: number, account_number: string) => ({
    account_id,
    bank_name: "Ipoteka bank",
    mfo: "00419",
    account_number,
  });

  it("refuses an update to a number another of the customer's accounts has, changing nothing", async () => {
    const { deps, asDeps } = stubDeps();
    deps.accounts.findById.withArgs(2).resolves(account(2, "20208000900000000002"));
    deps.accounts.listByUser
      .withArgs(2)
      .resolves([account(1, "20208000900000000001"), account(2, "20208000900000000002")]);
    const result = await makeCabinetUseCases(asDeps).updateCabinetAccount(
      aCustomer(),
      update(2, "20208000900000000001"),
    );
    expect(leftOf(result)).to.deep.equal({
      _tag: "InvalidFields",
      fields: { account_number: [{ key: "accountNumberExists" }] },
    });
    expect(deps.accounts.replace.called).to.equal(false);
  });

  it("lets the edited account keep its own number while its bank changes", async () => {
    const { deps, asDeps } = stubDeps();
    deps.accounts.findById.withArgs(2).resolves(account(2, "20208000900000000002"));
    deps.accounts.listByUser
      .withArgs(2)
      .resolves([account(1, "20208000900000000001"), account(2, "20208000900000000002")]);
    const saved = rightOf(
      await makeCabinetUseCases(asDeps).updateCabinetAccount(aCustomer(), update(2, "20208000900000000002")),
    );
    expect(saved).to.include({ id: 2, bank_name: "Ipoteka bank", account_number: "20208000900000000002" });
    expect(deps.accounts.replace.calledOnce).to.equal(true);
  });

  it("does not count another customer's account with that number", async () => {
    const { deps, asDeps } = stubDeps();
    deps.accounts.findById.withArgs(2).resolves(account(2, "20208000900000000002"));
    deps.accounts.listByUser.withArgs(2).resolves([account(2, "20208000900000000002")]);
    deps.accounts.listByUser.withArgs(5).resolves([{ ...account(9, "20208000900000000001"), user_id: 5 }]);
    const saved = rightOf(
      await makeCabinetUseCases(asDeps).updateCabinetAccount(aCustomer(), update(2, "20208000900000000001")),
    );
    expect(saved.account_number).to.equal("20208000900000000001");
  });

  it("refuses adding a number the customer already has, as before", async () => {
    const { deps, asDeps } = stubDeps();
    deps.accounts.listByUser.withArgs(2).resolves([account(1, "20208000900000000001")]);
    const result = await makeCabinetUseCases(asDeps).addCabinetAccount(aCustomer(), {
      bank_name: "Xalq banki",
      mfo: "00873",
      account_number: "20208000900000000001",
    });
    expect(leftOf(result)._tag).to.equal("InvalidFields");
    expect(deps.accounts.insert.called).to.equal(false);
  });
});
