import { validateVerificationAppeal } from "@portal/domain/appeals/verificationAppeal";
import type { Message } from "@portal/domain/shared/messages";
import { expect } from "chai";
import { isStarted, linesToSend, pendingMessages } from "../../src/appeals/forms/verification/pendingLine";
import type { VerificationLineState } from "../../src/state/verificationLine";
import { aDevice, aLine, aLineWithDevice } from "../state/builders";

/** The domain's line rules, numbered as the line's place (as the form checks a line). */
const check = (line: VerificationLineState, n: number): Message[] =>
  validateVerificationAppeal({ devices: [line] }, { corporate: false, offerAccepted: true })
    .filter((m) => m.params?.["n"] !== undefined)
    .map((m) => ({ ...m, params: { ...m.params, n } }));

const first = aLineWithDevice();
const second = aLineWithDevice({ device_id: 102, device_name: "Termometr", device: aDevice({ id: 102 }) });

describe("the line left in the verification form's editor", () => {
  it("is nothing while the editor is blank: the list is sent as it is", () => {
    expect(isStarted(aLine())).to.equal(false);
    const sent = linesToSend([first], aLine(), undefined, check);
    expect(sent).to.deep.equal({ lines: [first], pending: { kind: "none" } });
  });

  it("counts when it is complete: added at the end of the list, numbered after it", () => {
    const sent = linesToSend([first], second, undefined, check);
    expect(sent.lines).to.deep.equal([first, second]);
    expect(sent.pending).to.deep.equal({ kind: "counted", number: 2 });
  });

  it("replaces its original when a line opened for a change is complete", () => {
    const changed = { ...first, amount: 3 };
    const sent = linesToSend([first, second], changed, 0, check);
    expect(sent.lines).to.deep.equal([changed, second]);
    expect(sent.pending).to.deep.equal({ kind: "counted", number: 1 });
  });

  it("is nothing when a line opened for a change is unchanged, even as a fresh object", () => {
    const sent = linesToSend([first, second], { ...second }, 1, check);
    expect(sent).to.deep.equal({ lines: [first, second], pending: { kind: "none" } });
  });

  it("is not counted when begun but incomplete, and says which line and what it lacks", () => {
    const begun = aLine({ type_id: 4 });
    expect(isStarted(begun)).to.equal(true);
    const sent = linesToSend([first], begun, undefined, check);
    expect(sent.lines).to.deep.equal([first]);
    expect(sent.pending).to.deep.equal({
      kind: "incomplete",
      number: 2,
      messages: [{ key: "lineDeviceRequired", params: { n: 2 } }],
    });
    expect(pendingMessages(sent.pending)).to.deep.equal([
      { key: "lineNotAdded", params: { n: 2 } },
      { key: "lineDeviceRequired", params: { n: 2 } },
    ]);
  });

  it("counts a line whose only words are its special requirements as begun", () => {
    expect(isStarted(aLine({ about_device: "Zavod raqami: P-1" }))).to.equal(true);
    expect(pendingMessages({ kind: "none" })).to.deep.equal([]);
  });
});
