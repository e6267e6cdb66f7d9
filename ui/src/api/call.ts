import type { ApiCall, ApiTable, ReplyOf, RequestOf } from "@portal/domain/shared/api";
import { pathOf } from "@portal/domain/shared/callPath";
import type { ApiClient } from "./client";

/** What a call is made with, as its row declares: path parameters, query and body. */
export interface CallRequest<C extends ApiCall> {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: RequestOf<C> | FormData;
}

/**
 * A module's call table, loaded on a page's first call. The rows carry their codecs (and io-ts
 * with them), which a page never runs: loading them with the first call keeps them out of the
 * page's first JavaScript, whose size has a budget (ui/build.mjs).
 */
export type LazyTable<T extends ApiTable> = () => Promise<T>;

const tables: LazyTable<ApiTable>[] = [];

export function lazyTable<T extends ApiTable>(load: () => Promise<T>): LazyTable<T> {
  let loaded: Promise<T> | undefined;
  const table = () => {
    loaded ??= load();
    return loaded;
  };
  tables.push(table);
  return table;
}

/** Loads every table a loaded page may call: for tests, whose pages answer within a tick of their stubs. */
export const loadAllTables = () => Promise.all(tables.map((table) => table()));

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
export async function callApi<T extends ApiTable, K extends keyof T & string>(
  http: ApiClient,
  table: LazyTable<T>,
  name: K,
  request: CallRequest<T[K]> = {},
): Promise<ReplyOf<T[K]>> {
  const call = (await table())[name] as T[K];
  const path = pathOf(call, request.params) + queryString(request.query);
  switch (call.method) {
    case "GET":
      return http.get<ReplyOf<T[K]>>(path);
    case "DELETE":
      return http.delete<ReplyOf<T[K]>>(path);
    case "PUT":
      return http.put<ReplyOf<T[K]>>(path, request.body);
    default:
      return http.post<ReplyOf<T[K]>>(path, request.body);
  }
}
