import { expect } from "chai";
import { destinationAfterSave, recognitionKindOf } from "../../src/appeals/destinations";

describe("destinations after a save (spec section 2)", () => {
  it("sends every customer submission to /application/expected", () => {
    for (const kind of ["verification", "recognition", "kompleks", "comment", "provider"] as const) {
      expect(destinationAfterSave(kind, 7, false)).to.equal("/application/expected");
    }
  });

  const staff: Array<[Parameters<typeof destinationAfterSave>[0], string]> = [
    ["verification", "/reviewer/application/7/update"],
    ["method_recognition", "/recognition/uslubiyot/contract/7/create"],
    ["recognition_test", "/recognition/sinov/contract/7/create"],
    ["recognition", "/recognition/contract/7/create"],
    ["normative", "/recognition/expertiza/contract/7/create"],
    ["standard_sample", "/recognition/snamuna/contract/7/create"],
    ["comment", "/reviewer/appeal/7/show"],
    ["kompleks", "/reviewer/application/7/update"],
    ["provider", "/application/expected"],
  ];
  for (const [kind, path] of staff) {
    it(`sends staff who saved a ${kind} appeal for a customer to ${path}`, () => {
      expect(destinationAfterSave(kind, 7, true)).to.equal(path);
    });
  }

  it("tells the kind of a save-recognition-appeal call by its type id", () => {
    expect([8, 10, 11, 9, 14, 12, 15, 16, 17, 4].map(recognitionKindOf)).to.deep.equal([
      "recognition",
      "recognition",
      "recognition",
      "recognition_test",
      "method_recognition",
      "method_recognition",
      "normative",
      "standard_sample",
      "standard_sample",
      undefined,
    ]);
  });
});
