import { expect } from "chai";
import {
  APPEAL_KINDS,
  APPEAL_STATUSES,
  type AppealStatus,
  contractPageOf,
  paperworkDocument,
  paperworkOffered,
} from "../../src/appeals";

describe("the paperwork step of an appeal", () => {
  it("makes the invoice of an appeal kept under the customer's yearly contract, else a contract", () => {
    expect(paperworkDocument({ is_yearly: 1, contract_id: 4 })).to.equal("invoice");
    expect(paperworkDocument({ is_yearly: 1 }), "is_yearly without a contract").to.equal("contract");
    expect(paperworkDocument({ is_yearly: 0, contract_id: 4 })).to.equal("contract");
    expect(paperworkDocument({})).to.equal("contract");
    expect(paperworkDocument({}, "approved")).to.equal("contract");
    expect(paperworkDocument({}, "contracted"), "the invoice against the contract").to.equal("invoice");
  });

  it("is offered once the appeal is approved (its invoice once contracted), and from saving on for one staff entered themselves", () => {
    const offered = (is_offline: 0 | 1) =>
      APPEAL_STATUSES.filter((status: AppealStatus) => paperworkOffered({ status, is_offline }));
    expect(offered(0)).to.deep.equal(["approved", "contracted"]);
    expect(offered(1)).to.deep.equal(["submitted", "approved", "contracted"]);
  });

  it("sends the recognition and expertise kinds to their contract pages of spec 2, and keeps the others on the appeal", () => {
    const pages = Object.fromEntries(APPEAL_KINDS.map((kind) => [kind, contractPageOf(kind, 7)]));
    expect(pages).to.deep.equal({
      verification: undefined,
      provider: undefined,
      recognition: "/recognition/contract/7/create",
      method_recognition: "/recognition/uslubiyot/contract/7/create",
      recognition_test: "/recognition/sinov/contract/7/create",
      standard_sample: "/recognition/snamuna/contract/7/create",
      normative: "/recognition/expertiza/contract/7/create",
      kompleks: undefined,
      comment: undefined,
    });
  });
});
