import { type AppealKindName, destinationAfterSave } from "./destinations";
import type { AppealAction, AppealStatus } from "./lifecycle";
import { isYearlyAppeal } from "./yearly";

/** The lifecycle step an appeal's paperwork takes: its contract, or its invoice. */
export type PaperworkAction = Extract<AppealAction, "contract" | "invoice">;

/**
 * The document an appeal's paperwork makes next (spec 2.10, carried to every kind): the
 * invoice against the customer's yearly contract when the appeal is under one, else a
 * contract; once a contract is made, the invoice the customer pays against it.
 */
export const paperworkDocument = (
  header: Parameters<typeof isYearlyAppeal>[0],
  status?: AppealStatus,
): PaperworkAction => (status === "contracted" || isYearlyAppeal(header) ? "invoice" : "contract");

/**
 * Whether staff are offered the appeal's paperwork (docs/decisions.md): once it is approved;
 * an appeal staff entered themselves (offline) from saving on, as spec 2 sends them from the
 * save to the contract page. A customer's appeal is reviewed first, although the lifecycle
 * lets staff contract a submitted one. A contracted appeal is offered its invoice.
 */
export function paperworkOffered(appeal: {
  readonly status: AppealStatus;
  readonly is_offline: 0 | 1;
}): boolean {
  return (
    appeal.status === "approved" ||
    appeal.status === "contracted" ||
    (appeal.status === "submitted" && appeal.is_offline === 1)
  );
}

/**
 * The contract page of spec 2 for a kind that has one (recognition, method recognition,
 * recognition test, normative and standard-sample expertise), where staff choose joint
 * certificates; the other kinds make their document from the appeal's page.
 */
export function contractPageOf(kind: AppealKindName, appealId: number): string | undefined {
  const target = destinationAfterSave(kind, appealId, true);
  return target.startsWith("/recognition/") ? target : undefined;
}
