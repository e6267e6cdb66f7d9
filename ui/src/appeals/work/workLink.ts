import { destinationAfterSave } from "@portal/domain/appeals/destinations";
import type { AppealKindName as AppealKind } from "@portal/domain/appeals/destinations";
import type { Role } from "../../api/portal";

/**
 * Where staff or a reviewer work on an appeal: the destination spec 2 gives after an
 * offline save (contract pages, reviewer pages). Reviewers never contract, so they get
 * only the reviewer pages; a kind with no page of its own (provider) gets none.
 */
export function workLink(kind: AppealKind, id: number, role: Role): string | undefined {
  const target = destinationAfterSave(kind, id, true);
  if (!target.startsWith("/reviewer/") && !target.startsWith("/recognition/")) return undefined;
  if (role === "reviewer" && !target.startsWith("/reviewer/")) return undefined;
  return target;
}
