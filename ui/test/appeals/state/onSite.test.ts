import { expect } from "chai";
import { chooseProvince, setCheckIn, setCheckOut, showsPlace } from "../../../src/appeals/forms/state/onSite";
import { aKompleksRow, aLine, anOnSiteKompleksRow } from "../../state/builders";

describe("check_in / check_out and the place (spec 2.7, 2.13 and 4)", () => {
  describe("ticking check_in", () => {
    it("clears check_out", () => {
      expect(setCheckIn(aLine({ check_in: 0, check_out: 1 }), true)).to.include({
        check_in: 1,
        check_out: 0,
      });
    });

    it("clears the province, city and address that check_out revealed", () => {
      const row = setCheckIn(anOnSiteKompleksRow(), true);
      expect(row.province_id).to.equal(undefined);
      expect(row.city_id).to.equal(undefined);
      expect(row.address).to.equal(undefined);
    });
  });

  describe("ticking check_out", () => {
    it("clears check_in", () => {
      expect(setCheckOut(aLine({ check_in: 1, check_out: 0 }), true)).to.include({
        check_in: 0,
        check_out: 1,
      });
    });

    it("reveals the province, city and address fields", () => {
      expect(showsPlace(setCheckOut(aKompleksRow(), true))).to.equal(true);
    });
  });

  describe("unticking", () => {
    it("unticking check_in does not tick check_out", () => {
      expect(setCheckIn(aLine({ check_in: 1, check_out: 0 }), false)).to.include({
        check_in: 0,
        check_out: 0,
      });
    });

    it("unticking check_out does not tick check_in", () => {
      expect(setCheckOut(anOnSiteKompleksRow(), false)).to.include({ check_in: 0, check_out: 0 });
    });

    it("unticking check_out hides and clears the place", () => {
      const row = setCheckOut(anOnSiteKompleksRow(), false);
      expect(showsPlace(row)).to.equal(false);
      expect(row.address).to.equal(undefined);
    });
  });

  it("a kompleks row brought by the customer shows no place fields", () => {
    expect(showsPlace(aKompleksRow())).to.equal(false);
  });

  describe("choosing a province", () => {
    it("sets the province and clears the city", () => {
      const row = chooseProvince(anOnSiteKompleksRow({ province_id: 3, city_id: 30 }), 4);
      expect(row.province_id).to.equal(4);
      expect(row.city_id).to.equal(undefined);
    });

    it("keeps the address", () => {
      expect(chooseProvince(anOnSiteKompleksRow({ address: "Navoiy 1" }), 4).address).to.equal("Navoiy 1");
    });

    it("keeps the city when the same province is chosen again", () => {
      expect(chooseProvince(anOnSiteKompleksRow({ province_id: 3, city_id: 30 }), 3).city_id).to.equal(30);
    });

    it("works on a verification line as well", () => {
      expect(chooseProvince(aLine({ province_id: 1, city_id: 11 }), 2)).to.include({
        province_id: 2,
        city_id: undefined,
      });
    });
  });
});
