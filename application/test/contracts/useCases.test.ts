import { expect } from "chai";
import { makeContractUseCases } from "../../src/contracts";
import { aCustomer } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf } from "../support";

describe("use cases", () => {
  describe("contracts", () => {
    it("are refused to customers", async () => {
      const { asDeps } = stubDeps();
      const result = await makeContractUseCases(asDeps).createContract(aCustomer(), {
        appeal_id: 1,
        contract_number: "1",
      });
      expect(leftOf(result)._tag).to.equal("Forbidden");
    });
  });
});
