import { expect } from "chai";
import { blankKompleksRow } from "../../../src/appeals/forms/state/kompleks";
import { chooseProvince, setCheckIn, setCheckOut, showsPlace } from "../../../src/appeals/forms/state/onSite";

describe("kompleks rows (spec 2.13)", () => {
  it("a blank row has amount 1 and is brought by the customer", () => {
    expect(blankKompleksRow()).to.include({ amount: 1, check_in: 1, check_out: 0 });
  });

  it("ticking check_out on a blank row reveals the place fields and unticks check_in", () => {
    const row = setCheckOut(blankKompleksRow(), true);
    expect(showsPlace(row)).to.equal(true);
    expect(row.check_in).to.equal(0);
  });

  it("ticking check_in again clears the province, city and address entered", () => {
    const onSite = chooseProvince(setCheckOut(blankKompleksRow(), true), 3);
    const row = setCheckIn({ ...onSite, city_id: 30, address: "Amir Temur 5" }, true);
    expect(row).to.include({
      check_in: 1,
      check_out: 0,
      province_id: undefined,
      city_id: undefined,
      address: undefined,
    });
  });
});
