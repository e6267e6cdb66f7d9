import { APPEAL_STATUSES, type AppealStatus } from "./lifecycle";

/** The statuses no step leads out of: the work is done, or refused. */
const CLOSED_STATUSES: readonly AppealStatus[] = ["completed", "rejected"];

/**
 * The statuses of an open appeal: sent, and not yet closed. A draft is not open: staff never
 * see it, the customer may never send it, and it holds nothing up.
 */
export const OPEN_STATUSES: readonly AppealStatus[] = APPEAL_STATUSES.filter(
  (status) => status !== "draft" && !CLOSED_STATUSES.includes(status),
);

export const isOpenStatus = (status: AppealStatus): boolean => OPEN_STATUSES.includes(status);
