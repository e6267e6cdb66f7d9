/**
 * The appeal lifecycle (issue 7): which action moves an appeal from which status to
 * which, and who may take it. The spec itself keeps no status (section 4: "not
 * shown"); the machine and every choice in it are recorded in docs/decisions.md.
 *
 *   draft                          ─submit→          submitted      (customer)
 *   needs_changes                  ─resubmit→        submitted      (customer)
 *   submitted                      ─take_for_review→ under_review   (staff, reviewer)
 *   under_review                   ─approve→         approved       (staff, reviewer)
 *   under_review                   ─send_back→       needs_changes  (staff, reviewer; a note)
 *   under_review                   ─reject→          rejected       (staff, reviewer; a note)
 *   submitted, approved            ─contract→        contracted     (staff)
 *   submitted, approved, contracted ─invoice→        invoiced       (staff)
 *   invoiced                       ─pay→             paid           (a payment system, issue 29)
 *   paid                           ─refund→          invoiced       (the payment cancelled)
 *   contracted, invoiced, paid     ─complete→        completed      (staff)
 *
 * `confirm_exemption` and `refuse_exemption` are the reviewer's word on a customer's claim of
 * exemption (free, no VAT): taken during review, they keep the status (docs/decisions.md).
 *
 * `pay` and `refund` are no person's: a payment system (Payme, Click) takes them when it
 * performs or cancels the payment of the appeal's invoice (`paymentTransition`).
 *
 * `edit` is the reviewer's change of a saved appeal: it keeps the status, and is allowed
 * while the appeal waits for review, is under review or was sent back; never once it is
 * approved, contracted or closed, when its prices are fixed.
 */
import * as E from "fp-ts/lib/Either";
import { type Message, message } from "../shared/message";
import type { UserRole } from "../shared/api";

export const APPEAL_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "needs_changes",
  "approved",
  "contracted",
  "invoiced",
  "paid",
  "completed",
  "rejected",
] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_ACTIONS = [
  "submit",
  "resubmit",
  "take_for_review",
  "approve",
  "send_back",
  "reject",
  "edit",
  "contract",
  "invoice",
  "complete",
  "pay",
  "refund",
  "confirm_exemption",
  "refuse_exemption",
] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/** Who acts, as the lifecycle sees it: a person and a company are both the customer. */
export type LifecycleRole = "customer" | "staff" | "reviewer";
export const LIFECYCLE_ROLES: readonly LifecycleRole[] = ["customer", "staff", "reviewer"];

/** The lifecycle's role of a user: none for an administrator, who acts on no appeal. */
export const lifecycleRoleOf = (role: UserRole): LifecycleRole | undefined => {
  if (role === "admin") return undefined;
  return role === "staff" || role === "reviewer" ? role : "customer";
};

/** Who may take each action, whatever the status. */
const ACTION_ROLES: Readonly<Record<AppealAction, readonly LifecycleRole[]>> = {
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

/**
 * Who reads an appeal's contracts and invoices: staff, who make them, and the customer, whose
 * they are. Reviewing ends before the contract, so a reviewer reads none (docs/decisions.md);
 * the server refuses them and the appeal page does not ask.
 */
const CONTRACT_READERS: readonly LifecycleRole[] = ["customer", "staff"];

export const readsContracts = (role: LifecycleRole): boolean => CONTRACT_READERS.includes(role);

/** For each action, the statuses it applies to and the status it leads to. */
const EDGES: Readonly<Record<AppealAction, Readonly<Partial<Record<AppealStatus, AppealStatus>>>>> = {
  submit: { draft: "submitted" },
  resubmit: { needs_changes: "submitted" },
  take_for_review: { submitted: "under_review" },
  approve: { under_review: "approved" },
  send_back: { under_review: "needs_changes" },
  reject: { under_review: "rejected" },
  edit: { submitted: "submitted", under_review: "under_review", needs_changes: "needs_changes" },
  // Staff may contract straight from a saved appeal (spec 2: after saving, the contract page).
  contract: { submitted: "contracted", approved: "contracted" },
  // Yearly appeals get an invoice instead of a contract; a contracted appeal may be invoiced.
  invoice: { submitted: "invoiced", approved: "invoiced", contracted: "invoiced" },
  complete: { contracted: "completed", invoiced: "completed", paid: "completed" },
  pay: { invoiced: "paid" },
  refund: { paid: "invoiced" },
  confirm_exemption: { under_review: "under_review" },
  refuse_exemption: { under_review: "under_review" },
};

/** Actions whose note the customer must read: why their appeal came back or was refused. */
const NOTE_REQUIRED: readonly AppealAction[] = ["send_back", "reject", "refuse_exemption"];

/** Whether the action takes a note (the page asks for it, and sends it). */
export const needsNote = (action: AppealAction): boolean => NOTE_REQUIRED.includes(action);

/** Why a transition is refused: the caller's role, or the appeal's status. */
export interface LifecycleRefusal {
  readonly reason: "role" | "status";
  readonly message: Message;
}

/**
 * The status an action leads to, or why it may not be taken. The role is checked first,
 * so a caller learns nothing about an appeal's status from an action they may never take.
 */
export function transition(
  status: AppealStatus,
  action: AppealAction,
  role: LifecycleRole,
): E.Either<LifecycleRefusal, AppealStatus> {
  if (!ACTION_ROLES[action].includes(role)) {
    return E.left({ reason: "role", message: message("actionNotPermitted") });
  }
  const next = EDGES[action][status];
  return next === undefined
    ? E.left({ reason: "status", message: message("transitionNotAllowed") })
    : E.right(next);
}

/**
 * The status a payment system's step leads to: `pay` when it performs the payment of the
 * appeal's invoice, `refund` when it cancels a performed one; undefined when the appeal's
 * status does not move (an appeal completed before it was paid stays completed).
 */
export const paymentTransition = (status: AppealStatus, action: "pay" | "refund"): AppealStatus | undefined =>
  EDGES[action][status];

/** The actions a role may take on an appeal in this status (what a page offers as buttons). */
export const availableActions = (status: AppealStatus, role: LifecycleRole): AppealAction[] =>
  APPEAL_ACTIONS.filter((action) => E.isRight(transition(status, action, role)));

/** Sending back and rejecting need a note the customer sees. */
export function validateTransitionNote(action: AppealAction, note: string | null | undefined): Message[] {
  const missing = note === undefined || note === null || note.trim() === "";
  return needsNote(action) && missing ? [message("transitionNoteRequired")] : [];
}

/**
 * The kinds whose saved appeal is edited in its own form: by the reviewer's update, and by
 * the customer correcting an appeal that was sent back. Each takes its save call's body.
 */
export const FORM_EDITED_KINDS = ["verification", "kompleks"] as const;
export type FormEditedKind = (typeof FORM_EDITED_KINDS)[number];

export const isFormEdited = (kind: string): kind is FormEditedKind =>
  (FORM_EDITED_KINDS as readonly string[]).includes(kind);

/** What the lifecycle reads of an appeal's audit entry. */
interface StepTaken {
  readonly status: AppealStatus;
  readonly action?: AppealAction | undefined;
  readonly note?: string | undefined;
}

/**
 * Why the appeal came back to its customer: the note of its latest send-back while it is
 * sent back; nothing once it was resubmitted or moved on.
 */
export function sentBackReason(history: readonly StepTaken[]): string | undefined {
  if (history.at(-1)?.status !== "needs_changes") return undefined;
  return [...history].reverse().find((step) => step.action === "send_back")?.note;
}
