import { expect } from "chai";
import { message } from "@portal/domain";
import { som, ZERO } from "@portal/domain";
import {
  blankVerificationLine,
  chooseDevice,
  chooseSection,
  chooseServiceType,
  deviceListRequest,
  onSiteLabel,
  reconcileDevice,
  sectionListRequest,
} from "../../src/state/verificationLine";
import { aDevice, aLine, aLineWithDevice, aSection, aServiceType, deepFreeze } from "./builders";

describe("verification line state (spec 2.7 and 4)", () => {
  describe("a blank line", () => {
    it("starts with amount 1, check_in ticked, check_out not, and cost 0", () => {
      const line = blankVerificationLine();
      expect(line).to.include({ amount: 1, check_in: 1, check_out: 0, cost: ZERO });
    });
  });

  describe("choosing a service type", () => {
    it("resets the cost to 0 and clears the device", () => {
      const line = chooseServiceType(aLineWithDevice(), aServiceType({ id: 7, name: "Kalibrlash" }));
      expect(line.cost).to.equal(ZERO);
      expect(line.device).to.equal(undefined);
      expect(line.device_id).to.equal(undefined);
      expect(line.device_name).to.equal(undefined);
      expect(line.spetsifikatsiya).to.equal(undefined);
    });

    it("sets both the type object and type_id", () => {
      const type = aServiceType({ id: 7, name: "Kalibrlash" });
      const line = chooseServiceType(aLine(), type);
      expect(line.type).to.deep.equal(type);
      expect(line.type_id).to.equal(7);
    });

    it("keeps a section that is already chosen", () => {
      const line = chooseServiceType(aLine({ section: aSection(), section_id: 31 }), aServiceType());
      expect(line.section_id).to.equal(31);
    });

    it("keeps the amount, about_device and the check boxes", () => {
      const before = aLineWithDevice({ amount: 3, about_device: "tez", check_in: 0, check_out: 1 });
      const line = chooseServiceType(before, aServiceType({ id: 7 }));
      expect(line).to.include({ amount: 3, about_device: "tez", check_in: 0, check_out: 1 });
    });

    it("does not change the line it was given", () => {
      const before = aLineWithDevice();
      const copy = structuredClone(before);
      chooseServiceType(before, aServiceType({ id: 7 }));
      expect(before).to.deep.equal(copy);
    });
  });

  describe("which device list to load", () => {
    it("loads devices by type when no section is chosen", () => {
      expect(deviceListRequest(aLine({ type_id: 4 }))).to.deep.equal({ by: "type", typeId: 4 });
    });

    it("loads devices by type and section when a section is chosen", () => {
      expect(deviceListRequest(aLine({ type_id: 4, section_id: 31 }))).to.deep.equal({
        by: "typeAndSection",
        typeId: 4,
        sectionId: 31,
      });
    });

    it("loads nothing while no type is chosen", () => {
      expect(deviceListRequest(aLine())).to.equal(undefined);
    });

    it("loads the type's sections in offline mode", () => {
      expect(sectionListRequest(aLine({ type_id: 4 }), { offline: true })).to.equal(4);
    });

    it("loads no sections outside offline mode", () => {
      expect(sectionListRequest(aLine({ type_id: 4 }), { offline: false })).to.equal(undefined);
    });
  });

  describe("choosing a section", () => {
    it("sets the section object, section_id and section_name", () => {
      const { line } = chooseSection(aLine({ type_id: 4 }), aSection({ id: 32, name: "Harorat" }), 2);
      expect(line.section).to.deep.equal({ id: 32, name: "Harorat" });
      expect(line).to.include({ section_id: 32, section_name: "Harorat" });
    });

    it("reloads devices by type and section when the appeal's branch_id is 1", () => {
      const { reloadDevices } = chooseSection(aLine({ type_id: 4 }), aSection({ id: 32 }), 1);
      expect(reloadDevices).to.deep.equal({ by: "typeAndSection", typeId: 4, sectionId: 32 });
    });

    it("does not reload devices when the appeal's branch_id is not 1", () => {
      const { reloadDevices } = chooseSection(aLine({ type_id: 4 }), aSection({ id: 32 }), 2);
      expect(reloadDevices).to.equal(undefined);
    });

    it("does not reload devices when no branch is chosen", () => {
      const { reloadDevices } = chooseSection(aLine({ type_id: 4 }), aSection({ id: 32 }), undefined);
      expect(reloadDevices).to.equal(undefined);
    });

    it("keeps the chosen device until the reloaded list is known", () => {
      const { line } = chooseSection(aLineWithDevice(), aSection({ id: 32 }), 1);
      expect(line.device_id).to.equal(101);
    });
  });

  describe("choosing a device", () => {
    it("copies the device's cost and spetsifikatsiya to the line", () => {
      const device = aDevice({ id: 102, cost: som(275000), spetsifikatsiya: "±0.5 °C" });
      const { line } = chooseDevice(aLine({ type_id: 4 }), device);
      expect(line.cost).to.equal(som(275000));
      expect(line.spetsifikatsiya).to.equal("±0.5 °C");
    });

    it("sets the device object, device_id and device_name", () => {
      const device = aDevice({ id: 102, name: "Termometr" });
      const { line } = chooseDevice(aLine(), device);
      expect(line.device).to.deep.equal(device);
      expect(line).to.include({ device_id: 102, device_name: "Termometr" });
    });

    it("gives the checkOutWarning toast when the device is checked on site", () => {
      const choice = chooseDevice(aLine(), aDevice({ check_out: 1 }));
      expect(choice.onSite).to.equal(true);
      expect(choice.warning).to.deep.equal(message("checkOutWarning"));
    });

    it("gives no toast for a device the customer brings", () => {
      const choice = chooseDevice(aLine(), aDevice({ check_out: 0 }));
      expect(choice.onSite).to.equal(false);
      expect(choice.warning).to.equal(undefined);
    });

    it("leaves the line's check_in and check_out boxes to the user", () => {
      const { line } = chooseDevice(aLine({ check_in: 1, check_out: 0 }), aDevice({ check_out: 1 }));
      expect(line).to.include({ check_in: 1, check_out: 0 });
    });

    it("clears the device and the cost when the select is cleared", () => {
      const { line } = chooseDevice(aLineWithDevice(), undefined);
      expect(line.device).to.equal(undefined);
      expect(line.cost).to.equal(ZERO);
    });
  });

  describe("the on-site label", () => {
    it("shows 'Borib tekshiriladi' for a device checked on site", () => {
      expect(onSiteLabel(aLineWithDevice({ device: aDevice({ check_out: 1 }) }))).to.deep.equal(
        message("checkedOnSite"),
      );
    });

    it("shows nothing for a device the customer brings", () => {
      expect(onSiteLabel(aLineWithDevice())).to.equal(undefined);
    });

    it("shows nothing without a device", () => {
      expect(onSiteLabel(aLine())).to.equal(undefined);
    });
  });

  describe("reconciling the device with a reloaded list", () => {
    it("replaces the selected device by the entry with the same id", () => {
      const fresh = aDevice({ id: 101, name: "Manometr (yangi)" });
      const line = reconcileDevice(aLineWithDevice(), [aDevice({ id: 7 }), fresh]);
      expect(line.device).to.equal(fresh);
    });

    it("takes the cost and spetsifikatsiya again from the reloaded entry", () => {
      const fresh = aDevice({ id: 101, cost: som(160000), spetsifikatsiya: "yangi" });
      const line = reconcileDevice(aLineWithDevice(), [fresh]);
      expect(line.cost).to.equal(som(160000));
      expect(line.spetsifikatsiya).to.equal("yangi");
    });

    it("clears the device and resets the cost when the reloaded list no longer has it", () => {
      const line = reconcileDevice(aLineWithDevice(), [aDevice({ id: 7 })]);
      expect(line.device).to.equal(undefined);
      expect(line.device_id).to.equal(undefined);
      expect(line.cost).to.equal(ZERO);
    });

    it("leaves a line without a device as it is", () => {
      const before = aLine({ type_id: 4 });
      expect(reconcileDevice(before, [aDevice()])).to.deep.equal(before);
    });
  });

  it("never mutates a frozen line (every transition runs on deep-frozen input)", () => {
    const line = deepFreeze(aLineWithDevice({ section: aSection(), section_id: 31 }));
    expect(() => {
      chooseServiceType(line, aServiceType({ id: 5 }));
      chooseSection(line, aSection({ id: 40 }), 1);
      chooseDevice(line, aDevice({ id: 9, check_out: 1 }));
      reconcileDevice(line, []);
    }).not.to.throw();
  });
});
