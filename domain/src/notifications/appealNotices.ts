import type { AppealAction } from "../appeals";
import { PAYMENT_PROVIDER_NAMES, type PaymentProvider } from "../payments";
import type { Language } from "../shared/constants";
import { catalogue, fillTemplate, type MessageKey } from "../shared/messages";
import { formatSom, parseSom } from "../shared/money";

/**
 * The steps of an appeal that need someone (docs/decisions.md, "Notices of an appeal's
 * steps"): the customer hears of the ones that ask them to act or that they wait for; the
 * staff of the appeal's branch hear of a new or corrected application to review. A payment
 * system's payment of the invoice, or its cancellation, is told to both: the customer that
 * their money came in (or went back), staff that the invoice is paid (or no longer).
 */
export const CUSTOMER_NOTICES = [
  "sent_back",
  "approved",
  "contracted",
  "invoiced",
  "received",
  "paid",
  "refunded",
  "completed",
  "rejected",
] as const;
export const STAFF_NOTICES = ["submitted", "resubmitted", "invoice_paid", "payment_refunded"] as const;
export type CustomerNotice = (typeof CUSTOMER_NOTICES)[number];
export type StaffNotice = (typeof STAFF_NOTICES)[number];
export type AppealNoticeEvent = CustomerNotice | StaffNotice;

/** The notice a lifecycle step gives, if any (taking for review and editing give none). */
const NOTICE_OF_ACTION: Readonly<Partial<Record<AppealAction, AppealNoticeEvent>>> = {
  submit: "submitted",
  resubmit: "resubmitted",
  send_back: "sent_back",
  approve: "approved",
  contract: "contracted",
  invoice: "invoiced",
  complete: "completed",
  reject: "rejected",
};

export const noticeOfAction = (action: AppealAction): AppealNoticeEvent | undefined =>
  NOTICE_OF_ACTION[action];

/** Whether a notice is the customer's (else the staff's). */
export const isCustomerNotice = (event: AppealNoticeEvent): event is CustomerNotice =>
  (CUSTOMER_NOTICES as readonly string[]).includes(event);

/** What a notice says, as stored: the appeal, the step, and the words the step carried. */
export interface AppealNotice {
  readonly appeal_id: number;
  readonly event: AppealNoticeEvent;
  /** The reviewer's reason (sent back, rejected), or the contract's or invoice's number. */
  readonly note?: string;
  /** The customer's name, on a staff notice. */
  readonly customer?: string;
  /** The day the instruments came in ("YYYY-MM-DD"), on a receipt's notice. */
  readonly received_on?: string;
  /** The payment a payment's notice is about: its ledger id, its system and its amount (so'm). */
  readonly payment_id?: number;
  readonly provider?: PaymentProvider;
  readonly amount?: string;
}

/** Where a notice leads, relative to the portal's address: the appeal's own page. */
export const appealNoticeLink = (appealId: number) => `/appeals/${appealId}`;

const SUBJECT: Readonly<Record<AppealNoticeEvent, MessageKey>> = {
  sent_back: "noticeSentBack",
  approved: "noticeApproved",
  contracted: "noticeContracted",
  invoiced: "noticeInvoiced",
  received: "noticeReceived",
  paid: "noticePaid",
  refunded: "noticeRefunded",
  completed: "noticeCompleted",
  rejected: "noticeRejected",
  submitted: "noticeSubmitted",
  resubmitted: "noticeResubmitted",
  invoice_paid: "noticeInvoicePaid",
  payment_refunded: "noticePaymentRefunded",
};

const say = (key: MessageKey, language: Language, params?: Record<string, string | number>) =>
  fillTemplate(catalogue[key][language], params);

/** A date "YYYY-MM-DD" as the portal shows it, "DD.MM.YYYY". */
const shown = (day: string) => day.split("-").reverse().join(".");

/** The payment's line, "Summa: 1 284 446,80 soʻm (Payme)", when the notice names one. */
function paymentLine(notice: AppealNotice, language: Language): string[] {
  const amount = notice.amount === undefined ? undefined : parseSom(notice.amount);
  if (amount === undefined || notice.provider === undefined) return [];
  const provider = PAYMENT_PROVIDER_NAMES[notice.provider];
  return [say("noticePaymentAmount", language, { amount: formatSom(amount, language), provider })];
}

/** The lines under the subject: what the step carried and what to do next. */
function linesOf(notice: AppealNotice, language: Language): string[] {
  const note = notice.note?.trim();
  const line = (key: MessageKey, params?: Record<string, string>) => [say(key, language, params)];
  const customer = notice.customer ? line("noticeCustomer", { customer: notice.customer }) : [];
  switch (notice.event) {
    case "sent_back":
      return [...(note ? line("noticeReviewerNote", { note }) : []), ...line("noticeFixAndResubmit")];
    case "approved":
      return line("noticeNextPaperwork");
    case "contracted":
      return note ? line("noticeContractNumber", { number: note }) : [];
    case "invoiced":
      return note ? line("noticeInvoiceNumber", { number: note }) : [];
    case "received":
      return notice.received_on ? line("noticeReceivedOn", { date: shown(notice.received_on) }) : [];
    case "paid":
      return [...paymentLine(notice, language), ...line("noticeReceiptOnPage")];
    case "refunded":
      return [...paymentLine(notice, language), ...line("noticePayAgain")];
    case "completed":
      return line("noticeResultsReady");
    case "rejected":
      return note ? line("noticeRejectReason", { note }) : [];
    case "submitted":
    case "resubmitted":
      return customer;
    case "invoice_paid":
    case "payment_refunded":
      return [...customer, ...paymentLine(notice, language)];
  }
}

/** A notice in words, for the portal's list and for e-mail (the same shape as a reminder's). */
export interface AppealNoticeText {
  readonly subject: string;
  readonly lines: readonly string[];
  readonly text: string;
}

/**
 * The words of a notice in a language: its subject, its lines, and the plain text of the
 * e-mail with the appeal's absolute link; `unsubscribe` is the e-mail's own link (absent in
 * the portal's list).
 */
export function appealNoticeText(
  notice: AppealNotice,
  language: Language,
  links: { readonly baseUrl: string; readonly unsubscribe?: string },
): AppealNoticeText {
  const subject = say(SUBJECT[notice.event], language, { n: notice.appeal_id });
  const lines = linesOf(notice, language);
  const base = links.baseUrl.replace(/\/+$/, "");
  const text = [
    say("noticeGreeting", language),
    "",
    subject,
    ...lines,
    "",
    `${say("noticeOpenAppeal", language)}: ${base}${appealNoticeLink(notice.appeal_id)}`,
    ...(links.unsubscribe ? ["", `${say("noticeUnsubscribe", language)}: ${links.unsubscribe}`] : []),
  ].join("\n");
  return { subject, lines, text };
}
