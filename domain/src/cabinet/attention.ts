import * as t from "io-ts";
import {
  type AppealEvent,
  AppealKindCodec,
  type AppealKindName,
  type AppealStatus,
  isOpenStatus,
  sentBackReason,
} from "../appeals";
import { ContractKind } from "../contracts";
import type { DueStateCounts } from "../register";
import { Id } from "../shared/primitives";

/** Results stay "ready to download" on the cabinet this many days after the appeal is completed. */
export const RECENT_RESULTS_DAYS = 30;
/** The most appeals of each kind of item the cabinet lists (sent back, completed). */
export const ATTENTION_LIMIT = 20;

/** An application sent back to the customer, with the reviewer's reason. */
export const SentBackItem = t.strict({ appeal_id: Id, kind: AppealKindCodec, reason: t.string });
export type SentBackItem = t.TypeOf<typeof SentBackItem>;

/**
 * A contract or invoice issued on an open application: the customer reads and downloads it,
 * and pays an invoice (one whose application is paid is no longer listed).
 */
export const DocumentItem = t.strict({
  appeal_id: Id,
  kind: AppealKindCodec,
  contract_id: Id,
  document: ContractKind,
  number: t.string,
});
export type DocumentItem = t.TypeOf<typeof DocumentItem>;

/** A completed application whose certificates are ready to download. */
export const ResultsItem = t.strict({ appeal_id: Id, kind: AppealKindCodec });
export type ResultsItem = t.TypeOf<typeof ResultsItem>;

/**
 * What needs the customer on the cabinet's first screen (GET /api/cabinet/attention), each
 * item where it is done: sent-back applications to correct, contracts and invoices of open
 * applications, results of applications completed in the last 30 days, and how many
 * instruments of the register are overdue or due within 30 days.
 */
export const CabinetAttention = t.strict({
  sent_back: t.array(SentBackItem),
  documents: t.array(DocumentItem),
  results: t.array(ResultsItem),
  instruments: t.strict({ overdue: t.number, due30: t.number }),
});
export type CabinetAttention = t.TypeOf<typeof CabinetAttention>;

interface AppealFacts {
  readonly id: number;
  readonly kind: AppealKindName;
  readonly status: AppealStatus;
}

/** What the summary is made of, as the stores answer it. */
export interface AttentionFacts {
  /** The customer's appeals sent back, with their trails. */
  readonly sentBack: readonly (AppealFacts & { readonly history: readonly AppealEvent[] })[];
  /** The customer's open appeals (any kind, any open status). */
  readonly open: readonly AppealFacts[];
  /** The customer's newest contracts and invoices. */
  readonly documents: readonly {
    readonly id: number;
    readonly appeal_id: number;
    readonly kind: ContractKind;
    readonly contract_number: string;
  }[];
  /** The customer's appeals completed in the last `RECENT_RESULTS_DAYS` days. */
  readonly completed: readonly AppealFacts[];
  readonly counts: Pick<DueStateCounts, "overdue" | "due30">;
}

const newestFirst = (a: { readonly id: number }, b: { readonly id: number }) => b.id - a.id;

/**
 * The cabinet's summary from what the stores answered. Each list reads newest application
 * first; an appeal is listed only in the status the item is about (a contract of an appeal
 * completed or refused since is no longer to act on, nor an invoice once it is paid).
 */
export function cabinetAttention(facts: AttentionFacts): CabinetAttention {
  const open = new Map(facts.open.filter((a) => isOpenStatus(a.status)).map((a) => [a.id, a]));
  const documents = facts.documents
    .flatMap((doc): DocumentItem[] => {
      const appeal = open.get(doc.appeal_id);
      if (!appeal || (doc.kind === "invoice" && appeal.status === "paid")) return [];
      const item = { appeal_id: appeal.id, kind: appeal.kind, contract_id: doc.id, document: doc.kind };
      return [{ ...item, number: doc.contract_number }];
    })
    .sort((a, b) => b.appeal_id - a.appeal_id || a.contract_id - b.contract_id);
  return {
    sent_back: facts.sentBack
      .filter((a) => a.status === "needs_changes")
      .sort(newestFirst)
      .map((a) => ({ appeal_id: a.id, kind: a.kind, reason: sentBackReason(a.history) ?? "" })),
    documents,
    results: facts.completed
      .filter((a) => a.status === "completed")
      .sort(newestFirst)
      .map((a) => ({ appeal_id: a.id, kind: a.kind })),
    instruments: { overdue: facts.counts.overdue, due30: facts.counts.due30 },
  };
}
