import { expect } from "chai";
import {
  type OpenInstrument,
  openApplicationsOf,
  openInstrumentsOf,
  serialKeysIn,
} from "../../src/register/openInstruments";

const line = (appeal_id: number, device_id: number, ...serial_keys: string[]): OpenInstrument => ({
  appeal_id,
  device_id,
  serial_keys,
});

describe("register: an instrument already in an open application", () => {
  describe("the serial numbers an 'about device' text lists", () => {
    it("reads the register's own line in either language, after its label, whatever the case, spaces and dashes", () => {
      expect(serialKeysIn("Zavod raqami: SN-0001, sn 0002")).to.deep.equal(["SN0001", "SN0002"]);
      expect(serialKeysIn("Заводской номер: А-17; B-18")).to.deep.equal(["A17", "B18"]);
    });

    it("reads a list typed without a label, one number or several per line", () => {
      expect(serialKeysIn("T-100\nT-200, T-201")).to.deep.equal(["T100", "T200", "T201"]);
    });

    it("finds nothing in an empty or missing text, and keeps no piece longer than a serial number", () => {
      expect(serialKeysIn("")).to.deep.equal([]);
      expect(serialKeysIn(undefined)).to.deep.equal([]);
      expect(serialKeysIn(" , ;")).to.deep.equal([]);
      expect(serialKeysIn("x".repeat(300))).to.deep.equal([]);
    });
  });

  describe("the open lines of the customer's appeals", () => {
    it("keeps the lines that name a catalogue device and a serial number, each with its appeal", () => {
      const open = openInstrumentsOf([
        {
          id: 7,
          devices: [
            { device_id: 49, about_device: "Zavod raqami: A-1, A-2" },
            { device_id: 60, about_device: "" },
            { about_device: "A-1" },
          ],
        },
        { id: 9, devices: [{ device_id: 49, about_device: "a1" }] },
      ]);
      expect(open).to.deep.equal([line(7, 49, "A1", "A2"), line(9, 49, "A1")]);
    });
  });

  describe("which open applications hold an instrument", () => {
    const open = [line(7, 49, "A1", "A2"), line(9, 49, "A1"), line(12, 60, "B7")];

    it("are those with a line of the same device listing one of its serial numbers, in id order", () => {
      expect(openApplicationsOf({ deviceIds: [49], serialKeys: ["A1"] }, open)).to.deep.equal([7, 9]);
      expect(openApplicationsOf({ deviceIds: [49], serialKeys: ["A2", "Z9"] }, open)).to.deep.equal([7]);
    });

    it("are none for the same serial number under another device, or another number of the same device", () => {
      expect(openApplicationsOf({ deviceIds: [60], serialKeys: ["A1"] }, open)).to.deep.equal([]);
      expect(openApplicationsOf({ deviceIds: [49], serialKeys: ["A3"] }, open)).to.deep.equal([]);
    });

    it("are none for an instrument without a serial number, even beside lines of its device", () => {
      expect(openApplicationsOf({ deviceIds: [49], serialKeys: [] }, open)).to.deep.equal([]);
    });

    it("match a register entry under any device it may be applied for as (its own, its verification device)", () => {
      expect(openApplicationsOf({ deviceIds: [1, 60], serialKeys: ["B7"] }, open)).to.deep.equal([12]);
    });

    it("leave out the application being corrected itself", () => {
      expect(openApplicationsOf({ deviceIds: [49], serialKeys: ["A1"] }, open, 7)).to.deep.equal([9]);
    });
  });
});
