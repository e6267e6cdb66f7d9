import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import {
  dueBounds,
  dueState,
  dueStateCounts,
  ReapplyRequest,
  RegisterCursor,
  RegisterExportQuery,
  RegisterQuery,
} from "../../src/register";

describe("the register's calls", () => {
  it("reads the page's cursor from its DATE_ID text and writes it back the same", () => {
    const decoded = RegisterQuery.decode({ after: "2026-03-01_12", limit: "2" });
    expect(decoded).to.deep.equal(E.right({ after: { date: "2026-03-01", id: 12 }, limit: 2 }));
    expect(RegisterCursor.encode({ date: "2026-03-01", id: 12 })).to.equal("2026-03-01_12");
  });

  it("refuses a cursor that is not one, and a state the register does not have", () => {
    for (const query of [{ after: "yesterday" }, { after: "2026-03-01_0" }, { state: "late" }])
      expect(E.isLeft(RegisterQuery.decode(query)), JSON.stringify(query)).to.equal(true);
  });

  it("takes an export's format, .xlsx or CSV, and nothing else", () => {
    expect(RegisterExportQuery.decode({ format: "csv", lang: "ru" })).to.deep.equal(
      E.right({ format: "csv" }),
    );
    expect(E.isLeft(RegisterExportQuery.decode({ format: "pdf" }))).to.equal(true);
  });

  it("asks for every due entry, or for chosen ids, and for nothing else", () => {
    expect(ReapplyRequest.decode({ all_due: true, ids: [1] })).to.deep.equal(E.right({ all_due: true }));
    expect(ReapplyRequest.decode({ ids: [4, 9] })).to.deep.equal(E.right({ ids: [4, 9] }));
    for (const request of [{}, { all_due: false }, { ids: [0] }, { ids: "all" }])
      expect(E.isLeft(ReapplyRequest.decode(request)), JSON.stringify(request)).to.equal(true);
  });

  it("names a store's counts below each bound by the dated states, in the order of their dates", () => {
    const today = "2026-03-01";
    const bounds = dueBounds(today);
    const below = (date: string) => bounds.filter((bound) => date > bound).length;
    for (const date of ["2026-02-28", "2026-03-01", "2026-03-31", "2026-04-01", "2026-05-30", "2026-05-31"]) {
      const ranges = [0, 0, 0, 0];
      ranges[below(date)] = 1;
      const counts = dueStateCounts(ranges, 0);
      expect(counts[dueState({ next_inspection_date: date }, today)], date).to.equal(1);
    }
    expect(dueStateCounts([1, 2, 3, 4], 5)).to.deep.equal({
      overdue: 1,
      due30: 2,
      due90: 3,
      fine: 4,
      unfit: 5,
    });
  });
});
