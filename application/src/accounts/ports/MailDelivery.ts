/** Sends what the outbox holds now rather than at the next tick (the reminder job's delivery). */
export interface MailDelivery {
  deliverDue(): Promise<unknown>;
}
