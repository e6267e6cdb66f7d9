import { expect } from "chai";
import sinon from "sinon";
import { aContract, aCustomer, anAppeal, aReviewer, aStaffMember } from "@portal/testkit/builders";
import { type CabinetDeps, makeCabinetUseCases } from "../../src/cabinet";
import type { AppealFilter, AppealRecord } from "../../src/shared";
import { leftOf, rightOf } from "../support";

/** 2026-11-21 15:00 in Tashkent. */
const NOW = new Date("2026-11-21T10:00:00Z");

const summary = ({ id, kind, owner_id, status, total, created_at }: AppealRecord) => ({
  id,
  kind,
  owner_id,
  status,
  total,
  created_at,
});

/**
 * The customer's stores as the cabinet reads them: appeals answered by the filter they are
 * asked with (owner, status or statuses, last change), contracts by owner, register counts.
 */
function cabinetWith(appeals: AppealRecord[], contracts = [aContract()]) {
  const matches = (filter: AppealFilter) => (a: AppealRecord) =>
    a.owner_id === filter.owner_id &&
    (filter.status === undefined || a.status === filter.status) &&
    (filter.statuses === undefined || filter.statuses.includes(a.status)) &&
    (filter.updated_from === undefined || a.updated_at >= filter.updated_from);
  const newest = (list: AppealRecord[]) => [...list].sort((a, b) => b.id - a.id);
  const ports = {
    appeals: {
      listRecords: sinon.spy(async (filter: AppealFilter) => ({
        items: newest(appeals.filter(matches(filter))),
      })),
      list: sinon.spy(async (filter: AppealFilter) => ({
        items: newest(appeals.filter(matches(filter))).map(summary),
      })),
    },
    contracts: { list: sinon.spy(async (_filter: unknown, _page: unknown) => ({ items: contracts })) },
    selfDevices: {
      counts: sinon.spy(async (_request: { userId: number }) => ({ unfit: 1, ranges: [2, 3, 4, 5] })),
    },
    clock: { now: () => NOW },
  };
  return { ports, useCases: makeCabinetUseCases(ports as unknown as CabinetDeps) };
}

const sentBack = anAppeal({
  id: 60,
  status: "needs_changes",
  history: [
    { status: "submitted", at: "2026-11-19T08:00:00.000Z", by: 2 },
    { status: "under_review", at: "2026-11-19T09:00:00.000Z", by: 4, action: "take_for_review" },
    {
      status: "needs_changes",
      at: "2026-11-19T10:00:00.000Z",
      by: 4,
      action: "send_back",
      note: "Zavod raqamlarini yozing",
    },
  ],
});

describe("cabinet: what needs the customer (GET /api/cabinet/attention)", () => {
  it("sums up the customer's sent-back appeals, documents of open appeals, recent results and due instruments", async () => {
    const { ports, useCases } = cabinetWith(
      [
        sentBack,
        anAppeal({ id: 57, status: "contracted" }),
        anAppeal({ id: 58, status: "completed", updated_at: "2026-11-01T08:00:00.000Z" }),
        anAppeal({ id: 59, status: "completed", updated_at: "2026-10-01T08:00:00.000Z" }),
        anAppeal({ id: 61, status: "needs_changes", owner_id: 5, history: sentBack.history }),
      ],
      [aContract(), aContract({ id: 32, appeal_id: 59, kind: "invoice" })],
    );

    const attention = rightOf(await useCases.attention(aCustomer()));

    expect(attention).to.deep.equal({
      sent_back: [{ appeal_id: 60, kind: "verification", reason: "Zavod raqamlarini yozing" }],
      documents: [
        { appeal_id: 57, kind: "verification", contract_id: 31, document: "contract", number: "SH-17" },
      ],
      results: [{ appeal_id: 58, kind: "verification" }],
      instruments: { overdue: 2, due30: 3 },
    });
    expect(ports.contracts.list.firstCall.args).to.deep.equal([{ owner_id: 2 }, { limit: 100 }]);
    // Completed within the last 30 days: changed since 2026-10-22 10:00Z.
    expect(ports.appeals.list.secondCall.args[0]).to.deep.equal({
      owner_id: 2,
      status: "completed",
      updated_from: "2026-10-22T10:00:00.000Z",
    });
    expect(ports.selfDevices.counts.firstCall.args[0]).to.deep.include({ userId: 2 });
  });

  it("says nothing needs a customer without appeals, documents or due instruments", async () => {
    const { ports } = cabinetWith([], []);
    const quiet = makeCabinetUseCases({
      ...ports,
      selfDevices: { counts: async () => ({ unfit: 0, ranges: [0, 0, 7, 9] }) },
    } as unknown as CabinetDeps);
    expect(rightOf(await quiet.attention(aCustomer()))).to.deep.equal({
      sent_back: [],
      documents: [],
      results: [],
      instruments: { overdue: 0, due30: 0 },
    });
  });

  it("is the customers' own: staff and reviewers are refused, a visitor must sign in", async () => {
    const { ports, useCases } = cabinetWith([sentBack]);
    expect(leftOf(await useCases.attention(aStaffMember()))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.attention(aReviewer()))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.attention({ lang: "uz" }))._tag).to.equal("Unauthenticated");
    expect(ports.appeals.listRecords.called).to.equal(false);
  });
});
