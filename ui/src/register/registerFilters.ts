import { DUE_STATES, type DueState, isDueState } from "@portal/domain/register/dueState";
import type { ReapplyRequest } from "@portal/domain/register/reapplyRequest";
import type { RegisterFilter } from "@portal/domain/register/registerQuery";

/** The register page's filters, as its address carries them (?state&area&device&q&sort): the call's, its order always set. */
export type RegisterFilters = Readonly<Omit<RegisterFilter, "sort">> & {
  readonly sort: NonNullable<RegisterFilter["sort"]>;
};

const id = (text: string | null): number | undefined =>
  text !== null && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;

/** The filters of an address; what is not understood is left out. */
export function filtersOf(search: URLSearchParams): RegisterFilters {
  const state = search.get("state");
  const q = search.get("q")?.trim();
  return {
    state: isDueState(state) ? state : undefined,
    area: id(search.get("area")),
    device: id(search.get("device")),
    q: q === "" ? undefined : q,
    sort: search.get("sort") === "desc" ? "desc" : "asc",
  };
}

/** The query string of filters (for the address, the page call and the export), without empty ones. */
export function filterQuery(filters: RegisterFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.state) query.set("state", filters.state);
  if (filters.area !== undefined) query.set("area", String(filters.area));
  if (filters.device !== undefined) query.set("device", String(filters.device));
  if (filters.q) query.set("q", filters.q);
  if (filters.sort === "desc") query.set("sort", "desc");
  return query;
}

export const STATE_ORDER: readonly DueState[] = DUE_STATES;

/** The address of the register filtered to a state (the cabinet's links); `page` is staff's view of a customer's. */
export const registerLink = (state?: DueState, page = "/self-devices"): string =>
  state ? `${page}?state=${state}` : page;

/** The page where staff see a customer's register read-only (from offline entry). */
export const customerRegisterPage = (customerId: number): string => `/staff/customers/${customerId}/register`;

/** The address of the verification form prefilled from the register: chosen entries, or every due one. */
export const reapplyLink = (ids: readonly number[] | "due"): string =>
  `/applications/verification?register=${ids === "due" ? "due" : ids.join(",")}`;

/** What `?register=` of the verification form asks for; undefined when it asks nothing usable. */
export function reapplyRequest(value: string | null): ReapplyRequest | undefined {
  if (value === null || value === "") return undefined;
  if (value === "due") return { all_due: true };
  const ids = value.split(",").map((part) => id(part.trim()));
  return ids.every((x): x is number => x !== undefined) ? { ids } : undefined;
}
