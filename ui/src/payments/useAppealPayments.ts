import { useCallback, useEffect, useRef, useState } from "react";
import { type AwaitedPayment, checkVerdict, type Pause } from "./paymentCheck";
import { appealPayments, type InvoicePayments } from "./paymentsApi";

/** Where a check of a returning payment stands: none, asking, paid, or not yet after every question. */
export type CheckPhase = "none" | "checking" | "confirmed" | "unconfirmed";

export interface AppealPaymentsState {
  /** The invoices with their payments; undefined while loading, "failed" when they could not be read. */
  readonly invoices: readonly InvoicePayments[] | "failed" | undefined;
  readonly phase: CheckPhase;
  /** Asks again now (the reader's "refresh"); a check that ran out starts over. */
  readonly refresh: () => void;
}

/**
 * The appeal's invoices and payments, read with the appeal (`round`) and on `refresh`. With
 * `awaited` (the reader came back from a checkout) it asks again after each `pause` while the
 * awaited invoice reads unpaid, a few times; once it is paid it calls `onPaid` (the appeal's
 * status moved too).
 */
export function useAppealPayments(
  appealId: number,
  round: number,
  awaited: AwaitedPayment | undefined,
  pause: Pause,
  onPaid: () => void,
): AppealPaymentsState {
  const [invoices, setInvoices] = useState<readonly InvoicePayments[] | "failed" | undefined>(undefined);
  const [phase, setPhase] = useState<CheckPhase>(awaited === undefined ? "none" : "checking");
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  // The check is over once it confirmed or ran out; a refresh asks once, or starts it over.
  const awaiting = useRef(awaited);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` and `asked` ask for a fresh read
  useEffect(() => {
    let live = true;
    const read = async () => {
      if (awaiting.current !== undefined) setPhase("checking");
      for (let attempt = 0; live; attempt++) {
        let answer: readonly InvoicePayments[];
        try {
          answer = (await appealPayments(appealId)).data;
        } catch {
          if (live) setInvoices((shown) => (Array.isArray(shown) ? shown : "failed"));
          if (live && awaiting.current !== undefined) setPhase("unconfirmed");
          return;
        }
        if (!live) return;
        setInvoices(answer);
        const check = awaiting.current;
        if (check === undefined) return;
        const verdict = checkVerdict(answer, check, attempt);
        if (verdict !== "again") {
          setPhase(verdict);
          if (verdict === "confirmed") {
            awaiting.current = undefined;
            paid.current();
          }
          return;
        }
        setPhase("checking");
        await pause(attempt);
      }
    };
    void read();
    return () => {
      live = false;
    };
  }, [appealId, round, asked, pause]);

  return { invoices, phase, refresh };
}
