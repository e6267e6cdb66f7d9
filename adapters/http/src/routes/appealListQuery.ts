import { type AppealListQuery, type Failure, malformed } from "@portal/application";
import type { ParsedUrlQuery } from "node:querystring";
import { APPEAL_STATUSES } from "@portal/domain";
import { positiveInteger } from "../respond";

/** `?limit&before&status` of GET /api/my/appeals; a value given but unusable is Malformed. */
export function appealListQuery(search: ParsedUrlQuery): AppealListQuery | Failure {
  const { limit, before, status } = search;
  const query = {
    limit: limit === undefined ? undefined : positiveInteger(limit),
    before: before === undefined ? undefined : positiveInteger(before),
    status: APPEAL_STATUSES.find((known) => known === status),
  };
  const problems = [
    ...(limit !== undefined && query.limit === undefined
      ? [{ path: "limit", problem: "expected a positive integer" }]
      : []),
    ...(before !== undefined && query.before === undefined
      ? [{ path: "before", problem: "expected a positive integer" }]
      : []),
    ...(status !== undefined && query.status === undefined
      ? [{ path: "status", problem: `expected one of ${APPEAL_STATUSES}` }]
      : []),
  ];
  return problems.length > 0 ? malformed(problems) : query;
}
