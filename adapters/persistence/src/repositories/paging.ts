import type { Page, PageRequest } from "@portal/application";
import type { DocumentCollection, DocumentFilter } from "../document/DocumentCollection";

/** No caller can make the store read more than this many items for one page. */
export const MAX_PAGE_SIZE = 100;

export function boundedLimit(limit: number, max = MAX_PAGE_SIZE): number {
  if (!Number.isFinite(limit)) return max;
  return Math.min(max, Math.max(1, Math.trunc(limit)));
}

/**
 * Keyset-paged by id, newest first (or oldest first when the page asks): a page reads
 * one item more than it returns to learn whether another page follows, and the next
 * page starts past the last id, below it newest first and above it oldest first.
 */
export async function keysetPage<T extends { readonly id: number }>(
  collection: DocumentCollection<T>,
  filter: DocumentFilter,
  page: PageRequest,
  fields?: readonly string[],
): Promise<Page<T>> {
  const limit = boundedLimit(page.limit);
  const oldestFirst = page.order === "oldest";
  const past = oldestFirst ? { $gt: page.before } : { $lt: page.before };
  const query = page.before === undefined ? filter : { ...filter, id: past };
  const found = await collection.find(query, {
    sort: { id: oldestFirst ? 1 : -1 },
    limit: limit + 1,
    ...(fields ? { fields } : {}),
  });
  if (found.length <= limit) return { items: found };
  const items = found.slice(0, limit);
  return { items, next: items[items.length - 1]?.id };
}
