import { expect } from "chai";
import sinon from "sinon";
import { makeRegisterUseCases } from "../../src/register";
import { aCustomer } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

/** 20:30 UTC on 1 March is 01:30 on 2 March in Tashkent (UTC+5). */
const LATE_EVENING_UTC = new Date("2026-03-01T20:30:00Z");

describe("own devices: an inspection is not in the future, by the Tashkent calendar", () => {
  const withClock = (now: Date) => {
    const { deps, asDeps } = stubDeps();
    Object.assign(deps.catalogue, {
      country: sinon.stub().resolves({ id: 1, name_uz: "O'zbekiston" }),
      province: sinon.stub().resolves({ id: 10, name: "Toshkent shahri" }),
    });
    Object.assign(deps.clock, { now: () => now });
    return { deps, useCases: makeRegisterUseCases(asDeps) };
  };
  const device = (inspection_date: string) => ({
    device_id: 49,
    country_id: 1,
    area_of_use_id: 10,
    inspection_date,
    next_inspection_date: "2027-03-02",
  });

  it("accepts today in Tashkent while the UTC date is still yesterday", async () => {
    const { deps, useCases } = withClock(LATE_EVENING_UTC);
    const saved = rightOf(await useCases.addSelfDevice(aCustomer(), device("2026-03-02")));
    expect(saved.inspection_date).to.equal("2026-03-02");
    expect(deps.selfDevices.insert.calledOnce).to.equal(true);
  });

  it("refuses the day after today in Tashkent", async () => {
    const { deps, useCases } = withClock(LATE_EVENING_UTC);
    const result = await useCases.addSelfDevice(aCustomer(), device("2026-03-03"));
    expect(leftOf(result)).to.deep.equal({
      _tag: "InvalidFields",
      fields: { inspection_date: [{ key: "inspectionDateInFuture" }] },
    });
    expect(deps.selfDevices.insert.called).to.equal(false);
  });

  it("checks an update by the same day", async () => {
    const { deps, useCases } = withClock(LATE_EVENING_UTC);
    deps.selfDevices.findById.withArgs(5).resolves({ id: 5, user_id: 2, ...device("2026-01-10") });
    rightOf(await useCases.updateSelfDevice(aCustomer(), 5, device("2026-03-02")));
    expect(deps.selfDevices.replace.calledOnce).to.equal(true);
  });
});

describe("own devices: the serial number", () => {
  const entry = (serial_number?: string) => ({
    device_id: 49,
    country_id: 1,
    area_of_use_id: 10,
    inspection_date: "2026-01-10",
    next_inspection_date: "2027-01-10",
    ...(serial_number === undefined ? {} : { serial_number }),
  });
  const useCasesWith = () => {
    const { deps, asDeps } = stubDeps();
    Object.assign(deps.catalogue, {
      country: sinon.stub().resolves({ id: 1, name_uz: "O'zbekiston" }),
      province: sinon.stub().resolves({ id: 10, name: "Toshkent shahri" }),
    });
    Object.assign(deps.clock, { now: () => new Date("2026-03-01T10:00:00Z") });
    return { deps, useCases: makeRegisterUseCases(asDeps) };
  };

  it("is kept trimmed, and an entry typed without one keeps none", async () => {
    const { deps, useCases } = useCasesWith();
    rightOf(await useCases.addSelfDevice(aCustomer(), entry("  SN-77 ")));
    rightOf(await useCases.addSelfDevice(aCustomer(), entry("   ")));
    rightOf(await useCases.addSelfDevice(aCustomer(), entry()));
    const stored = deps.selfDevices.insert.getCalls().map((call) => call.args[0].serial_number);
    expect(stored).to.deep.equal(["SN-77", undefined, undefined]);
    expect("serial_number" in deps.selfDevices.insert.getCall(2).args[0]).to.equal(false);
  });

  it("is removed by an update that clears it, while the result's marks stay", async () => {
    const { deps, useCases } = useCasesWith();
    deps.selfDevices.findById.withArgs(5).resolves({
      id: 5,
      user_id: 2,
      ...entry("SN-1"),
      unfit: true,
      last_certificate: { number: "T-2026-ABC", appeal_id: 9 },
    });
    // The modal clears it by sending null, which the route decodes as no serial number.
    rightOf(await useCases.updateSelfDevice(aCustomer(), 5, entry()));
    const replaced = deps.selfDevices.replace.firstCall.args[0];
    expect(replaced.serial_number).to.equal(undefined);
    expect(replaced.unfit).to.equal(true);
    expect(replaced.last_certificate).to.deep.equal({ number: "T-2026-ABC", appeal_id: 9 });
  });
});
