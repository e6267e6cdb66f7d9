import { expect } from "chai";
import { deviceNameOf, namesCatalogueDevices, rowInLanguage } from "../../src/appeals/catalogueNames";

const russian = new Map([[49, "Весы торговые электронные"]]);
const saved = { id: 1, device_id: 49, device_name: "Elektron savdo tarozisi", amount: 2 };

describe("catalogue names in the reader's language", () => {
  it("names a verification row's catalogue device by the catalogue's name in the language", () => {
    expect(deviceNameOf("verification", saved, russian)).to.equal("Весы торговые электронные");
    expect(rowInLanguage("verification", saved, russian)).to.deep.equal({
      ...saved,
      device_name: "Весы торговые электронные",
    });
  });

  it("keeps the customer's own names of every other kind, whatever their device ids", () => {
    for (const kind of ["recognition", "provider", "kompleks", "comment"] as const) {
      expect(namesCatalogueDevices(kind), kind).to.equal(false);
      expect(rowInLanguage(kind, saved, russian), kind).to.equal(saved);
    }
  });

  it("keeps the stored name of a device the catalogue no longer has, and of a row without a device", () => {
    expect(deviceNameOf("verification", { device_id: 7, device_name: "Eski tarozi" }, russian)).to.equal(
      "Eski tarozi",
    );
    expect(deviceNameOf("verification", { device_name: "Manometr" }, russian)).to.equal("Manometr");
  });
});
