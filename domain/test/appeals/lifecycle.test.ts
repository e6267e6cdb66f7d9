import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import {
  APPEAL_ACTIONS,
  APPEAL_STATUSES,
  type AppealAction,
  type AppealStatus,
  availableActions,
  LIFECYCLE_ROLES,
  type LifecycleRole,
  readsContracts,
  paymentTransition,
  transition,
  validateTransitionNote,
} from "../../src/appeals/lifecycle";
import { render } from "../../src/shared/messages";

/**
 * Every transition the lifecycle allows, written out by hand (docs/decisions.md,
 * "Lifecycle"): [from, action, to, roles]. Everything not listed here is refused.
 */
const ALLOWED: ReadonlyArray<readonly [AppealStatus, AppealAction, AppealStatus, readonly LifecycleRole[]]> =
  [
    ["draft", "submit", "submitted", ["customer"]],
    ["needs_changes", "resubmit", "submitted", ["customer"]],
    ["submitted", "take_for_review", "under_review", ["staff", "reviewer"]],
    ["under_review", "approve", "approved", ["staff", "reviewer"]],
    ["under_review", "send_back", "needs_changes", ["staff", "reviewer"]],
    ["under_review", "reject", "rejected", ["staff", "reviewer"]],
    ["submitted", "edit", "submitted", ["staff", "reviewer"]],
    ["under_review", "edit", "under_review", ["staff", "reviewer"]],
    ["needs_changes", "edit", "needs_changes", ["staff", "reviewer"]],
    ["submitted", "contract", "contracted", ["staff"]],
    ["approved", "contract", "contracted", ["staff"]],
    ["submitted", "invoice", "invoiced", ["staff"]],
    ["approved", "invoice", "invoiced", ["staff"]],
    ["contracted", "invoice", "invoiced", ["staff"]],
    ["contracted", "complete", "completed", ["staff"]],
    ["invoiced", "complete", "completed", ["staff"]],
    ["paid", "complete", "completed", ["staff"]],
    ["under_review", "confirm_exemption", "under_review", ["staff", "reviewer"]],
    ["under_review", "refuse_exemption", "under_review", ["staff", "reviewer"]],
  ];

/** Who may take an action at all, in whatever status. */
const ROLES_OF: Readonly<Record<AppealAction, readonly LifecycleRole[]>> = {
  submit: ["customer"],
  resubmit: ["customer"],
  take_for_review: ["staff", "reviewer"],
  approve: ["staff", "reviewer"],
  send_back: ["staff", "reviewer"],
  reject: ["staff", "reviewer"],
  edit: ["staff", "reviewer"],
  contract: ["staff"],
  invoice: ["staff"],
  complete: ["staff"],
  pay: [],
  refund: [],
  confirm_exemption: ["staff", "reviewer"],
  refuse_exemption: ["staff", "reviewer"],
};

const allowedTo = (status: AppealStatus, action: AppealAction): AppealStatus | undefined =>
  ALLOWED.find(([from, act]) => from === status && act === action)?.[2];

describe("the appeal lifecycle", () => {
  describe("every (status, action, role)", () => {
    for (const status of APPEAL_STATUSES) {
      for (const action of APPEAL_ACTIONS) {
        for (const role of LIFECYCLE_ROLES) {
          const to = allowedTo(status, action);
          const roleMay = ROLES_OF[action].includes(role);
          if (to !== undefined && roleMay) {
            it(`lets the ${role} ${action} a ${status} appeal, which becomes ${to}`, () => {
              expect(transition(status, action, role)).to.deep.equal(E.right(to));
            });
          } else if (!roleMay) {
            it(`refuses the ${role} to ${action} a ${status} appeal: not their action`, () => {
              expect(transition(status, action, role)).to.deep.equal(
                E.left({ reason: "role", message: { key: "actionNotPermitted" } }),
              );
            });
          } else {
            it(`refuses to ${action} a ${status} appeal, whoever asks (${role})`, () => {
              expect(transition(status, action, role)).to.deep.equal(
                E.left({ reason: "status", message: { key: "transitionNotAllowed" } }),
              );
            });
          }
        }
      }
    }
  });

  it("lists only the written-out transitions as allowed, and every one of them", () => {
    const allowed = APPEAL_STATUSES.flatMap((status) =>
      APPEAL_ACTIONS.flatMap((action) =>
        LIFECYCLE_ROLES.flatMap((role) => {
          const result = transition(status, action, role);
          return E.isRight(result) ? [`${status} ${action} ${role} → ${result.right}`] : [];
        }),
      ),
    );
    const expected = ALLOWED.flatMap(([from, action, to, roles]) =>
      roles.map((role) => `${from} ${action} ${role} → ${to}`),
    );
    expect([...allowed].sort()).to.deep.equal([...expected].sort());
  });

  it("leaves rejected and completed appeals closed to every action", () => {
    for (const role of LIFECYCLE_ROLES) {
      expect(availableActions("rejected", role)).to.deep.equal([]);
      expect(availableActions("completed", role)).to.deep.equal([]);
    }
  });

  it("offers each role the buttons of a status", () => {
    expect(availableActions("submitted", "staff")).to.deep.equal([
      "take_for_review",
      "edit",
      "contract",
      "invoice",
    ]);
    expect(availableActions("submitted", "reviewer")).to.deep.equal(["take_for_review", "edit"]);
    expect(availableActions("under_review", "reviewer")).to.deep.equal([
      "approve",
      "send_back",
      "reject",
      "edit",
      "confirm_exemption",
      "refuse_exemption",
    ]);
    expect(availableActions("needs_changes", "customer")).to.deep.equal(["resubmit"]);
    expect(availableActions("draft", "customer")).to.deep.equal(["submit"]);
    expect(availableActions("approved", "staff")).to.deep.equal(["contract", "invoice"]);
  });

  it("lets staff and the customer read contracts and invoices, never a reviewer", () => {
    expect(LIFECYCLE_ROLES.filter(readsContracts)).to.deep.equal(["customer", "staff"]);
  });

  it("tells the refusal in Uzbek and Russian", () => {
    const refused = transition("completed", "approve", "reviewer");
    if (E.isRight(refused)) throw new Error("expected a refusal");
    expect(render(refused.left.message, "uz")).to.equal("Bu holatdagi arizaga bu amalni qoʻllab boʻlmaydi");
    expect(render(refused.left.message, "ru")).to.equal(
      "К заявке в этом статусе нельзя применить это действие",
    );
  });

  describe("the note of a transition", () => {
    for (const action of ["send_back", "reject", "refuse_exemption"] as const) {
      for (const missing of [undefined, null, "", "  "]) {
        it(`is required to ${action} (given ${JSON.stringify(missing)})`, () => {
          expect(validateTransitionNote(action, missing)).to.deep.equal([{ key: "transitionNoteRequired" }]);
        });
      }
      it(`is accepted to ${action} when written`, () => {
        expect(validateTransitionNote(action, "Pasport nusxasi yo'q")).to.deep.equal([]);
      });
    }

    for (const action of APPEAL_ACTIONS.filter(
      (a) => a !== "send_back" && a !== "reject" && a !== "refuse_exemption",
    )) {
      it(`is optional to ${action}`, () => {
        expect(validateTransitionNote(action, undefined)).to.deep.equal([]);
      });
    }
  });

  describe("a payment system's steps", () => {
    it("moves an invoiced appeal to paid when its invoice is paid, and back when the payment is cancelled", () => {
      expect(paymentTransition("invoiced", "pay")).to.equal("paid");
      expect(paymentTransition("paid", "refund")).to.equal("invoiced");
    });
    it("leaves every other status where it is", () => {
      for (const status of APPEAL_STATUSES.filter((s) => s !== "invoiced"))
        expect(paymentTransition(status, "pay"), status).to.equal(undefined);
      for (const status of APPEAL_STATUSES.filter((s) => s !== "paid"))
        expect(paymentTransition(status, "refund"), status).to.equal(undefined);
    });
  });
});
