import { type Language, renderAll } from "@portal/domain";
import { aBranchStaffMember, aCustomer, anAppeal, aReviewer, aStaffMember } from "@portal/testkit/builders";
import { expect } from "chai";
import { type AppealRecord, type Failure, makeResultsUseCases } from "../../src";
import type { ReceiveInstrumentsRequest } from "@portal/domain";
import { leftOf, rightOf } from "../support";
import { memoryReceipts } from "./memoryReceipts";

/** 2026-11-21 15:00 in Tashkent. */
const NOW = new Date("2026-11-21T10:00:00Z");

/** A contracted verification appeal: two instruments brought in (row 1), one the inspector visits (row 2). */
const twoRows = (overrides: Partial<AppealRecord> = {}) =>
  anAppeal({
    status: "contracted",
    devices: [
      { ...anAppeal().devices[0]!, id: 1, amount: 2, check_in: 1, check_out: 0 },
      { ...anAppeal().devices[0]!, id: 2, amount: 1, check_in: 0, check_out: 1 },
    ],
    ...overrides,
  });

function setup(appeal: AppealRecord = twoRows(), now = NOW) {
  const receipts = memoryReceipts();
  const told: { appeal: number; by: number; received_on: string }[] = [];
  let id = 1;
  const useCases = makeResultsUseCases({
    events: {
      stepTaken: async () => undefined,
      instrumentsReceived: async (a: AppealRecord, by: { id: number }, r: { received_on: string }) => {
        told.push({ appeal: a.id, by: by.id, received_on: r.received_on });
      },
    },
    results: { listByAppeal: async () => [] } as never,
    receipts,
    appeals: { findById: async (i: number) => (i === appeal.id ? appeal : undefined) } as never,
    catalogue: {
      types: async () => [{ id: 4, name: "Qiyoslash" }],
      inspectionIntervalMonths: async () => 12,
      allDevices: async () => [],
    } as never,
    clock: { now: () => now },
    ids: { next: async () => id++ },
  } as never);
  const receive = (actor = aStaffMember(), body: ReceiveInstrumentsRequest, appealId = appeal.id) =>
    useCases.receiveInstruments(actor, appealId, body);
  return { useCases, receipts, receive, told };
}

/** What a refusal says, in the language given: its messages, or its tag when it has none. */
const said = (failure: Failure, lang: Language = "uz"): string[] =>
  failure._tag === "Invalid" ? renderAll(failure.messages, lang) : [failure._tag];

const first = { row_id: 1, instrument: 1 };
const second = { row_id: 1, instrument: 2 };
const visited = { row_id: 2, instrument: 1 };

describe("results: receipt of the instruments", () => {
  it("marks some instruments received on a given day, shows the day per instrument and leaves the others for later", async () => {
    const { receive, useCases, receipts, told } = setup();
    const view = rightOf(await receive(aStaffMember(), { instruments: [first], received_on: "2026-11-19" }));
    expect(told, "the customer is told once, with the day").to.deep.equal([
      { appeal: 57, by: 3, received_on: "2026-11-19" },
    ]);
    expect(view.may_receive).to.equal(true);
    expect(view.instruments.map((i) => [i.n, i.instrument, i.received_on, i.on_site])).to.deep.equal([
      [1, 1, "2026-11-19", false],
      [1, 2, undefined, false],
      [2, 1, undefined, true],
    ]);
    expect(receipts.rows[0]).to.include({ appeal_id: 57, row_id: 1, instrument: 1, recorded_by: 3 });

    const later = rightOf(await receive(aStaffMember(), { instruments: [second] }));
    expect(later.instruments.map((i) => i.received_on)).to.deep.equal([
      "2026-11-19",
      "2026-11-21",
      undefined,
    ]);
    const owner = rightOf(await useCases.appealResults(aCustomer(), 57));
    expect(owner.instruments[1]!.received_on, "the customer sees it").to.equal("2026-11-21");
    expect(owner.may_receive).to.equal(false);
  });

  it("takes today as the Tashkent day: at 20:30 UTC it is already the next day there", async () => {
    const { useCases } = setup(twoRows(), new Date("2026-11-21T20:30:00Z"));
    const view = rightOf(await useCases.receiveInstruments(aStaffMember(), 57, { instruments: [first] }));
    expect(view.instruments[0]!.received_on).to.equal("2026-11-22");
    const tomorrow = await useCases.receiveInstruments(aStaffMember(), 57, {
      instruments: [second],
      received_on: "2026-11-23",
    });
    expect(said(leftOf(tomorrow))).to.deep.equal([
      "Qabul qilingan sana bugungi sanadan keyin boʻlishi mumkin emas",
    ]);
  });

  it("refuses a day in the future or no real day, an unknown, repeated, on-site or received instrument, storing nothing", async () => {
    const { receive, receipts } = setup();
    rightOf(await receive(aStaffMember(), { instruments: [first], received_on: "2026-11-20" }));
    const refused = leftOf(
      await receive(aStaffMember(), {
        received_on: "2026-02-30",
        instruments: [second, second, visited, first, { row_id: 9, instrument: 1 }],
      }),
    );
    expect(said(refused, "ru")).to.deep.equal([
      "Дата приёма указана неверно",
      "Устройство №1.2: отмечено дважды",
      "Устройство №2.1: проверяется на месте, принимать его не нужно",
      "Устройство №1.1: уже принято, обновите страницу",
      "Устройство №9.1: в заявке нет такого устройства, обновите страницу",
    ]);
    const future = leftOf(
      await receive(aStaffMember(), { instruments: [second], received_on: "2026-11-22" }),
    );
    expect(said(future)).to.deep.equal(["Qabul qilingan sana bugungi sanadan keyin boʻlishi mumkin emas"]);
    const none = leftOf(await receive(aStaffMember(), { instruments: [] }));
    expect(said(none)).to.deep.equal(["Qabul qilingan kamida bitta qurilmani belgilang"]);
    expect(receipts.rows).to.have.length(1);
  });

  it("tells nobody of a refused receipt", async () => {
    const { receive, told } = setup();
    leftOf(await receive(aCustomer(), { instruments: [first] }));
    leftOf(await receive(aStaffMember(), { instruments: [visited] }));
    expect(told).to.deep.equal([]);
  });

  it("is staff's alone, of the appeal's branch, on a contracted, invoiced or paid appeal", async () => {
    const { receive, receipts } = setup(twoRows({ branch_id: 1 }));
    const body = { instruments: [first] };
    expect(leftOf(await receive(aCustomer(), body))._tag).to.equal("Forbidden");
    expect(leftOf(await receive(aReviewer(), body))._tag).to.equal("Forbidden");
    expect(leftOf(await receive(aBranchStaffMember([3]), body))._tag).to.equal("Forbidden");
    expect(leftOf(await receive(aStaffMember(), body, 999))._tag).to.equal("NotFound");
    for (const status of ["approved", "completed"] as const) {
      const closed = setup(twoRows({ status }));
      const refusal = leftOf(await closed.receive(aStaffMember(), body));
      expect(refusal).to.deep.include({ _tag: "Conflict", message: { key: "receiptsNotOpen" } });
    }
    expect(receipts.rows).to.deep.equal([]);
    for (const status of ["invoiced", "paid"] as const) {
      const open = setup(twoRows({ status, branch_id: 3 }));
      expect(rightOf(await open.receive(aBranchStaffMember([3]), body)).may_record, status).to.equal(true);
      expect(open.receipts.rows, status).to.have.length(1);
    }
  });
});
