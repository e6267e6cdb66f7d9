import { expect } from "chai";
import type { SaveEndpoint } from "../../src/appeals";
import { makeAppealUseCases } from "../../src/appeals";
import { aCustomer, anAppeal, aReviewer, aUser } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { appealEdit, saveCommand } from "./requests";

/** Customer 2's yearly contract; 8 is another customer's (the catalogue lists only the owner's own). */
const OWN_YEARLY = {
  id: 7,
  user_id: 2,
  contract_number: "Y-7",
  no_nds: 1,
  nds: 0,
  resolution: "",
  lawyer_note: "",
};
const THEIR_YEARLY = 8;

/** Every header field a client could send to make an appeal yearly, free or cheaper, or route it. */
const forged = (contract_id: number) => ({
  account_number_id: 1,
  contract_id,
  is_yearly: 1,
  is_free: 1,
  no_nds: 1,
  nds: 0,
  cost: "1.00",
  branch_id: 3,
  resolution: "PQ-1",
  lawyer_note: "QQSdan ozod",
  check_out: 1,
  province: 1,
  city: 2,
  address: "Yunusobod",
  new_account_number: "20208000000000000001",
  email: "x@y.uz",
  one_place: 0,
});

const recognitionRow = {
  device_name: "Manometr",
  about_device: "O'zstandart",
  amount: 1,
  recognition_file: "a.pdf",
};

const bodies: Record<Exclude<SaveEndpoint, "verification">, (header: object) => object> = {
  recognition: (appeal) => ({ type_id: 9, appeal, devices: [recognitionRow], offer_accepted: true }),
  kompleks: (appeal) => ({
    appeal,
    devices: [{ device_name: "Gaz shoxobchasi", amount: 1, recognition_file: "k.pdf", check_in: 1 }],
    offer_accepted: true,
  }),
  provider: (appeal) => ({
    type_id: 18,
    appeal,
    devices: [
      {
        device_type_id: 4,
        mtd_name: "Usul",
        laboratory_name: "Lab",
        laboratory_director_name: "Karimov",
        laboratory_address: "Toshkent",
        measurement_size: "0–10 MPa",
        method: "Taqqoslash",
        applied_devices: "Manometr",
        about_device: "Izoh",
        amount: 1,
      },
    ],
    offer_accepted: true,
  }),
  comment: (appeal) => ({
    appeal,
    devices: [{ comment: "Uchta manometr", amount: 3 }],
    offer_accepted: true,
  }),
};

/** What every kind but verification stores of the header: the owner's requisite, is_old, user and offline flag. */
const KEPT = { is_old: 0, account_number_id: 1, user_id: 2, is_offline: 0 };

function depsWithYearly() {
  const stubbed = stubDeps();
  stubbed.deps.catalogue.yearlyContracts.withArgs(2).resolves([OWN_YEARLY]);
  stubbed.deps.uploads.find.resolves({ owner_id: 2 });
  return stubbed;
}

describe("the header each kind of appeal keeps (issue 19)", () => {
  for (const [endpoint, body] of Object.entries(bodies) as [keyof typeof bodies, (h: object) => object][]) {
    it(`stores on a ${endpoint} appeal none of the yearly, free, VAT, cost or branch fields as sent`, async () => {
      const { deps, asDeps } = depsWithYearly();
      rightOf(
        await makeAppealUseCases(asDeps).saveAppeal(
          aCustomer(),
          saveCommand(endpoint, body(forged(OWN_YEARLY.id))),
        ),
      );
      const stored = deps.appeals.insert.firstCall.args[0];
      const extra = endpoint === "recognition" ? { is_recognition: 1 } : {};
      expect(stored.appeal).to.deep.equal({ ...KEPT, ...extra });
      expect(stored).to.not.have.property("branch_id");
    });
  }

  describe("recognition 8, 10 and 11, which may be under a yearly contract (spec 2.10)", () => {
    const recognition = (typeId: number, appeal: object) => ({
      type_id: typeId,
      appeal,
      devices: [recognitionRow],
      offer_accepted: true,
    });

    for (const typeId of [8, 10, 11]) {
      it(`keeps on type ${typeId} the customer's own yearly contract, with is_yearly set by the server`, async () => {
        const { deps, asDeps } = depsWithYearly();
        const saved = rightOf(
          await makeAppealUseCases(asDeps).saveAppeal(
            aCustomer(),
            saveCommand("recognition", recognition(typeId, forged(7))),
          ),
        );
        expect(deps.catalogue.yearlyContracts.calledWith(2)).to.equal(true);
        expect(saved.appeal.appeal).to.deep.equal({
          ...KEPT,
          is_recognition: 1,
          is_yearly: 1,
          contract_id: 7,
        });
      });
    }

    it("treats another customer's yearly contract as not chosen: 'Yillik shartnomani tanlang', nothing stored", async () => {
      const { deps, asDeps } = depsWithYearly();
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("recognition", recognition(8, forged(THEIR_YEARLY))),
      );
      expect(leftOf(result)).to.deep.equal({
        _tag: "Invalid",
        messages: [{ key: "yearlyContractRequired" }],
      });
      expect(deps.appeals.insert.called).to.equal(false);
    });

    it("keeps no contract without is_yearly, and stores is_yearly 0, whatever else was sent", async () => {
      const { deps, asDeps } = depsWithYearly();
      const header = { ...forged(OWN_YEARLY.id), is_yearly: 0 };
      rightOf(
        await makeAppealUseCases(asDeps).saveAppeal(
          aCustomer(),
          saveCommand("recognition", recognition(8, header)),
        ),
      );
      expect(deps.appeals.insert.firstCall.args[0].appeal).to.deep.equal({
        ...KEPT,
        is_recognition: 1,
        is_yearly: 0,
      });
    });
  });

  it("keeps the same header on a reviewer's edit of a kompleks appeal", async () => {
    const { deps, asDeps } = depsWithYearly();
    deps.appeals.findById.withArgs(57).resolves(anAppeal({ kind: "kompleks" }));
    deps.users.findById.withArgs(2).resolves(aUser());
    const saved = rightOf(
      await makeAppealUseCases(asDeps).reviewerUpdateAppeal(
        aReviewer(),
        57,
        appealEdit(bodies.kompleks(forged(OWN_YEARLY.id))),
      ),
    );
    expect(saved.appeal.appeal).to.deep.equal(KEPT);
    expect(saved.appeal.branch_id).to.equal(undefined);
  });
});
