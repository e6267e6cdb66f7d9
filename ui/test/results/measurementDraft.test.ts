import { expect } from "chai";
import {
  emptyMeasurement,
  emptyPoint,
  isStarted,
  type MeasurementDraft,
  pointPreviews,
  verdictOf,
} from "../../src/results/measurementDraft";

const withPoints = (
  points: readonly (readonly [string, string, string, string])[],
  mpe = "",
): MeasurementDraft => ({
  ...emptyMeasurement(),
  mpe,
  points: points.map(([nominal, as_found, as_left, uncertainty]) => ({
    ...emptyPoint(),
    nominal,
    as_found,
    as_left,
    uncertainty,
  })),
});

describe("the measurement as staff type it", () => {
  it("is not begun while it holds only its defaults (k = 2, simple acceptance, one empty row)", () => {
    expect(isStarted(emptyMeasurement())).to.equal(false);
    expect(isStarted({ ...emptyMeasurement(), unit: "kg" })).to.equal(true);
    expect(isStarted(withPoints([["", "", "", "0,1"]]))).to.equal(true);
  });

  it("shows a row's error as soon as its readings are numbers, before its U, and its conformity once U and the MPE are there", () => {
    const [before, after] = pointPreviews(
      withPoints(
        [
          ["10", "10,02", "", ""],
          ["10", "1O", "", "0,01"],
        ],
        "0,03",
      ),
    );
    expect(before).to.deep.equal({ error: "0.02" });
    expect(after, "a reading that is no number gives nothing").to.deep.equal({});
    expect(pointPreviews(withPoints([["10", "10,02", "", "0,01"]], "0,03"))).to.deep.equal([
      { error: "0.02", conforms: true },
    ]);
  });

  it("gives a verdict only once the MPE and every row typed are complete; wholly empty rows do not count", () => {
    expect(verdictOf(withPoints([["10", "10,02", "", "0,01"]]))).to.equal(undefined);
    expect(
      verdictOf(
        withPoints(
          [
            ["10", "10,02", "", "0,01"],
            ["20", "20,1", "", ""],
          ],
          "0,03",
        ),
      ),
    ).to.equal(undefined);
    expect(
      verdictOf(
        withPoints(
          [
            ["10", "10,02", "", "0,01"],
            ["", "", "", ""],
          ],
          "0,03",
        ),
      ),
    ).to.equal(true);
    expect(
      verdictOf({ ...withPoints([["10", "10,02", "", "0,02"]], "0,03"), decision_rule: "guarded" }),
    ).to.equal(false);
    expect(
      verdictOf(withPoints([["10", "10,05", "10,01", "0,01"]], "0,03")),
      "the as-left reading counts",
    ).to.equal(true);
  });
});
