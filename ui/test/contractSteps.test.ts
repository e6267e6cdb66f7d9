import { render as renderMessage } from "@portal/domain/messages";
import { expect } from "chai";
import { runSubmit } from "../src/forms/submitFlow";
import { contractSteps, NEW_CONTRACTS } from "../src/work/contractSteps";
import { stubFetch } from "./support/fetchStub";

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

  it("alerts the server message and goes to the new contracts on status true", async () => {
    http.reply("POST", "/recognition/contract/store", {
      body: { status: true, message: "Shartnoma yaratildi" },
    });

    const outcome = await runSubmit(contractSteps(501, false, [], "A-17"), show, 0);

    expect(outcome).to.deep.equal({ tag: "saved", message: "Shartnoma yaratildi", redirect: NEW_CONTRACTS });
  });
});
