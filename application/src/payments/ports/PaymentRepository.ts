import type { PaymentProvider, PaymentRecord, PaymentState } from "@portal/domain";

/** The record is the domain's: a transaction as the ledger stores it. */
export type { PaymentRecord };

/** The ledger's filters, each optional; every one given applies. */
export interface PaymentFilter {
  /** Made (`create_time`) at or after this instant, in milliseconds. */
  readonly created_from?: number;
  /** Made before this instant, in milliseconds. */
  readonly created_before?: number;
  readonly branch_id?: number;
  /** Any of these branches (the ones a staff member works on); an empty list matches nothing. */
  readonly branch_ids?: readonly number[];
  readonly provider?: PaymentProvider;
  readonly state?: PaymentState;
}

/**
 * What storing a new transaction came to: stored; a duplicate of the provider's id (the
 * unique index on provider and provider_id decides, so a repeated call stores nothing);
 * or refused because another transaction holds the invoice.
 */
export type PaymentInsert = "stored" | "duplicate" | "busy";

/**
 * What moving a transaction to a new state came to: moved (with the record as stored, the
 * same for two identical moves at once); stale when it is no longer in the state it was
 * read in (another call moved it first); or refused because another transaction of the
 * invoice is performed already.
 */
export type PaymentMove =
  | { readonly outcome: "moved"; readonly record: PaymentRecord }
  | { readonly outcome: "stale" }
  | { readonly outcome: "invoicePaid" };

/**
 * The payments ledger. What must not race is decided by the store's one atomic write, an
 * insert against a unique key: one transaction per provider's id; one performed
 * transaction per invoice; one state left once per transaction; and, on request, one
 * created transaction of a provider per invoice.
 */
export interface PaymentRepository {
  /**
   * Stores a new transaction (in state created). With `holds`, it holds its invoice while it
   * stays created: "busy" when another transaction of the same provider holds it already.
   */
  insert(record: PaymentRecord, options?: { readonly holds?: boolean }): Promise<PaymentInsert>;
  findById(id: number): Promise<PaymentRecord | undefined>;
  findByProviderId(provider: PaymentProvider, providerId: string): Promise<PaymentRecord | undefined>;
  /** Every transaction of the invoice, oldest first. */
  listByInvoice(invoiceId: number): Promise<PaymentRecord[]>;
  /** The ledger, newest first. */
  list(filter: PaymentFilter): Promise<PaymentRecord[]>;
  /** A provider's transactions whose provider time is in [from, to] (milliseconds), oldest first. */
  listByProviderTime(provider: PaymentProvider, from: number, to: number): Promise<PaymentRecord[]>;
  /**
   * Moves the transaction from state `from` to the record's state with its times; to
   * performed only while no other transaction of its invoice is performed.
   */
  move(record: PaymentRecord, from: PaymentState): Promise<PaymentMove>;
}
