import type { ReferenceStandard, StandardState } from "@portal/domain/standards/referenceStandard";
import type { StandardRequest } from "@portal/domain/standards/standardRequest";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const standardRows = lazyTable(() => import("@portal/domain/standards/api").then((m) => m.standardsApi));

/** The reference standards register's calls (`standardsApi`) the page makes, typed by their rows. */

export type { ReferenceStandard, StandardRequest, StandardState };

/** The standards of the caller's branches, narrowed to a state and a search. */
export const listStandards = (query: { readonly state?: StandardState; readonly q?: string }) =>
  callApi(http, standardRows, "list", { query });
export const createStandard = (body: StandardRequest) => callApi(http, standardRows, "create", { body });
export const updateStandard = (id: number, body: StandardRequest) =>
  callApi(http, standardRows, "update", { params: { id }, body });
