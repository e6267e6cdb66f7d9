import { expect } from "chai";
import { CatalogueDevice, Device } from "../../src/catalogue";

const scale = {
  id: 7,
  name: "Tarozi",
  type_id: 4,
  section_id: null,
  cost: "120000.00",
  spetsifikatsiya: "0-150 kg",
  k_2: "T-1",
  check_out: 1,
};

describe("catalogue: a device as the lookups answer it", () => {
  it("keeps its price as the catalogue's decimal text, and a section or none", () => {
    expect(CatalogueDevice.is(scale)).to.equal(true);
    expect(CatalogueDevice.decode({ ...scale, section_id: 21 })._tag).to.equal("Right");
    for (const cost of ["120000", "120000.5", 120000]) {
      expect(CatalogueDevice.decode({ ...scale, cost })._tag, String(cost)).to.equal("Left");
    }
  });

  it("is what a form decodes into a priced device, its cost as exact money", () => {
    const priced = Device.decode(scale);
    expect(priced._tag).to.equal("Right");
    if (priced._tag === "Right") expect(priced.right.cost).to.equal(12_000_000n);
  });
});
