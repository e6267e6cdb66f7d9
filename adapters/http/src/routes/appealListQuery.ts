import type { AppealStatus } from "@portal/application";
import { type Failure, malformed } from "@portal/application/failures";
import type { AppealListQuery } from "@portal/application/useCases/UseCases";
import type { ParsedUrlQuery } from "node:querystring";
import { positiveInteger } from "../respond";

const APPEAL_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "needs_changes",
  "contracted",
  "invoiced",
  "completed",
  "rejected",
] as const satisfies readonly AppealStatus[];
// Fails to compile when AppealStatus gains a value this list lacks.
const everyStatusListed: Exclude<AppealStatus, (typeof APPEAL_STATUSES)[number]> extends never
  ? true
  : never = true;
void everyStatusListed;

/** `?limit&before&status` of GET /api/my/appeals; a value given but unusable is Malformed. */
export function appealListQuery(search: ParsedUrlQuery): AppealListQuery | Failure {
  const { limit, before, status } = search;
  const query = {
    limit: limit === undefined ? undefined : positiveInteger(limit),
    before: before === undefined ? undefined : positiveInteger(before),
    status: APPEAL_STATUSES.find((known) => known === status),
  };
  const problems = [
    ...(limit !== undefined && query.limit === undefined ? ["limit: expected a positive integer"] : []),
    ...(before !== undefined && query.before === undefined ? ["before: expected a positive integer"] : []),
    ...(status !== undefined && query.status === undefined
      ? [`status: expected one of ${APPEAL_STATUSES}`]
      : []),
  ];
  return problems.length > 0 ? malformed(problems) : query;
}
