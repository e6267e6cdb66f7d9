import { aContract, anAppeal, aUser } from "@portal/testkit/builders";
import {
  type ClickCall,
  type ClickComplete,
  type ClickPrepare,
  clickAmount,
  type Money,
  type PaymeCall,
} from "@portal/domain";
import {
  type AppealRecord,
  type ContractRecord,
  makePaymentsUseCases,
  type PaymentEvent,
  type PaymentRecord,
  type PaymentRepository,
  type PaymentsConfig,
  type UserRecord,
} from "../../src";

/**
 * The payments ledger in memory, with the stores' decisions kept: one transaction per
 * provider's id, one holder of an invoice per provider while created, one performed
 * transaction per invoice, one move out of each state. Each method decides without
 * awaiting, so calls made at once interleave as two server processes' do.
 */
export function memoryPayments(): PaymentRepository & { readonly rows: PaymentRecord[] } {
  const rows: PaymentRecord[] = [];
  const holds = new Map<string, number>();
  const byId = (id: number) => rows.find((r) => r.id === id);
  return {
    rows,
    insert: async (record, options = {}) => {
      if (rows.some((r) => r.provider === record.provider && r.provider_id === record.provider_id))
        return "duplicate";
      if (options.holds) {
        const key = `${record.invoice_id}:${record.provider}`;
        const holder = holds.get(key);
        if (holder !== undefined && byId(holder)?.state === "created") return "busy";
        holds.set(key, record.id);
      }
      rows.push(record);
      return "stored";
    },
    findById: async (id) => byId(id),
    findByProviderId: async (provider, providerId) =>
      rows.find((r) => r.provider === provider && r.provider_id === providerId),
    listByInvoice: async (invoiceId) =>
      rows.filter((r) => r.invoice_id === invoiceId).sort((a, b) => a.id - b.id),
    list: async (filter) =>
      rows
        .filter(
          (r) =>
            (filter.created_from === undefined || r.create_time >= filter.created_from) &&
            (filter.created_before === undefined || r.create_time < filter.created_before) &&
            (filter.branch_id === undefined || r.branch_id === filter.branch_id) &&
            (filter.branch_ids === undefined ||
              (r.branch_id !== undefined && filter.branch_ids.includes(r.branch_id))) &&
            (filter.provider === undefined || r.provider === filter.provider) &&
            (filter.state === undefined || r.state === filter.state),
        )
        .sort((a, b) => b.create_time - a.create_time || b.id - a.id),
    listByProviderTime: async (provider, from, to) =>
      rows
        .filter((r) => r.provider === provider && r.provider_time >= from && r.provider_time <= to)
        .sort((a, b) => a.provider_time - b.provider_time || a.id - b.id),
    move: async (record, from) => {
      const index = rows.findIndex((r) => r.id === record.id);
      if (index < 0 || rows[index]!.state !== from) return { outcome: "stale" };
      if (
        record.state === "performed" &&
        rows.some((r) => r.invoice_id === record.invoice_id && r.state === "performed" && r.id !== record.id)
      )
        return { outcome: "invoicePaid" };
      rows[index] = record;
      return { outcome: "moved", record };
    },
  };
}

/** 2026-11-21 15:00 in Tashkent. */
export const NOW = new Date("2026-11-21T10:00:00Z");
export const NOW_MS = NOW.getTime();

/** Customer 2's invoice 31 of appeal 57 (branch 1): 1 284 446.80 so'm, 128 444 680 tiyin. */
export const INVOICE = aContract({ kind: "invoice", contract_number: "HF-17" });
export const TOTAL = 128_444_680n as Money;

export const CONFIG: PaymentsConfig = {
  paymeMerchantId: "5e730e8e0b852a417aa49ceb",
  paymeCheckoutUrl: "https://checkout.paycom.uz",
  clickServiceId: "1001",
  clickMerchantId: "2002",
  clickCheckoutUrl: "https://my.click.uz/services/pay",
  returnUrl: (appealId) => `https://portal.example.uz/appeals/${appealId}`,
};

interface Told {
  readonly event: "received" | "cancelled";
  readonly status: AppealRecord["status"];
  readonly payment: PaymentEvent;
}

/**
 * Customer 2's invoiced appeal 57 with its invoice 31, the stores in memory, and what the
 * notifications were told. Appeals are replaced at their version, as the store does.
 */
export function paymentWorld(
  options: {
    appeals?: AppealRecord[];
    contracts?: ContractRecord[];
    users?: UserRecord[];
    config?: Partial<PaymentsConfig>;
  } = {},
) {
  const appeals = new Map(
    (options.appeals ?? [anAppeal({ status: "invoiced", version: 5 })]).map((a) => [a.id, a]),
  );
  const contracts = new Map((options.contracts ?? [INVOICE]).map((c) => [c.id, c]));
  const users = new Map(
    (options.users ?? [aUser({ info: { ...aUser().info, company_name: "Demo MChJ" } })]).map((u) => [
      u.id,
      u,
    ]),
  );
  const payments = memoryPayments();
  const told: Told[] = [];
  let now = NOW;
  let nextId = 100;
  const useCases = makePaymentsUseCases({
    payments,
    contracts: {
      findById: async (id) => contracts.get(id),
      findByAppeal: async (appealId) => [...contracts.values()].filter((c) => c.appeal_id === appealId),
    },
    appeals: {
      findById: async (id: number) => appeals.get(id),
      replace: async (appeal: AppealRecord, expected: number) => {
        if (appeals.get(appeal.id)?.version !== expected) return false;
        appeals.set(appeal.id, appeal);
        return true;
      },
    } as never,
    users: { findById: async (id) => users.get(id) },
    events: {
      stepTaken: async () => undefined,
      instrumentsReceived: async () => undefined,
      paymentReceived: async (appeal, payment) =>
        void told.push({ event: "received", status: appeal.status, payment }),
      paymentCancelled: async (appeal, payment) =>
        void told.push({ event: "cancelled", status: appeal.status, payment }),
    },
    clock: { now: () => now },
    ids: { next: async () => nextId++ },
    config: { ...CONFIG, ...options.config },
  });
  return {
    useCases,
    payments,
    appeals,
    contracts,
    told,
    appeal: (id = 57) => appeals.get(id)!,
    setNow: (at: Date) => {
      now = at;
    },
  };
}

/** Payme's calls for invoice 31, as the adapter hands them over. */
export const payme = {
  check: (amount: bigint = TOTAL, invoice = 31): PaymeCall => ({
    method: "CheckPerformTransaction",
    amount: amount as Money,
    invoice,
  }),
  create: (id: string, amount: bigint = TOTAL, invoice = 31, time = NOW_MS - 1000): PaymeCall => ({
    method: "CreateTransaction",
    id,
    time,
    amount: amount as Money,
    invoice,
  }),
  perform: (id: string): PaymeCall => ({ method: "PerformTransaction", id }),
  cancel: (id: string, reason = 5): PaymeCall => ({ method: "CancelTransaction", id, reason }),
  checkTransaction: (id: string): PaymeCall => ({ method: "CheckTransaction", id }),
  statement: (from: number, to: number): PaymeCall => ({ method: "GetStatement", from, to }),
};

/** Click's Prepare and Complete for invoice 31, their fields as Click sends them, sign checked. */
export const click = {
  prepare: (
    clickTransId: string,
    overrides: { amount?: string; invoice?: number; error?: number; service?: string } = {},
  ): ClickCall<ClickPrepare> => {
    const amount = overrides.amount ?? "1284446.80";
    const invoice = overrides.invoice ?? 31;
    const error = overrides.error ?? 0;
    return {
      fields: {
        click_trans_id: clickTransId,
        service_id: overrides.service ?? "1001",
        click_paydoc_id: `9${clickTransId}`,
        merchant_trans_id: String(invoice),
        amount,
        action: "0",
        error: String(error),
        error_note: error < 0 ? "Payment failed" : "Success",
        sign_time: "2026-11-21 15:00:00",
        sign_string: "checked by the adapter",
      },
      invoice,
      amount: clickAmount(amount)!,
      clickError: error,
    };
  },
  complete: (
    clickTransId: string,
    prepareId: number | string,
    overrides: { amount?: string; invoice?: number; error?: number } = {},
  ): ClickCall<ClickComplete> => {
    const prepared = click.prepare(clickTransId, overrides);
    return {
      ...prepared,
      fields: { ...prepared.fields, action: "1", merchant_prepare_id: String(prepareId) },
    };
  },
};
