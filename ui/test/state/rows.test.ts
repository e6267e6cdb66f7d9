import { expect } from "chai";
import { addRow, ensureOneRow, removeById, removeRow, updateRow, upsertById } from "../../src/state/rows";
import { aRecognitionRow, deepFreeze } from "./builders";

const blank = aRecognitionRow({ device_name: "" });
const rows = deepFreeze([aRecognitionRow({ device_name: "A" }), aRecognitionRow({ device_name: "B" })]);
const names = (list: readonly { device_name?: string | undefined }[]) => list.map((row) => row.device_name);

describe("row lists (spec 2.1, 2.5, 2.10–2.14)", () => {
  it("adding a row appends the blank row", () => {
    expect(names(addRow(rows, blank))).to.deep.equal(["A", "B", ""]);
  });

  it("removing a row drops the row at that index", () => {
    expect(names(removeRow(rows, 0))).to.deep.equal(["B"]);
  });

  it("removing at an index outside the list changes nothing", () => {
    expect(names(removeRow(rows, 5))).to.deep.equal(["A", "B"]);
  });

  it("removing may empty the list: the one-row rule applies when the page opens", () => {
    expect(removeRow([blank], 0)).to.deep.equal([]);
  });

  it("a list without preloaded devices gets one blank row", () => {
    expect(ensureOneRow([], blank)).to.deep.equal([blank]);
  });

  it("a missing list of preloaded devices gets one blank row", () => {
    expect(ensureOneRow(undefined, blank)).to.deep.equal([blank]);
  });

  it("preloaded devices are kept as they are, with no blank row added", () => {
    expect(names(ensureOneRow(rows, blank))).to.deep.equal(["A", "B"]);
  });

  it("updating a row changes only the row at that index", () => {
    const updated = updateRow(rows, 1, (row) => ({ ...row, device_name: "C" }));
    expect(names(updated)).to.deep.equal(["A", "C"]);
  });

  describe("lists keyed by id", () => {
    const items = deepFreeze([
      { id: 1, name: "a" },
      { id: 2, name: "b" },
    ]);

    it("upserting a new id appends it", () => {
      expect(upsertById(items, { id: 3, name: "c" })).to.deep.equal([...items, { id: 3, name: "c" }]);
    });

    it("upserting a known id replaces that entry in place", () => {
      expect(upsertById(items, { id: 1, name: "A" })).to.deep.equal([
        { id: 1, name: "A" },
        { id: 2, name: "b" },
      ]);
    });

    it("removing by id drops that entry", () => {
      expect(removeById(items, 1)).to.deep.equal([{ id: 2, name: "b" }]);
    });
  });
});
