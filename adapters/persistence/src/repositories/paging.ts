import type { Page, PageRequest } from "@portal/application";
import type { DocumentCollection, DocumentFilter } from "../document/DocumentCollection";

/** No caller can make the store read more than this many items for one page. */
export const MAX_PAGE_SIZE = 100;

export function boundedLimit(limit: number, max = MAX_PAGE_SIZE): number {
  if (!Number.isFinite(limit)) return max;
  return Math.min(max, Math.max(1, Math.trunc(limit)));
}

/**
 * Newest first by id, keyset-paged: a page reads one item more than it returns to
 * learn whether another page follows, and the next page starts below the last id.
 */
export async function keysetPage<T extends { readonly id: number }>(
  collection: DocumentCollection<T>,
  filter: DocumentFilter,
  page: PageRequest,
  fields?: readonly string[],
): Promise<Page<T>> {
  const limit = boundedLimit(page.limit);
  const query = page.before === undefined ? filter : { ...filter, id: { $lt: page.before } };
  const found = await collection.find(query, {
    sort: { id: -1 },
    limit: limit + 1,
    ...(fields ? { fields } : {}),
  });
  if (found.length <= limit) return { items: found };
  const items = found.slice(0, limit);
  return { items, next: items[items.length - 1]?.id };
}
