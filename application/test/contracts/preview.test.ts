import { ContractRequest } from "@portal/domain";
import {
  aBranchStaffMember,
  aContract,
  aCustomer,
  anAppeal,
  aRecognitionAppeal,
  aReviewer,
  aStaffMember,
} from "@portal/testkit/builders";
import { expect } from "chai";
import { makeContractUseCases } from "../../src/contracts";
import { decodeBody } from "../../src/shared";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

/** An approved verification appeal of two lines: two devices 49 brought in, a manometer the inspector visits. */
const approvedVerification = () =>
  anAppeal({
    status: "approved",
    devices: [
      { ...anAppeal().devices[0]!, id: 1 },
      {
        id: 2,
        type_id: 4,
        device_id: 50,
        device_name: "Manometr",
        amount: 1,
        cost: "30000.00",
        discount: "0.00",
        vat: "3600.00",
        total: "33600.00",
        check_out: 1,
      },
    ],
    total: "134400.00",
  });

describe("contracts: the preview of an appeal's next document", () => {
  it("shows the lines and total a contract of the appeal would store, each row by its id", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(approvedVerification());
    const useCases = makeContractUseCases(asDeps);
    const preview = rightOf(await useCases.contractPreview(aStaffMember(), 57));
    expect(preview).to.deep.equal({
      appeal_id: 57,
      kind: "contract",
      lines: [
        {
          id: 1,
          name: "Elektron savdo tarozisi",
          amount: 2,
          unit_price: "45000.00",
          discount: "0.00",
          vat: "10800.00",
          total: "100800.00",
        },
        {
          id: 2,
          name: "Manometr",
          amount: 1,
          unit_price: "30000.00",
          discount: "0.00",
          vat: "3600.00",
          total: "33600.00",
        },
      ],
      total: "134400.00",
    });
    const body = rightOf(
      decodeBody(ContractRequest, {
        appeal_id: 57,
        contract_number: "SH-1",
        devices: preview.lines.map((line) => ({ id: line.id, together: 0 })),
      }),
    );
    const contract = rightOf(await useCases.createContract(aStaffMember(), body));
    expect(contract.total, "the contract stores what the preview showed").to.equal(preview.total);
    expect(contract.devices.map((row) => row.total)).to.deep.equal(preview.lines.map((line) => line.total));
  });

  it("offers the invoice against the customer's yearly contract, its number prefilled", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(
      anAppeal({ status: "approved", appeal: { ...anAppeal().appeal, is_yearly: 1, contract_id: 4 } }),
    );
    deps.catalogue.yearlyContracts.resolves([
      {
        id: 3,
        user_id: 2,
        contract_number: "YS-2026/03",
        no_nds: 0,
        nds: 12,
        resolution: "",
        lawyer_note: "",
      },
      {
        id: 4,
        user_id: 2,
        contract_number: "YS-2026/04",
        no_nds: 0,
        nds: 12,
        resolution: "",
        lawyer_note: "",
      },
    ]);
    const preview = rightOf(await makeContractUseCases(asDeps).contractPreview(aStaffMember(), 57));
    expect(preview).to.include({ kind: "invoice", contract_number: "YS-2026/04", total: "100800.00" });
    expect(deps.catalogue.yearlyContracts.firstCall.args).to.deep.equal([2]);
  });

  it("offers a contracted appeal its invoice: the contract's number, and the contract's joint certificates billed as the contract made them", async () => {
    const { deps, asDeps } = stubDeps();
    const useCases = makeContractUseCases(asDeps);
    deps.appeals.findById.resolves(aRecognitionAppeal({ status: "contracted" }));
    const contract = aContract({ devices: [{ id: 1, type_id: 8, amount: 3, together: 1 }] });
    deps.contracts.findByAppeal.resolves([contract]);
    deps.contracts.insert.resolves(true);
    const preview = rightOf(await useCases.contractPreview(aStaffMember(), 57));
    // Joint: the base fee plus 15 percent of it for each of the two other devices (spec 9).
    expect(preview).to.include({ kind: "invoice", contract_number: "SH-17", total: "1284446.80" });
    expect(deps.catalogue.yearlyContracts.called, "no yearly contract is looked up").to.equal(false);
    // The request's choice of separate certificates does not change what the contract made.
    const body = rightOf(
      decodeBody(ContractRequest, {
        appeal_id: 57,
        contract_number: "SH-17",
        devices: [{ id: 1, together: 0 }],
      }),
    );
    const invoice = rightOf(await useCases.createInvoice(aStaffMember(), body));
    expect(invoice).to.include({ kind: "invoice", total: preview.total });
  });

  it("prices a recognition row by its fee, each certificate separate", async () => {
    const { deps, asDeps } = stubDeps();
    deps.appeals.findById.resolves(aRecognitionAppeal({ status: "approved" }));
    const preview = rightOf(await makeContractUseCases(asDeps).contractPreview(aStaffMember(), 57));
    expect(preview.lines[0]).to.include({ name: "Manometr", amount: 3, unit_price: "988036.00" });
    expect(preview.total).to.equal("2964108.00");
  });

  it("is staff's of the appeal's branch, for an appeal that can take the step and has no such document yet", async () => {
    const { deps, asDeps } = stubDeps();
    const useCases = makeContractUseCases(asDeps);
    deps.appeals.findById.withArgs(57).resolves(approvedVerification());
    deps.appeals.findById.withArgs(58).resolves(anAppeal({ id: 58, status: "under_review" }));
    deps.appeals.findById.withArgs(59).resolves(anAppeal({ id: 59, status: "approved" }));
    deps.contracts.findByAppeal.withArgs(59).resolves([aContract({ appeal_id: 59 })]);
    expect(leftOf(await useCases.contractPreview(aCustomer(), 57))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.contractPreview(aReviewer(), 57))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.contractPreview(aBranchStaffMember(), 57))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.contractPreview(aStaffMember(), 60))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.contractPreview(aStaffMember(), 58))).to.deep.equal({
      _tag: "Conflict",
      message: { key: "transitionNotAllowed" },
    });
    expect(leftOf(await useCases.contractPreview(aStaffMember(), 59))).to.deep.equal({
      _tag: "Conflict",
      message: { key: "contractExists" },
    });
  });
});
