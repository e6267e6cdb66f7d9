import { render as renderMessage } from "@portal/domain/shared/messages";
import { expect } from "chai";
import { runSubmit } from "../../src/forms/submitFlow";
import { contractRequestRow, contractSteps, NEW_CONTRACTS } from "../../src/contracts/contractSteps";
import { stubFetch } from "../support/fetchStub";

const show = (m: Parameters<typeof renderMessage>[0]) => renderMessage(m, "uz");

describe("creating a contract or an invoice from the contract page (spec 5, 8)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(() => http.restore());

  for (const [yearly, path] of [
    [false, "/recognition/contract/store"],
    [true, "/recognition/create-invoice"],
  ] as const) {
    it(`says 'Oops something went wrong. Please try again' when ${path} fails on the server`, async () => {
      http.reply("POST", path, { status: 500, body: { status: 0, message: "internal" } });

      const outcome = await runSubmit(contractSteps(501, yearly, [], "A-17"), show, 0);

      expect(outcome).to.deep.equal({
        tag: "refused",
        messages: ["Oops something went wrong. Please try again"],
      });
    });
  }

  it("requires a contract number: 'Shartnoma raqamini kiriting!', sending nothing", async () => {
    const outcome = await runSubmit(contractSteps(501, false, [], "  "), show, 0);

    expect(outcome).to.deep.equal({ tag: "invalid", messages: ["Shartnoma raqamini kiriting!"] });
    expect(http.calls).to.have.length(0);
  });

  it("sends every saved row by its id with device, type, amount, the fee it shows and the joint choice (spec 7)", async () => {
    http.reply("POST", "/recognition/contract/store", {
      body: { status: true, message: "Shartnoma yaratildi" },
    });
    const rows = [
      { id: 1, device_id: 12, type_id: 8, amount: 3, together: 1 as const, device_name: "Manometr" },
      { id: 2, type_id: 14, amount: 1, together: 0 as const },
    ];

    await runSubmit(contractSteps(501, false, rows, " A-17 "), show, 0);

    expect(http.calls[0]?.body).to.deep.equal({
      appeal_id: 501,
      contract_number: "A-17",
      devices: [
        // Type 8, three devices, one joint certificate: 988 036 + 2 × 15 %.
        { id: 1, device_id: 12, type_id: 8, amount: 3, cost: "1284446.80", together: 1 },
        // Method recognition has no fee in the spec: no cost.
        { id: 2, device_id: null, type_id: 14, amount: 1, cost: null, together: 0 },
      ],
    });
  });

  it("never passes on a cost the row holds: the cost is the domain fee", () => {
    const row = { id: 4, type_id: 8, amount: 2, together: 0 as const, cost: "1.00" };
    expect(contractRequestRow(row).cost).to.equal("1976072.00");
  });

  it("alerts the server message and goes to the new contracts on status true", async () => {
    http.reply("POST", "/recognition/contract/store", {
      body: { status: true, message: "Shartnoma yaratildi" },
    });

    const outcome = await runSubmit(contractSteps(501, false, [], "A-17"), show, 0);

    expect(outcome).to.deep.equal({ tag: "saved", message: "Shartnoma yaratildi", redirect: NEW_CONTRACTS });
  });
});
