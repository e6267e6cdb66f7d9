import { type ApiCall, pathOf, type ReplyOf, type RequestOf } from "@portal/domain/shared/api";
import type { ApiClient } from "./client";

/** What a call is made with, as its row declares: path parameters, query and body. */
export interface CallRequest<C extends ApiCall> {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: RequestOf<C> | FormData;
}

const queryString = (query: CallRequest<ApiCall>["query"] = {}): string => {
  const pairs = Object.entries(query).filter(
    (pair): pair is [string, string | number] => pair[1] !== undefined,
  );
  return pairs.length === 0
    ? ""
    : `?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}`;
};

/**
 * Makes one call of a module's table: the path from the row with its parameters filled in,
 * the method of the row, and the answer typed by the row's answer codec. The server decodes
 * and checks everything again; the types only keep the two sides from drifting apart.
 */
export function callApi<C extends ApiCall>(
  http: ApiClient,
  call: C,
  request: CallRequest<C> = {},
): Promise<ReplyOf<C>> {
  const path = pathOf(call, request.params) + queryString(request.query);
  switch (call.method) {
    case "GET":
      return http.get<ReplyOf<C>>(path);
    case "DELETE":
      return http.delete<ReplyOf<C>>(path);
    default:
      return http.post<ReplyOf<C>>(path, request.body);
  }
}
