import { expect } from "chai";
import { filterQuery, filtersOf, ledgerTotals } from "../../src/payments/ledgerFilters";

describe("the ledger's filters and totals", () => {
  it("read the filters of an address, leaving out what is not understood, and write them back the same", () => {
    const search = new URLSearchParams(
      "from=2026-03-01&to=2026-02-30&branch_id=4&provider=click&state=refunded&x=1",
    );
    const filters = filtersOf(search);
    expect(filters).to.deep.equal({ from: "2026-03-01", branch_id: 4, provider: "click", state: "refunded" });
    expect(filterQuery(filters).toString()).to.equal(
      "from=2026-03-01&branch_id=4&provider=click&state=refunded",
    );
    expect(filtersOf(new URLSearchParams("provider=PAYME&state=paid&branch_id=0"))).to.deep.equal({});
  });

  it("add up each state's amounts in tiyin, never as floats, and never across states", () => {
    const totals = ledgerTotals([
      { state: "performed", amount: "0.10" },
      { state: "performed", amount: "0.20" },
      { state: "cancelled", amount: "99.99" },
    ]);
    expect(totals).to.deep.equal([
      { state: "performed", count: 2, amount: 30n },
      { state: "cancelled", count: 1, amount: 9999n },
    ]);
  });
});
