import { expect } from "chai";
import {
  blankMethodRecognitionRow,
  blankRecognitionRow,
  canChooseCertificateMode,
  chooseRecognitionType,
  isRecognitionTypeTicked,
  setSeparately,
  setTogether,
  toSentMethodRecognitionRows,
  toSentRecognitionTestRows,
} from "../../../src/appeals/forms/state/recognition";
import { aRecognitionRow, deepFreeze } from "../../state/builders";

describe("recognition rows (spec 2.10 and 4)", () => {
  describe("choosing a type", () => {
    it("sets the type on every row", () => {
      const { rows } = chooseRecognitionType([aRecognitionRow(), aRecognitionRow({ type_id: 11 })], 10);
      expect(rows.map((row) => row.type_id)).to.deep.equal([10, 10]);
    });

    it("returns the selected type", () => {
      expect(chooseRecognitionType([aRecognitionRow()], 11).selected).to.equal(11);
    });

    it("leaves only the chosen type ticked", () => {
      const { selected } = chooseRecognitionType([aRecognitionRow()], 10);
      expect([8, 10, 11].map((t) => isRecognitionTypeTicked(selected, t as 8 | 10 | 11))).to.deep.equal([
        false,
        true,
        false,
      ]);
    });

    it("clears a joint certificate when a type other than 8 is chosen", () => {
      const { rows } = chooseRecognitionType([aRecognitionRow({ together: 1, separately: 0 })], 10);
      expect(rows[0]).to.include({ together: 0, separately: 0 });
    });

    it("keeps a joint certificate when type 8 is chosen", () => {
      const { rows } = chooseRecognitionType([aRecognitionRow({ together: 1 })], 8);
      expect(rows[0]?.together).to.equal(1);
    });

    it("keeps the names, amounts and files of the rows", () => {
      const row = aRecognitionRow({ device_name: "Tarozi", amount: 3, recognition_file: "a.pdf" });
      expect(chooseRecognitionType([row], 8).rows[0]).to.deep.equal(row);
    });
  });

  describe("together and separately", () => {
    it("choosing joint sets together and unticks separately", () => {
      expect(setTogether(aRecognitionRow({ separately: 1 }), true)).to.include({
        together: 1,
        separately: 0,
      });
    });

    it("choosing joint forces type 8", () => {
      expect(setTogether(aRecognitionRow({ type_id: 10 }), true).type_id).to.equal(8);
    });

    it("unticking joint ticks separately", () => {
      expect(setTogether(aRecognitionRow({ together: 1 }), false)).to.include({ together: 0, separately: 1 });
    });

    it("choosing separate certificates unticks together", () => {
      expect(setSeparately(aRecognitionRow({ together: 1 }), true)).to.include({
        separately: 1,
        together: 0,
      });
    });

    it("choosing separate certificates keeps the type", () => {
      expect(setSeparately(aRecognitionRow({ type_id: 8 }), true).type_id).to.equal(8);
    });

    it("unticking separately chooses joint and so type 8", () => {
      expect(setSeparately(aRecognitionRow({ type_id: 10, separately: 1 }), false)).to.include({
        together: 1,
        separately: 0,
        type_id: 8,
      });
    });
  });

  describe("whether the certificate mode can be chosen", () => {
    it("is true in mode 2 with type 8 and amount above 1", () => {
      expect(canChooseCertificateMode(aRecognitionRow({ type_id: 8, amount: 2 }), 2)).to.equal(true);
    });

    it("is false in mode 1", () => {
      expect(canChooseCertificateMode(aRecognitionRow({ type_id: 8, amount: 2 }), 1)).to.equal(false);
    });

    it("is false for type 10", () => {
      expect(canChooseCertificateMode(aRecognitionRow({ type_id: 10, amount: 2 }), 2)).to.equal(false);
    });

    it("is false for an amount of 1", () => {
      expect(canChooseCertificateMode(aRecognitionRow({ type_id: 8, amount: 1 }), 2)).to.equal(false);
    });

    it("is false for an empty amount", () => {
      expect(canChooseCertificateMode(aRecognitionRow({ type_id: 8, amount: undefined }), 2)).to.equal(false);
    });
  });

  describe("blank rows", () => {
    it("a blank recognition row has the given type and amount 1", () => {
      expect(blankRecognitionRow(10)).to.include({ type_id: 10, amount: 1 });
    });

    it("a blank recognition row asks for no joint certificate", () => {
      expect(blankRecognitionRow(8).together).to.equal(0);
    });

    it("a blank method-recognition row holds type 12, as the initial data does", () => {
      expect(blankMethodRecognitionRow().type_id).to.equal(12);
    });
  });

  describe("rows as sent", () => {
    it("method recognition rows are sent with type 14", () => {
      const rows = toSentMethodRecognitionRows([
        blankMethodRecognitionRow(),
        aRecognitionRow({ type_id: 12 }),
      ]);
      expect(rows.map((row) => row.type_id)).to.deep.equal([14, 14]);
    });

    it("recognition test rows are sent with type 9", () => {
      expect(toSentRecognitionTestRows([aRecognitionRow({ type_id: undefined })])[0]?.type_id).to.equal(9);
    });

    it("sending leaves the initial rows holding type 12", () => {
      const rows = deepFreeze([blankMethodRecognitionRow()]);
      toSentMethodRecognitionRows(rows);
      expect(rows[0]?.type_id).to.equal(12);
    });
  });
});
