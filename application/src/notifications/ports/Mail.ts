/** An e-mail as the outbox keeps it until the SMTP server has accepted it. */
export interface OutgoingMail {
  /** Unique: "reminder:<user id>:<day>", "appeal:<id>:<version>:<event>:<user id>"; the outbox holds one mail per key, ever. */
  readonly key: string;
  /** Stable across retries, so that a repeat after a lost acknowledgement is recognisably the same mail. */
  readonly message_id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The unsubscribe address, sent as List-Unsubscribe. */
  readonly unsubscribe?: string;
}

export interface OutboxRecord extends OutgoingMail {
  /** `refused`: its address is not one valid e-mail address, so it is never sent. */
  readonly state: "pending" | "sent" | "refused";
  /** Not before this instant (ISO): backoff after a failure. */
  readonly next_attempt_at: string;
  readonly attempts: number;
  readonly created_at: string;
  readonly sent_at?: string;
  readonly last_error?: string;
}

/**
 * The outbox's mail by state, each mail in exactly one: `pending` never tried yet,
 * `retrying` still pending after at least one failed attempt (waiting out its backoff),
 * `sent` accepted by the mail server, `refused` never sent because its address is not one
 * valid address. Mail the server did not take is retried until it is sent: none is given up.
 */
export type OutboxCounts = Readonly<Record<"pending" | "retrying" | "sent" | "refused", number>>;

/** A claim of one sending attempt of one mail; at most one per (key, attempt). */
export interface SendClaim {
  readonly key: string;
  readonly attempt: number;
  /** Until then nobody else tries this mail; after it, the claim is taken as dead. */
  readonly lease_until: string;
}

/**
 * Mail waiting to be sent. Every decision that must not race is an insert checked by a
 * unique index (the one atomic write on every store, FerretDB v1 included): one mail per
 * key, one claim per (key, attempt).
 */
export interface MailOutbox {
  /** Stores it unless a mail with its key exists; answers whether it stored. */
  enqueueOnce(mail: OutboxRecord): Promise<boolean>;
  /** Pending mail whose next attempt is due at this instant, oldest due first. */
  due(now: string, limit: number): Promise<OutboxRecord[]>;
  find(key: string): Promise<OutboxRecord | undefined>;
  /** The newest claim of this mail, if any. */
  lastClaim(key: string): Promise<SendClaim | undefined>;
  /** Inserts the claim; false when that attempt is claimed already. */
  claim(claim: SendClaim): Promise<boolean>;
  /** Ends the claim's lease now (its holder failed and gave it back). */
  release(key: string, attempt: number, at: string): Promise<void>;
  markSent(key: string, at: string, attempts: number): Promise<void>;
  markFailed(key: string, attempts: number, nextAttemptAt: string, error: string): Promise<void>;
  /** Takes it out of delivery for good, saying why: the portal will not send it. */
  markRefused(key: string, attempts: number, error: string): Promise<void>;
  /** How many mails are in each state (GET /metrics shows them). */
  counts(): Promise<OutboxCounts>;
}

/** Hands a mail to the mail server; resolves once it is accepted, rejects otherwise. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Signed unsubscribe links: anyone holding one may turn that user's e-mail reminders off. */
export interface UnsubscribeTokens {
  sign(userId: number): string;
  /** Whether the token was signed for this user (false for a forged or damaged one). */
  verify(userId: number, token: string): boolean;
}

/** The days whose reminder run finished: a second process, or a restart, does not redo them. */
export interface ReminderRuns {
  isDone(day: string): Promise<boolean>;
  markDone(day: string, at: string): Promise<void>;
  /** The latest day before this one whose run finished; undefined when none has (a new store). */
  lastDoneBefore(day: string): Promise<string | undefined>;
}
