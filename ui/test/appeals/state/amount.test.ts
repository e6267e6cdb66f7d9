import { expect } from "chai";
import {
  decrementAmount,
  incrementAmount,
  parseAmount,
  setAmount,
} from "../../../src/appeals/forms/state/amount";
import { aLine, aRecognitionRow } from "../../state/builders";

describe("amount (spec 4: below 1 it is reset to empty)", () => {
  describe("typing an amount", () => {
    it("keeps a whole number of at least 1", () => {
      expect(setAmount(aLine(), "12").amount).to.equal(12);
    });

    it("accepts a number as well as text", () => {
      expect(setAmount(aLine(), 7).amount).to.equal(7);
    });

    it("accepts digits surrounded by spaces", () => {
      expect(setAmount(aLine(), " 3 ").amount).to.equal(3);
    });

    it("empties an amount of 0", () => {
      expect(setAmount(aLine(), "0").amount).to.equal(undefined);
    });

    it("empties a negative amount", () => {
      expect(setAmount(aLine(), -2).amount).to.equal(undefined);
    });

    it("empties typed text that is not a number", () => {
      expect(setAmount(aLine(), "abc").amount).to.equal(undefined);
    });

    it("empties a fraction, which is no count of devices", () => {
      expect(setAmount(aLine(), "2.5").amount).to.equal(undefined);
    });

    it("empties an empty field", () => {
      expect(setAmount(aLine(), "").amount).to.equal(undefined);
    });

    it("does not clamp above 1000: the range is the validator's message", () => {
      expect(parseAmount("1001")).to.equal(1001);
    });

    it("works on any row with an amount, such as a recognition row", () => {
      expect(setAmount(aRecognitionRow(), "4").amount).to.equal(4);
    });
  });

  describe("the plus button", () => {
    it("adds one", () => {
      expect(incrementAmount(aLine({ amount: 2 })).amount).to.equal(3);
    });

    it("turns an empty amount into 1", () => {
      expect(incrementAmount(aLine({ amount: undefined })).amount).to.equal(1);
    });
  });

  describe("the minus button", () => {
    it("takes one away", () => {
      expect(decrementAmount(aLine({ amount: 3 })).amount).to.equal(2);
    });

    it("empties the amount when it drops below 1", () => {
      expect(decrementAmount(aLine({ amount: 1 })).amount).to.equal(undefined);
    });

    it("leaves an empty amount empty", () => {
      expect(decrementAmount(aLine({ amount: undefined })).amount).to.equal(undefined);
    });
  });

  it("keeps every other field of the row", () => {
    const row = aRecognitionRow({ device_name: "Tarozi", amount: 2 });
    expect(incrementAmount(row)).to.deep.equal({ ...row, amount: 3 });
  });
});
