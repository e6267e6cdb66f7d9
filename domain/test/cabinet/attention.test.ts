import { expect } from "chai";
import { type AttentionFacts, CabinetAttention, cabinetAttention } from "../../src/cabinet/attention";
import { OPEN_STATUSES } from "../../src/appeals/openAppeals";

const AT = "2026-11-20T08:00:00.000Z";

/** Nothing needs the customer: no appeal, no document, no instrument due. */
const quiet = (): AttentionFacts => ({
  sentBack: [],
  open: [],
  documents: [],
  completed: [],
  counts: { overdue: 0, due30: 0 },
});

const document = (id: number, appeal_id: number, kind: "contract" | "invoice" = "contract") => ({
  id,
  appeal_id,
  kind,
  contract_number: `SH-${id}`,
});

describe("cabinet: what needs the customer on the first screen", () => {
  it("is nothing at all for a customer with nothing to do", () => {
    expect(cabinetAttention(quiet())).to.deep.equal({
      sent_back: [],
      documents: [],
      results: [],
      instruments: { overdue: 0, due30: 0 },
    });
  });

  it("lists each sent-back application newest first with the reviewer's latest reason", () => {
    const summary = cabinetAttention({
      ...quiet(),
      sentBack: [
        {
          id: 4,
          kind: "verification",
          status: "needs_changes",
          history: [
            { status: "submitted", at: AT, by: 2 },
            { status: "under_review", at: AT, by: 4, action: "take_for_review" },
            { status: "needs_changes", at: AT, by: 4, action: "send_back", note: "Eski sabab" },
            { status: "submitted", at: AT, by: 2, action: "resubmit" },
            { status: "under_review", at: AT, by: 4, action: "take_for_review" },
            { status: "needs_changes", at: AT, by: 4, action: "send_back", note: "Zavod raqamlarini yozing" },
          ],
        },
        {
          id: 9,
          kind: "kompleks",
          status: "needs_changes",
          history: [{ status: "needs_changes", at: AT, by: 4, action: "send_back", note: "Manzil yo'q" }],
        },
        // Resubmitted since it was read: no longer the customer's to correct.
        {
          id: 11,
          kind: "verification",
          status: "submitted",
          history: [{ status: "submitted", at: AT, by: 2 }],
        },
      ],
    });
    expect(summary.sent_back).to.deep.equal([
      { appeal_id: 9, kind: "kompleks", reason: "Manzil yo'q" },
      { appeal_id: 4, kind: "verification", reason: "Zavod raqamlarini yozing" },
    ]);
  });

  it("lists the contracts and invoices of open applications only, newest application first", () => {
    const summary = cabinetAttention({
      ...quiet(),
      open: [
        { id: 5, kind: "recognition", status: "contracted" },
        { id: 8, kind: "verification", status: "invoiced" },
        { id: 6, kind: "verification", status: "completed" },
      ],
      documents: [document(31, 5), document(40, 8, "invoice"), document(35, 6), document(33, 5, "invoice")],
    });
    expect(summary.documents).to.deep.equal([
      { appeal_id: 8, kind: "verification", contract_id: 40, document: "invoice", number: "SH-40" },
      { appeal_id: 5, kind: "recognition", contract_id: 31, document: "contract", number: "SH-31" },
      { appeal_id: 5, kind: "recognition", contract_id: 33, document: "invoice", number: "SH-33" },
    ]);
  });

  it("no longer lists the invoice of a paid application, but still its contract", () => {
    const summary = cabinetAttention({
      ...quiet(),
      open: [
        { id: 8, kind: "verification", status: "paid" },
        { id: 9, kind: "verification", status: "invoiced" },
      ],
      documents: [document(40, 8, "invoice"), document(41, 8), document(42, 9, "invoice")],
    });
    expect(summary.documents.map((d) => [d.appeal_id, d.document])).to.deep.equal([
      [9, "invoice"],
      [8, "contract"],
    ]);
  });

  it("lists the completed applications whose results are ready, newest first, and the instruments due", () => {
    const summary = cabinetAttention({
      ...quiet(),
      completed: [
        { id: 3, kind: "verification", status: "completed" },
        { id: 12, kind: "recognition", status: "completed" },
      ],
      counts: { overdue: 2, due30: 5 },
    });
    expect(summary.results).to.deep.equal([
      { appeal_id: 12, kind: "recognition" },
      { appeal_id: 3, kind: "verification" },
    ]);
    expect(summary.instruments).to.deep.equal({ overdue: 2, due30: 5 });
  });

  it("answers what its codec, the call's answer, accepts", () => {
    expect(CabinetAttention.is(cabinetAttention(quiet()))).to.equal(true);
  });
});

describe("appeals: the open statuses", () => {
  it("are every status sent and not yet closed: no draft, no completed, no rejected", () => {
    expect(OPEN_STATUSES).to.include.members(["submitted", "under_review", "needs_changes", "approved"]);
    expect(OPEN_STATUSES).to.not.include.members(["draft"]);
    expect(OPEN_STATUSES).to.not.include("completed");
    expect(OPEN_STATUSES).to.not.include("rejected");
  });
});
