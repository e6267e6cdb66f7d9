import { expect } from "chai";
import { render } from "@portal/domain";
import {
  afterSelfDeviceSaved,
  chooseSelfDevice,
  closedSelfDeviceModal,
  emptySelfDeviceForm,
  footerLabelKey,
  openSelfDeviceModal,
  selfDeviceSaveFailed,
  selfDeviceSaveStarted,
  toSelfDeviceInput,
} from "../../../src/register/state/selfDeviceModal";
import {
  aCountry,
  aDeviceSummary,
  aProvince,
  aSelfDevice,
  aSelfDeviceListItem,
  deepFreeze,
} from "../../state/builders";

const lookups = deepFreeze({
  devices: [aDeviceSummary({ id: 4, k_2: "K-444" }), aDeviceSummary({ id: 5, k_2: "K-555" })],
  countries: [aCountry({ id: 643, name_uz: "Rossiya" }), aCountry({ id: 860 })],
  provinces: [aProvince({ id: 10 }), aProvince({ id: 11, name: "Samarqand" })],
});

describe("self-device modal (spec 2.4 and 4)", () => {
  describe("opening without a record", () => {
    it("is add mode", () => {
      expect(openSelfDeviceModal(undefined, lookups).mode).to.equal("add");
    });

    it("has an empty form and no errors", () => {
      const modal = openSelfDeviceModal(undefined, lookups);
      expect(modal).to.deep.include({ open: true, form: emptySelfDeviceForm, errors: [], loading: false });
    });
  });

  describe("opening with a record", () => {
    const modal = openSelfDeviceModal(
      aSelfDevice({ id: 900, device_id: 5, country_id: 643, area_of_use_id: 11 }),
      lookups,
    );

    it("is edit mode on that record", () => {
      expect(modal.mode).to.equal("edit");
      expect(modal.form.id).to.equal(900);
    });

    it("matches the device, country and province by id", () => {
      expect(modal.form.device?.id).to.equal(5);
      expect(modal.form.country?.id).to.equal(643);
      expect(modal.form.province?.id).to.equal(11);
    });

    it("takes the code from the matched device", () => {
      expect(modal.form.code).to.equal("K-555");
    });

    it("fills in the record's inspection dates", () => {
      expect(modal.form).to.include({ inspection_date: "2024-01-15", next_inspection_date: "2025-01-15" });
    });

    it("leaves the device and the code empty when the device is not in the list", () => {
      const unknown = openSelfDeviceModal(aSelfDevice({ device_id: 999 }), lookups);
      expect(unknown.form.device).to.equal(undefined);
      expect(unknown.form.code).to.equal("");
    });

    it("accepts a row of the register as the record", () => {
      expect(openSelfDeviceModal(aSelfDeviceListItem(), lookups).form.code).to.equal("K-555");
    });
  });

  it("choosing a device copies its k_2 into the code", () => {
    const form = chooseSelfDevice(emptySelfDeviceForm, aDeviceSummary({ id: 4, k_2: "K-444" }));
    expect(form.code).to.equal("K-444");
    expect(form.device?.id).to.equal(4);
  });

  describe("the footer button", () => {
    it("reads 'Saqlash' when adding", () => {
      expect(render({ key: footerLabelKey("add") }, "uz")).to.equal("Saqlash");
    });

    it("reads 'O`zgartirish' when editing", () => {
      expect(render({ key: footerLabelKey("edit") }, "uz")).to.equal("O`zgartirish");
    });
  });

  describe("saving", () => {
    it("sends the chosen ids and dates with the user id", () => {
      const modal = openSelfDeviceModal(aSelfDevice(), lookups);
      expect(toSelfDeviceInput(modal.form, 1)).to.deep.equal({
        user_id: 1,
        device_id: 5,
        country_id: 860,
        area_of_use_id: 10,
        inspection_date: "2024-01-15",
        next_inspection_date: "2025-01-15",
        serial_number: undefined,
      });
    });

    it("sends an empty date as no date", () => {
      expect(toSelfDeviceInput(emptySelfDeviceForm, 1).inspection_date).to.equal(undefined);
    });

    it("starting sets the loading flag and drops old errors", () => {
      const modal = selfDeviceSaveStarted({ ...closedSelfDeviceModal, open: true, errors: ["eski"] });
      expect(modal).to.deep.include({ loading: true, errors: [] });
    });

    it("a failure resets the loading flag and lists the server's errors", () => {
      const modal = selfDeviceSaveFailed({ ...closedSelfDeviceModal, open: true, loading: true }, [
        "Sana xato",
      ]);
      expect(modal).to.deep.include({ open: true, loading: false, errors: ["Sana xato"] });
    });

    it("a success adds a new record to the list", () => {
      const list = deepFreeze([aSelfDeviceListItem({ id: 1 })]);
      const { list: next } = afterSelfDeviceSaved(list, aSelfDeviceListItem({ id: 2 }));
      expect(next.map((item) => item.id)).to.deep.equal([1, 2]);
    });

    it("a success replaces the record with the same id", () => {
      const list = deepFreeze([aSelfDeviceListItem({ id: 1 }), aSelfDeviceListItem({ id: 2 })]);
      const { list: next } = afterSelfDeviceSaved(list, aSelfDeviceListItem({ id: 1, device_name: "Yangi" }));
      expect(next.map((item) => item.device_name)).to.deep.equal(["Yangi", "Termometr"]);
    });

    it("a success clears the form and errors and closes the modal", () => {
      const { modal } = afterSelfDeviceSaved([], aSelfDeviceListItem());
      expect(modal).to.deep.equal({
        open: false,
        mode: "add",
        form: emptySelfDeviceForm,
        errors: [],
        loading: false,
      });
    });
  });
});
