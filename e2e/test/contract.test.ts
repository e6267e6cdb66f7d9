import { contractFromRecognition } from "./scenarios/contract";
import { useBrowserSuite } from "./support/harness";

describe("a contract from a customer's recognition appeal (browser)", () => {
  const e2e = useBrowserSuite();

  it("staff approve, price jointly, create the contract and the customer downloads it", () =>
    contractFromRecognition(e2e));
});
