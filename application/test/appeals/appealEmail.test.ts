import { expect } from "chai";
import {
  decodeDraftCommand,
  decodeSaveCommand,
  makeAppealUseCases,
  type SaveEndpoint,
} from "../../src/appeals";
import { aCustomer } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf } from "../support";

const row = { device_name: "Manometr", about_device: "O'zstandart", amount: 1, recognition_file: "a.pdf" };
const bodies: Record<SaveEndpoint, (appeal: object) => object> = {
  verification: (appeal) => ({ appeal, devices: [], offer_accepted: true }),
  recognition: (appeal) => ({ type_id: 9, appeal, devices: [row], offer_accepted: true }),
  kompleks: (appeal) => ({ appeal, devices: [{ ...row, check_in: 1 }], offer_accepted: true }),
  provider: (appeal) => ({ type_id: 18, appeal, devices: [], offer_accepted: true }),
  comment: (appeal) => ({
    appeal,
    devices: [{ comment: "Uchta manometr", amount: 3 }],
    offer_accepted: true,
  }),
};

describe("an appeal's header e-mail", () => {
  for (const email of ["a,b@attacker.test", "x<evil@attacker.test>"]) {
    for (const [endpoint, body] of Object.entries(bodies) as [SaveEndpoint, (appeal: object) => object][]) {
      it(`refuses ${email} on a ${endpoint} appeal with the e-mail message, storing nothing`, async () => {
        const { deps, asDeps } = stubDeps();
        const result = await makeAppealUseCases(asDeps).saveAppeal(
          aCustomer(),
          decodeSaveCommand(endpoint, body({ branch_id: 1, email })),
        );
        expect(leftOf(result)).to.deep.equal({ _tag: "Invalid", messages: [{ key: "emailInvalid" }] });
        expect(deps.appeals.insert.called).to.equal(false);
        expect(deps.appeals.insertOnce.called).to.equal(false);
      });
    }

    it(`refuses ${email} on a draft, storing nothing`, async () => {
      const { deps, asDeps } = stubDeps();
      const result = await makeAppealUseCases(asDeps).saveDraft(
        aCustomer(),
        decodeDraftCommand(bodies.verification({ email })),
      );
      expect(leftOf(result)).to.deep.equal({ _tag: "Invalid", messages: [{ key: "emailInvalid" }] });
      expect(deps.appeals.insert.called).to.equal(false);
      expect(deps.appeals.insertOnce.called).to.equal(false);
    });
  }
});
