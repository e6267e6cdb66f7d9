import type {
  PaymentFilter,
  PaymentInsert,
  PaymentMove,
  PaymentRecord,
  PaymentRepository,
} from "@portal/application";
import type { PaymentProvider, PaymentState } from "@portal/domain";
import {
  type DocumentCollection,
  type DocumentFilter,
  DuplicateKeyError,
} from "../document/DocumentCollection";

/**
 * A claim that decides what must not race: its unique `key` lets one writer in.
 * `hold:<invoice>:<provider>`: a created transaction holds the invoice against others of its provider;
 * `settles:<invoice>`: the one performed transaction of the invoice;
 * `leaves:<payment>:<state>`: the one move out of a state, with the record it moves to.
 */
export interface PaymentClaim {
  readonly key: string;
  readonly payment_id: number;
  readonly record?: PaymentRecord;
}

const holdKey = (record: PaymentRecord) => `hold:${record.invoice_id}:${record.provider}`;
const settlesKey = (record: PaymentRecord) => `settles:${record.invoice_id}`;
const leavesKey = (record: PaymentRecord, from: PaymentState) => `leaves:${record.id}:${from}`;

/** A stored document as the port's record: the nullable fields the stores drop when unset, back as keys. */
const recordOf = (doc: PaymentRecord): PaymentRecord => ({
  ...doc,
  branch_id: doc.branch_id ?? undefined,
  reason: doc.reason ?? undefined,
});

/**
 * The payments ledger, one document per transaction, with its claims beside it. Only inserts
 * decide (DocumentCollection): the unique (provider, provider_id) of a transaction and the
 * unique key of a claim. The writes that follow a claim are made by its one holder.
 */
export class DocumentPaymentRepository implements PaymentRepository {
  constructor(
    private readonly payments: DocumentCollection<PaymentRecord>,
    private readonly claims: DocumentCollection<PaymentClaim>,
  ) {}

  async insert(record: PaymentRecord, options: { readonly holds?: boolean } = {}): Promise<PaymentInsert> {
    if (!(await this.tryInsert(this.payments, record))) return "duplicate";
    if (!options.holds || (await this.claimFrom(holdKey(record), record, "created"))) return "stored";
    // Another transaction of the provider holds the invoice: this one was never answered to anyone.
    await this.payments.deleteOne({ id: record.id });
    return "busy";
  }

  async findById(id: number): Promise<PaymentRecord | undefined> {
    const doc = await this.payments.findOne({ id });
    return doc && recordOf(doc);
  }

  async findByProviderId(provider: PaymentProvider, providerId: string): Promise<PaymentRecord | undefined> {
    const doc = await this.payments.findOne({ provider, provider_id: providerId });
    return doc && recordOf(doc);
  }

  async listByInvoice(invoiceId: number): Promise<PaymentRecord[]> {
    return (await this.payments.find({ invoice_id: invoiceId }, { sort: { id: 1 } })).map(recordOf);
  }

  async list(filter: PaymentFilter): Promise<PaymentRecord[]> {
    const found = await this.payments.find(toQuery(filter), { sort: { create_time: -1, id: -1 } });
    return found.map(recordOf);
  }

  async listByProviderTime(provider: PaymentProvider, from: number, to: number): Promise<PaymentRecord[]> {
    const found = await this.payments.find(
      { provider, provider_time: { $gte: from, $lte: to } },
      { sort: { provider_time: 1, id: 1 } },
    );
    return found.map(recordOf);
  }

  /**
   * The move out of `from` is claimed first; a claim of the same move found there (the same
   * call at the same instant, or one that died before writing) is carried on with the record
   * it claimed, so both answer the same times. To performed, the invoice is claimed too; when
   * another transaction holds it, the move is given back and the invoice is paid already.
   */
  async move(record: PaymentRecord, from: PaymentState): Promise<PaymentMove> {
    const current = await this.findById(record.id);
    if (!current || current.state !== from) return { outcome: "stale" };
    const key = leavesKey(record, from);
    let target = record;
    if (!(await this.tryInsert(this.claims, { key, payment_id: record.id, record }))) {
      const held = await this.claims.findOne({ key });
      if (!held?.record || held.record.state !== record.state) return { outcome: "stale" };
      target = held.record;
    }
    if (target.state === "performed" && !(await this.claimFrom(settlesKey(target), target, "performed"))) {
      await this.claims.deleteOne({ key, payment_id: record.id });
      return { outcome: "invoicePaid" };
    }
    await this.payments.replaceOne({ id: record.id, state: from }, target);
    if (from === "created") await this.claims.deleteOne({ key: holdKey(target), payment_id: target.id });
    if (from === "performed") await this.claims.deleteOne({ key: settlesKey(target), payment_id: target.id });
    return { outcome: "moved", record: recordOf(target) };
  }

  /**
   * Claims `key` for the record. A claim held by another transaction that has left `state`
   * since (its release died with its process) is taken over; one held by a transaction still
   * in it, or by one that claimed its move into it, refuses.
   */
  private async claimFrom(key: string, record: PaymentRecord, state: PaymentState): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (await this.tryInsert(this.claims, { key, payment_id: record.id })) return true;
      const held = await this.claims.findOne({ key });
      if (!held) continue;
      if (held.payment_id === record.id) return true;
      if (await this.stillHolds(held.payment_id, state)) return false;
      await this.claims.deleteOne({ key, payment_id: held.payment_id });
    }
    return false;
  }

  /** Whether a transaction is in `state`, or has claimed its move into it. */
  private async stillHolds(paymentId: number, state: PaymentState): Promise<boolean> {
    const holder = await this.findById(paymentId);
    if (!holder) return false;
    if (holder.state === state) return true;
    const moving = await this.claims.findOne({ key: leavesKey(holder, holder.state) });
    return moving?.record?.state === state;
  }

  private async tryInsert<T extends object>(collection: DocumentCollection<T>, doc: T): Promise<boolean> {
    try {
      await collection.insertOne(doc);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }
}

function toQuery(filter: PaymentFilter): DocumentFilter {
  const query: Record<string, unknown> = {};
  if (filter.provider !== undefined) query.provider = filter.provider;
  if (filter.state !== undefined) query.state = filter.state;
  if (filter.branch_ids !== undefined) {
    const listed =
      filter.branch_id === undefined
        ? [...filter.branch_ids]
        : filter.branch_ids.filter((b) => b === filter.branch_id);
    query.branch_id = { $in: listed };
  } else if (filter.branch_id !== undefined) query.branch_id = filter.branch_id;
  const created: Record<string, number> = {};
  if (filter.created_from !== undefined) created.$gte = filter.created_from;
  if (filter.created_before !== undefined) created.$lt = filter.created_before;
  if (Object.keys(created).length > 0) query.create_time = created;
  return query;
}
