/** The most options a searchable select draws at once; typing narrows the rest. */
export const MAX_SHOWN_OPTIONS = 200;

/** Lower-cases and folds the Uzbek apostrophe variants, so "o'lchov" finds "O‘lchov". */
export const foldForSearch = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[`‘’ʻʼ']/g, "'")
    .trim();

/** The options whose label contains the query (case and apostrophe blind), in their order. */
export function filterOptions<T>(options: readonly T[], query: string, label: (option: T) => string): T[] {
  const wanted = foldForSearch(query);
  const matching = wanted === "" ? options : options.filter((o) => foldForSearch(label(o)).includes(wanted));
  return matching.slice(0, MAX_SHOWN_OPTIONS);
}
