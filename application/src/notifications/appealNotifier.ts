import {
  type AccountRole,
  type AppealNotice,
  type AppealNoticeEvent,
  appealNoticeText,
  branchesListed,
  emailAddressOf,
  isCustomerNotice,
  noticeOfAction,
  tashkentDay,
} from "@portal/domain";
import type { AppealEvents, PaymentEvent } from "../appeals";
import { type AppealRecord, customerView, type UserRecord } from "../shared";
import type { NotificationDeps } from "./deps";
import { settingsOf } from "./makeNotificationUseCases";
import { baseOf, outboxMail, unsubscribeLink } from "./outboxMail";

/** Where a notice that could not be given is told: the server's log. */
export type NoticeFailureLog = (
  error: unknown,
  about: { readonly appeal_id: number; readonly notice: string; readonly user_id?: number },
) => void;

/**
 * The key of one notice in a reader's list; its mail's key adds the reader (appealMailKey). A
 * payment's notice is keyed by the payment, whose repeated calls tell it again.
 */
export function appealNoticeKey(appeal: AppealRecord, notice: AppealNotice): string {
  if (notice.event === "received") return `appeal:${appeal.id}:received:${notice.received_on}`;
  if (notice.payment_id !== undefined)
    return `appeal:${appeal.id}:payment:${notice.payment_id}:${notice.event}`;
  return `appeal:${appeal.id}:${appeal.version}:${notice.event}`;
}

export const appealMailKey = (noticeKey: string, userId: number) => `${noticeKey}:${userId}`;

/** The notices whose step carries a note the reader needs. */
const NOTED: readonly AppealNoticeEvent[] = ["sent_back", "rejected", "contracted", "invoiced"];

const isCustomer = (user: UserRecord) => user.role === "person" || user.role === "company";

/**
 * The notices of appeals' steps (docs/decisions.md, "Notices of an appeal's steps"): the
 * customer's in their list and, where they allow it, by one e-mail in their language; staff's
 * in their list. Each notice and each mail is an insert under a unique key of the appeal, its
 * version and the step, so a repeated step, a retry or a second process adds nothing.
 */
export function makeAppealNotifier(deps: NotificationDeps, log: NoticeFailureLog): AppealEvents {
  /**
   * The staff a customer's new or corrected application is for: those of its branch, or
   * the head office's when the branch has none of its own (and for an appeal of no branch).
   */
  async function staffFor(
    appeal: AppealRecord,
    roles: readonly AccountRole[] = ["staff", "reviewer"],
  ): Promise<UserRecord[]> {
    const staff = (await deps.directory.listByRoles([...roles])).filter((user) => !user.disabled);
    const branch = appeal.branch_id;
    const own =
      branch === undefined ? [] : staff.filter((user) => branchesListed(user.branches)?.includes(branch));
    return own.length > 0 ? own : staff.filter((user) => branchesListed(user.branches) === undefined);
  }

  /** The customer's e-mail of the notice, if they allow it and have one address on file. */
  async function mailCustomer(user: UserRecord, notice: AppealNotice, key: string, now: string) {
    const settings = await settingsOf(deps, user);
    const to = emailAddressOf(user.info.email);
    if (!settings.email_appeals || to === undefined) return;
    const unsubscribe = unsubscribeLink(deps, user.id, settings.language, "appeals");
    const text = appealNoticeText(notice, settings.language, { baseUrl: baseOf(deps.config), unsubscribe });
    await deps.outbox.enqueueOnce(
      outboxMail(
        deps.config,
        { key: appealMailKey(key, user.id), to, subject: text.subject, text: text.text },
        unsubscribe,
        now,
      ),
    );
  }

  /** One reader's notice (and a customer's mail); a failure is logged and spares the other readers. */
  async function notify(user: UserRecord, appeal: AppealRecord, notice: AppealNotice) {
    try {
      const now = deps.clock.now().toISOString();
      const key = appealNoticeKey(appeal, notice);
      await deps.notifications.insertOnce({
        id: await deps.ids.next("notifications"),
        user_id: user.id,
        key,
        kind: "appeal",
        day: tashkentDay(now),
        read: false,
        created_at: now,
        ...notice,
      });
      // Also when the notice was there already: a process that died in between left no mail.
      if (isCustomer(user)) await mailCustomer(user, notice, key, now);
    } catch (error) {
      log(error, { appeal_id: appeal.id, notice: notice.event, user_id: user.id });
    }
  }

  /** Tells whom the notice is for; a failure to find them is logged, never thrown. */
  async function tell(appeal: AppealRecord, by: UserRecord, notice: AppealNotice) {
    try {
      const owner = await deps.users.findById(appeal.owner_id);
      if (!owner || !isCustomer(owner)) return;
      if (isCustomerNotice(notice.event)) {
        if (owner.id !== by.id) await notify(owner, appeal, notice);
        return;
      }
      // Staff hear of what a customer sent; what staff entered themselves is already theirs.
      if (!isCustomer(by)) return;
      const customer = customerView(owner).name;
      for (const user of await staffFor(appeal)) await notify(user, appeal, { ...notice, customer });
    } catch (error) {
      log(error, { appeal_id: appeal.id, notice: notice.event });
    }
  }

  /**
   * A payment's notices: the customer's (with their mail) and those of the staff, not the
   * reviewers, of the appeal's branch, routed as a new application is.
   */
  async function tellPayment(
    appeal: AppealRecord,
    payment: PaymentEvent,
    events: { readonly customer: AppealNoticeEvent; readonly staff: AppealNoticeEvent },
  ) {
    try {
      const owner = await deps.users.findById(appeal.owner_id);
      if (!owner || !isCustomer(owner)) return;
      const about = {
        appeal_id: appeal.id,
        payment_id: payment.payment_id,
        provider: payment.provider,
        amount: payment.amount,
      };
      await notify(owner, appeal, { ...about, event: events.customer });
      const customer = customerView(owner).name;
      for (const user of await staffFor(appeal, ["staff"]))
        await notify(user, appeal, { ...about, event: events.staff, customer });
    } catch (error) {
      log(error, { appeal_id: appeal.id, notice: events.customer });
    }
  }

  return {
    async stepTaken(appeal, action, by) {
      const event = noticeOfAction(action);
      if (event === undefined) return;
      // The step's own note: the reviewer's reason, or the contract's or invoice's number.
      const last = appeal.history.at(-1);
      const note = NOTED.includes(event) && last?.action === action ? last.note?.trim() : undefined;
      await tell(appeal, by, { appeal_id: appeal.id, event, ...(note ? { note } : {}) });
    },
    async instrumentsReceived(appeal, by, receipt) {
      await tell(appeal, by, { appeal_id: appeal.id, event: "received", received_on: receipt.received_on });
    },
    async paymentReceived(appeal, payment) {
      await tellPayment(appeal, payment, { customer: "paid", staff: "invoice_paid" });
    },
    async paymentCancelled(appeal, payment) {
      await tellPayment(appeal, payment, { customer: "refunded", staff: "payment_refunded" });
    },
  };
}
